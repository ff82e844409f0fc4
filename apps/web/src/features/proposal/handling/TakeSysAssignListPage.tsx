import { ProposalListPage } from '../components/ProposalListPage';

/** takeSysAssignList: a handling system (承办系统) sees its member units' proposals waiting to be signed for. */
export default function TakeSysAssignListPage() {
  return <ProposalListPage list="takeSysAssign" columns={['number', 'title', 'proposer', 'type', 'units', 'assignedAt']} />;
}
