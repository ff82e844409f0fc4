import { ProposalState as S } from '@cppcc/contracts';
import { Alert } from 'antd';
import { ProposalListPage } from '../components/ProposalListPage';

/** The states in which more proposals may still be merged into a main one (before assignment). */
const MERGEABLE: readonly number[] = [S.awaitingSplit, S.awaitingReview, S.awaitingAssign];

/** mergeProposalList: main proposals with the ones merged into them. */
export default function MergeProposalListPage() {
  return (
    <ProposalListPage
      list="merge"
      header={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="列表为已有并案的主提案；在待初分、待审查、待交办列表中点击“并案”可将相似提案并入主提案。"
        />
      }
      columns={['number', 'title', 'proposer', 'type', 'state', 'submittedAt']}
      rowActions={(row, ctx) => [ctx.step('merge', row, { label: '继续并案', visible: MERGEABLE.includes(row.state) })]}
    />
  );
}
