import { ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { ProposalListPage } from '../components/ProposalListPage';
import { pageLink } from '../components/pageLink';
import { withId } from '../paths';

/** unsatisfiedList: proposals back in handling after a "not satisfied" rating (11). */
export default function UnsatisfiedListPage() {
  return (
    <ProposalListPage
      list="unsatisfied"
      columns={['number', 'title', 'proposer', 'type', 'units', 'state', 'assignedAt']}
      rowActions={(row, ctx) => [
        pageLink('displeasure', P.trackList, withId(ProposalPage.trackDispleasure, row.id), '不满意处理'),
        ctx.step('remind', row),
      ]}
    />
  );
}
