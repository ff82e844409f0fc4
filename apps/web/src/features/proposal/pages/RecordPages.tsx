import { assignFeedbackLabel, signStateLabel } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { SearchBar } from '@/components/SearchBar';
import { type ProposalUnitRecord, proposalApi, proposalKeys, type UnitRecordQuery } from '../api';
import { detailPath, numberText, StateTag } from '../components/columns';
import { assignFeedbacks, handleTypes, satisfactions, signStates } from '../components/stateLabels';

type Filters = Partial<Omit<UnitRecordQuery, 'pageNum' | 'pageSize'>>;

const dt = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
const base: TableColumnsType<ProposalUnitRecord> = [
  { title: '案号', dataIndex: 'number', key: 'number', width: 90, render: numberText },
  {
    title: '提案标题',
    dataIndex: 'title',
    key: 'title',
    render: (v: string, r) => (
      <Link to={detailPath(r.proposalId)}>
        <Ellipsis text={v} maxWidth={300} />
      </Link>
    ),
  },
  { title: '承办单位', dataIndex: 'unitName', key: 'unitName', width: 180, render: (v: string) => <Ellipsis text={v} /> },
  {
    title: '办理方式',
    dataIndex: 'handleType',
    key: 'handleType',
    width: 100,
    render: (v: number) => <StateTag table={handleTypes} code={v} />,
  },
];

function UnitRecordPage(props: { endpoint: string; columns: TableColumnsType<ProposalUnitRecord>; filter: 'preFeedback' | 'signState' }) {
  const [filters, setFilters] = useState<Filters>({});
  const options =
    props.filter === 'preFeedback'
      ? Object.entries(assignFeedbackLabel).map(([k, v]) => ({ value: Number(k), label: v }))
      : Object.entries(signStateLabel).map(([k, v]) => ({ value: Number(k), label: v }));
  return (
    <>
      <SearchBar
        placeholder="请输入标题或案号"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <FormItem name={props.filter} label={props.filter === 'preFeedback' ? '反馈状态' : '签收状态'}>
            <Select allowClear options={options} style={{ width: 140 }} placeholder="全部" />
          </FormItem>
        }
      />
      <DataTable<ProposalUnitRecord, Filters>
        queryKey={proposalKeys.unitRecords(props.endpoint)}
        fetch={(q: TableQuery & Filters) => proposalApi.unitRecords(props.endpoint, q)}
        filters={filters}
        rowKey="id"
        columns={[...base, ...props.columns]}
        scrollX={1100}
      />
    </>
  );
}

/** preAssignRecord: every pre-assignment, one row per unit, with its answer. */
export function PreAssignRecordPage() {
  return (
    <UnitRecordPage
      endpoint="/proposal/preAssign/record/page"
      filter="preFeedback"
      columns={[
        {
          title: '反馈状态',
          dataIndex: 'preFeedback',
          key: 'preFeedback',
          width: 100,
          render: (v: number | null) => <StateTag table={assignFeedbacks} code={v} />,
        },
        { title: '反馈意见', dataIndex: 'preOpinion', key: 'preOpinion', width: 200, render: (v: string | null) => <Ellipsis text={v} /> },
        { title: '预交办时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, render: dt },
      ]}
    />
  );
}

/** assignRecord: every assignment, one row per unit: sign state, deadline, reply, rating. */
export function AssignRecordPage() {
  return (
    <UnitRecordPage
      endpoint="/proposal/assign/record/page"
      filter="signState"
      columns={[
        {
          title: '签收状态',
          dataIndex: 'signState',
          key: 'signState',
          width: 110,
          render: (v: number, r) => (r.active ? <StateTag table={signStates} code={v} /> : '已失效'),
        },
        { title: '答复期限', dataIndex: 'deadline', key: 'deadline', width: 110, render: (v: string | null) => v ?? '--' },
        { title: '答复时间', dataIndex: 'repliedAt', key: 'repliedAt', width: 160, render: dt },
        { title: '办理结果', dataIndex: 'handleLevel', key: 'handleLevel', width: 90, render: (v: string | null) => (v ? `${v}类` : '--') },
        {
          title: '满意度',
          dataIndex: 'satisfaction',
          key: 'satisfaction',
          width: 100,
          render: (v: number | null) => (v === null ? '--' : <StateTag table={satisfactions} code={v} />),
        },
        { title: '交办时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, render: dt },
      ]}
    />
  );
}
