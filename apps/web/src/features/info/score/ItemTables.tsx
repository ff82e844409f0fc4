import { InfoPage, type InfoRow, infoStateLabel, submissionObjectLabel, type UpperDetailRow } from '@cppcc/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { api } from '@/app/api/client';
import { formatChina } from '@/app/format';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { scoreApi } from './api';

/** The item lists behind a number: items of a statistic's row, the desktop's review queues. */

const title: KindColumn<InfoRow> = {
  title: '信息标题',
  dataIndex: 'title',
  kind: 'title',
  render: (v: string, r: InfoRow) => (
    <Link to={InfoPage.detail(r.id)}>
      <Ellipsis text={v} />
    </Link>
  ),
};

export const itemColumns: KindColumn<InfoRow>[] = [
  title,
  { title: '信息类别', dataIndex: 'typeName', kind: 'short' },
  { title: '上报人', dataIndex: 'reporterName', kind: 'person' },
  { title: '上报单位', dataIndex: 'unitName', kind: 'unit' },
  {
    title: '报送时间',
    dataIndex: 'reportTime',
    kind: 'datetime',
    render: (v: string | null) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '-'),
  },
  {
    title: '状态',
    dataIndex: 'state',
    kind: 'state',
    render: (s: number, r: InfoRow) => <Tag>{r.levelName && s === 1 ? `${infoStateLabel[s]} · ${r.levelName}` : infoStateLabel[s]}</Tag>,
  },
];

/** Adopted items of a row (adopt/detail): its unit, type or reporter, within the page's filters. */
export function AdoptedItems({ filters }: { filters: Record<string, unknown> }) {
  return (
    <DataTable<InfoRow, Record<string, unknown>>
      queryKey={['info', 'stat', 'adoptDetail']}
      fetch={(q) => api.post('/info/statistics/adopt/detail', q)}
      filters={filters}
      rowKey="id"
      columns={itemColumns}
    />
  );
}

const upperColumns: KindColumn<UpperDetailRow>[] = [
  {
    title: '信息标题',
    dataIndex: 'title',
    kind: 'title',
    render: (v: string, r: UpperDetailRow) => (
      <Link to={InfoPage.detail(r.id)}>
        <Ellipsis text={v} />
      </Link>
    ),
  },
  { title: '上报人', dataIndex: 'reporterName', kind: 'person' },
  { title: '报送对象', dataIndex: 'submissionObject', kind: 'short', render: (v: number) => submissionObjectLabel[v] ?? v },
  { title: '报送时间', dataIndex: 'submittedAt', kind: 'date', render: (v: string) => formatChina(v, 'YYYY-MM-DD') },
  {
    title: '上级采用',
    dataIndex: 'adopted',
    kind: 'status',
    render: (v: boolean) => (v ? <Tag color="success">已采用</Tag> : <Tag>未采用</Tag>),
  },
  { title: '结果日期', dataIndex: 'resultDate', kind: 'date', render: (v: string | null) => v ?? '-' },
  { title: '结果说明', dataIndex: 'resultContent', kind: 'text', render: (v: string | null) => <Ellipsis text={v ?? ''} /> },
];

/** Items sent to one submission object in the year, with what came back (adopt/statistics/info/detail). */
export function UpperItems({ year, submissionObject }: { year?: number; submissionObject: number }) {
  return (
    <DataTable<UpperDetailRow, { year?: number; submissionObject: number }>
      queryKey={['info', 'stat', 'upperDetail']}
      fetch={(q) => scoreApi.upperDetail(q)}
      filters={{ year, submissionObject }}
      rowKey="id"
      columns={upperColumns}
    />
  );
}
