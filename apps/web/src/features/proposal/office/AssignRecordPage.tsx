import { ProposalApi } from '@cppcc/contracts';
import { StateTag } from '../components/columns';
import { satisfactions, signStates } from '../components/stateLabels';
import { dt, UnitRecordPage } from './UnitRecordPage';

/** assignRecord: every assignment, one row per unit: sign state, deadline, reply, rating. */
export default function AssignRecordPage() {
  return (
    <UnitRecordPage
      endpoint={ProposalApi.assignRecordPage}
      filter="signState"
      columns={[
        {
          title: '签收状态',
          dataIndex: 'signState',
          key: 'signState',
          kind: 'state',
          render: (v: number, r) => (r.active ? <StateTag table={signStates} code={v} /> : '已失效'),
        },
        { title: '答复期限', dataIndex: 'deadline', key: 'deadline', kind: 'date', render: (v: string | null) => v ?? '--' },
        { title: '答复时间', dataIndex: 'repliedAt', key: 'repliedAt', kind: 'minute', render: dt },
        { title: '办理结果', dataIndex: 'handleLevel', key: 'handleLevel', width: 80, render: (v: string | null) => (v ? `${v}类` : '--') },
        {
          title: '满意度',
          dataIndex: 'satisfaction',
          key: 'satisfaction',
          width: 90,
          render: (v: number | null) => (v === null ? '--' : <StateTag table={satisfactions} code={v} />),
        },
        { title: '交办时间', dataIndex: 'createdAt', key: 'createdAt', kind: 'minute', render: dt },
      ]}
    />
  );
}
