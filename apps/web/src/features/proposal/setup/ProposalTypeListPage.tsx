import { ProposalSetupPerm } from '@cppcc/contracts';
import { TreeTypePage } from '@/features/reference/TreeTypePage';
import { proposalSetupKeys, proposalTypeApi } from './api';

/** /proposal/proposalTypeList: the proposal category tree (提案类别). */
export default function ProposalTypeListPage() {
  return (
    <TreeTypePage
      label="提案类别"
      queryKey={proposalSetupKeys.types}
      alsoInvalidate={[proposalSetupKeys.typeOptions]}
      perms={{ add: ProposalSetupPerm.typeAdd, edit: ProposalSetupPerm.typeEdit, remove: ProposalSetupPerm.typeDelete }}
      api={proposalTypeApi}
    />
  );
}
