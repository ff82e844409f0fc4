import { ProposalPerm as P, ProposalPage, ProposalState as S } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** trackList (办理中 10, 重新办理 11): remind, conclude, handle a "not satisfied" rating. */
export default function TrackListPage() {
  return (
    <ProposalListPage
      list="track"
      columns={['number', 'title', 'proposer', 'units', 'state', 'assignedAt']}
      stateCodes={[S.handling, S.rehandling]}
      actionWidth={260}
      rowActions={(row, ctx) => [
        ctx.step('remind', row),
        // offered once every unit has replied, as the server's workflow offers it
        ctx.step('conclude', row, { visible: row.unitsOwing === 0 }),
        pageLink('displeasure', P.trackList, withId(ProposalPage.trackDispleasure, row.id), '不满意处理', row.state === S.rehandling),
      ]}
    />
  );
}
