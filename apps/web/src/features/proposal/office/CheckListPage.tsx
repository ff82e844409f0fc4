import { ProposalListPage } from '../components/ProposalListPage';

/** checkList (待审查, state 2): file, not file, send back (checkForm). */
export default function CheckListPage() {
  return (
    <ProposalListPage
      list="check"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      actionWidth={220}
      rowActions={(row, ctx) => [ctx.step('check', row), ctx.step('merge', row), ctx.step('sendBack', row)]}
    />
  );
}
