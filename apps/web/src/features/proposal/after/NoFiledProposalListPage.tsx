import { notFiledDestinations } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';

/** noFiledProposalList: every proposal not filed (case state 4), with its destination and reason. */
export default function NoFiledProposalListPage() {
  return (
    <ProposalListPage
      list="noFiled"
      columns={['title', 'proposer', 'type', 'state', 'notFiledReason', 'submittedAt']}
      stateCodes={notFiledDestinations}
    />
  );
}
