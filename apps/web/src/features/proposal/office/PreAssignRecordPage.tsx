import { ProposalApi } from '@cppcc/contracts';
import { Ellipsis } from '@/components/Ellipsis';
import { StateTag } from '../components/columns';
import { assignFeedbacks } from '../components/stateLabels';
import { dt, UnitRecordPage } from './UnitRecordPage';

/** preAssignRecord: every pre-assignment, one row per unit, with its answer. */
export default function PreAssignRecordPage() {
  return (
    <UnitRecordPage
      endpoint={ProposalApi.preAssignRecordPage}
      filter="preFeedback"
      columns={[
        {
          title: '反馈状态',
          dataIndex: 'preFeedback',
          key: 'preFeedback',
          kind: 'state',
          render: (v: number | null) => <StateTag table={assignFeedbacks} code={v} />,
        },
        {
          title: '反馈意见',
          dataIndex: 'preOpinion',
          key: 'preOpinion',
          kind: 'text',
          render: (v: string | null) => <Ellipsis text={v} />,
        },
        { title: '预交办时间', dataIndex: 'createdAt', key: 'createdAt', kind: 'minute', render: dt },
      ]}
    />
  );
}
