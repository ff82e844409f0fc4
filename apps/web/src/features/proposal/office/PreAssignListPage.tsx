import { ProposalListPage } from '../components/ProposalListPage';

/** preAssignList (待交办, state 3): ask units first. */
export default function PreAssignListPage() {
  return (
    <ProposalListPage
      list="preAssign"
      columns={['number', 'title', 'proposer', 'type', 'units', 'filedAt']}
      rowActions={(row, ctx) => [ctx.step('preAssign', row), ctx.step('assign', row)]}
    />
  );
}
