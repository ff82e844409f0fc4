import { ProposalState as S } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';

/** takeSysTrackList: the handling system follows its member units' work. */
export default function TakeSysTrackListPage() {
  return (
    <ProposalListPage
      list="takeSysTrack"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'assignedAt']}
      stateCodes={[S.handling, S.rehandling, S.concluded]}
    />
  );
}
