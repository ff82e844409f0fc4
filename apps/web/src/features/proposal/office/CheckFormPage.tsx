import { ProposalPage } from '@cppcc/contracts';
import { ProposalStepPage } from './ProposalStepPage';

/** checkForm: the review (审查) that files the proposal, does not file it, or sends it back. */
export function CheckFormPage() {
  return <ProposalStepPage step="check" listPath={ProposalPage.checkList} title="审查" />;
}
