import { ProposalState as S } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';

/** openProposalList: public proposals (open status hides the number or the proposer as set). */
export default function OpenProposalListPage() {
  return (
    <ProposalListPage
      list="open"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'submittedAt']}
      stateCodes={[S.awaitingAssign, S.handling, S.rehandling, S.concluded]}
      actionWidth={90}
    />
  );
}
