import { ReplyRemaining, replyRemainingLabel } from '@cppcc/contracts';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { SearchBar } from '@/components/SearchBar';
import { numberText } from '../components/columns';
import type { RemindQuery, RemindRecord } from '../contractTypes';
import { detailPath } from '../paths';
import { unitApi, unitKeys } from './api';

type Filters = Omit<RemindQuery, 'pageNum' | 'pageSize'>;

const thresholdColors: Record<number, string> = { 3: 'blue', 2: 'gold', 1: 'orange', 0: 'red' };
const thresholdOptions = [ReplyRemaining.fifteenDays, ReplyRemaining.sevenDays, ReplyRemaining.threeDays, ReplyRemaining.delayed].map(
  (v) => ({ value: v, label: replyRemainingLabel[v] }),
);

const columns: KindColumn<RemindRecord>[] = [
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
    title: '提醒节点',
    dataIndex: 'threshold',
    key: 'threshold',
    width: 90,
    render: (v: number | null) => (v === null ? <Tag>人工催办</Tag> : <Tag color={thresholdColors[v]}>{replyRemainingLabel[v] ?? v}</Tag>),
  },
  { title: '提醒方式', dataIndex: 'way', key: 'way', width: 120, render: (v: number) => (v === 1 ? '系统消息、短信' : '系统消息') },
  { title: '答复期限', dataIndex: 'deadline', key: 'deadline', kind: 'date', render: (v: string | null) => v ?? '--' },
  { title: '提醒内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
  { title: '发送人', dataIndex: 'senderName', key: 'senderName', kind: 'person', render: (v: string | null) => v ?? '系统' },
  {
    title: '提醒时间',
    dataIndex: 'createdAt',
    key: 'createdAt',
    kind: 'minute',
    sorter: true,
    render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
  },
];

/** remindRecord: every reply reminder (15/7/3 days left, overdue) and every manual 催办; units see their own. */
export default function RemindRecordPage() {
  const [filters, setFilters] = useState<Filters>({});
  return (
    <>
      <SearchBar
        placeholder="请输入标题或案号"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <FormItem name="threshold" label="提醒节点">
            <Select allowClear style={{ width: 140 }} placeholder="全部" options={thresholdOptions} />
          </FormItem>
        }
      />
      <DataTable<RemindRecord, Filters>
        queryKey={unitKeys.reminds}
        fetch={(q: TableQuery & Filters) => unitApi.reminds(q)}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </>
  );
}
