import type { ProposalListItem } from '@cppcc/contracts';
import type { TableColumnType } from 'antd';
import { StateTag } from '../components/columns';
import { ProposalListPage } from '../components/ProposalListPage';
import { assignFeedbacks } from '../components/stateLabels';
import { PRE_FEEDBACK_PENDING } from './unitSteps';

const preFeedbackColumn: TableColumnType<ProposalListItem> = {
  title: '反馈状态',
  key: 'myPreFeedback',
  width: 100,
  render: (_: unknown, r) => <StateTag table={assignFeedbacks} code={r.myUnit?.preFeedback} />,
};

/** preSignList: pre-assignments waiting for this unit's answer (agree or not to take the proposal). */
export default function PreSignListPage() {
  return (
    <ProposalListPage
      list="preSign"
      columns={['number', 'title', 'proposer', 'type', 'handleType', preFeedbackColumn, 'filedAt']}
      rowActions={(row, ctx) => [
        ctx.step('preFeedback', row, { label: '反馈', visible: row.myUnit?.preFeedback === PRE_FEEDBACK_PENDING }),
      ]}
    />
  );
}
