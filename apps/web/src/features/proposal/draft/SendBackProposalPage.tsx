import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** sendBackProposal: proposals sent back for revision; the proposer revises and resubmits, or withdraws. */
export default function SendBackProposalPage() {
  return (
    <ProposalListPage
      list="sendBack"
      columns={['title', 'proposer', 'type', 'joint', 'state', 'submittedAt', 'updatedAt']}
      rowActions={(row, ctx) => [
        pageLink('edit', [P.edit, P.officeAdd], withId(ProposalPage.sendBackEdit, row.id), '修改'),
        ctx.step('withdraw', row),
      ]}
    />
  );
}
