import { ProposalPerm as P, ProposalPage, ProposalState as S } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** displeasureProposalList: every proposal a proposer rated "not satisfied" at least once. */
export default function DispleasureProposalListPage() {
  return (
    <ProposalListPage
      list="displeasure"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'concludedAt']}
      stateCodes={[S.handling, S.rehandling, S.concluded]}
      rowActions={(row) => [
        pageLink('displeasure', P.trackList, withId(ProposalPage.trackDispleasure, row.id), '不满意处理', row.state === S.rehandling),
      ]}
    />
  );
}
