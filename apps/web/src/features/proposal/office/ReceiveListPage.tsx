import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** receiveList (待初分, state 1): initial sort, send back, merge, receipt. */
export default function ReceiveListPage() {
  return (
    <ProposalListPage
      list="receive"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt']}
      actionWidth={300}
      rowActions={(row, ctx) => [
        ctx.step('receive', row),
        ctx.step('sendBack', row),
        ctx.step('merge', row),
        pageLink('proof', P.receiveList, withId(ProposalPage.receiveProof, row.id), '回执'),
      ]}
    />
  );
}
