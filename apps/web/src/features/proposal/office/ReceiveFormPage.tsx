import { ProposalPage } from '@cppcc/contracts';
import { ProposalStepPage } from './ProposalStepPage';

/** receiveForm: the office's initial sort (初分) of a submitted proposal. */
export function ReceiveFormPage() {
  return <ProposalStepPage step="receive" listPath={ProposalPage.receiveList} title="初分" />;
}
