import { ProposalListPage } from '../components/ProposalListPage';

/** assignList (待交办, state 3): assign to one unit, lead + joint units, or split units. */
export default function AssignListPage() {
  return (
    <ProposalListPage
      list="assign"
      columns={['number', 'title', 'proposer', 'type', 'units', 'filedAt']}
      rowActions={(row, ctx) => [ctx.step('assign', row), ctx.step('merge', row)]}
    />
  );
}
