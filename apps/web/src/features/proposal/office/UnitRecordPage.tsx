import { assignFeedbackLabel, signStateLabel } from '@cppcc/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { SearchBar } from '@/components/SearchBar';
import { proposalApi, proposalKeys } from '../api';
import { numberText, StateTag } from '../components/columns';
import { handleTypes } from '../components/stateLabels';
import type { ProposalUnitRecord, UnitRecordQuery } from '../contractTypes';
import { detailPath } from '../paths';

type Filters = Partial<Omit<UnitRecordQuery, 'pageNum' | 'pageSize'>>;

export const dt = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
const base: KindColumn<ProposalUnitRecord>[] = [
  { title: '案号', dataIndex: 'number', key: 'number', kind: 'number', width: 70, render: numberText },
  {
    title: '提案标题',
    dataIndex: 'title',
    key: 'title',
    kind: 'title',
    render: (v: string, r) => (
      <Link to={detailPath(r.proposalId)}>
        <Ellipsis text={v} />
      </Link>
    ),
  },
  { title: '承办单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit', render: (v: string) => <Ellipsis text={v} /> },
  {
    title: '办理方式',
    dataIndex: 'handleType',
    key: 'handleType',
    width: 84,
    render: (v: number) => <StateTag table={handleTypes} code={v} />,
  },
];

/** A record list of the units of proposals (one row per unit), with the filter of the record kind. */
export function UnitRecordPage(props: {
  endpoint: string;
  columns: KindColumn<ProposalUnitRecord>[];
  filter: 'preFeedback' | 'signState';
}) {
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
      />
    </>
  );
}
