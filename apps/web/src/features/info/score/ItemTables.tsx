import { InfoPage, type InfoRow, InfoScoreApi, submissionObjectLabel, type UpperDetailRow } from '@cppcc/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { api } from '@/app/api/client';
import { formatChina } from '@/app/format';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { infoColumns } from '../components/infoColumns';
import { scoreApi } from './api';

/** The item lists behind a number: items of a statistic's row, the desktop's review queues. */

/** The columns every item list shows (the area's shared set): title, type, reporter, unit, time, state with its level. */
export const itemColumns: KindColumn<InfoRow>[] = infoColumns(['title', 'type', 'reporter', 'unit', 'reportTime', 'state']);

/** Adopted items of a row (adopt/detail): its unit, type or reporter, within the page's filters. */
export function AdoptedItems({ filters }: { filters: Record<string, unknown> }) {
  return (
    <DataTable<InfoRow, Record<string, unknown>>
      queryKey={['info', 'stat', 'adoptDetail']}
      fetch={(q) => api.post(InfoScoreApi.adoptDetail, q)}
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
