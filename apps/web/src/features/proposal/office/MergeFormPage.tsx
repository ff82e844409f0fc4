import { ProposalPage } from '@cppcc/contracts';
import { ProposalStepPage } from './ProposalStepPage';

/** mergeProposalListForm: merging similar proposals into this one (并案). */
export function MergeFormPage() {
  return <ProposalStepPage step="merge" listPath={ProposalPage.mergeList} title="并案" />;
}
