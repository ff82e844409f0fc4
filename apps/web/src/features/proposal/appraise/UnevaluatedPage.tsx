import { type AppraiseItem, type AppraiseKind, appraiseStateLabel } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Card, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { type ListFilters, minute, stateColor } from './mgtShared';

/** mgt/unevaluated: published appraisals with how many participants have not finished. */
export function UnevaluatedPage({ kind }: { kind: AppraiseKind }) {
  const [filters, setFilters] = useState<ListFilters>({});
  const columns: TableColumnsType<AppraiseItem> = [
    { title: '标题', dataIndex: 'title', render: (v: string) => <Ellipsis text={v} maxWidth={280} /> },
    { title: '结束时间', dataIndex: 'endTime', width: 150, render: minute },
    { title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag color={stateColor[v]}>{appraiseStateLabel[v]}</Tag> },
    { title: '参评委员', dataIndex: 'participantCount', width: 90, align: 'right' },
    { title: '已完成', dataIndex: 'finishedCount', width: 90, align: 'right' },
    { title: '未完成', key: 'owing', width: 90, align: 'right', render: (_, r) => r.participantCount - r.finishedCount },
    {
      title: '完成率',
      key: 'rate',
      width: 90,
      align: 'right',
      render: (_, r) => (r.participantCount ? `${((r.finishedCount * 100) / r.participantCount).toFixed(1)}%` : '--'),
    },
    {
      title: '操作',
      key: 'a',
      width: 100,
      render: (_, r) => <Link to={`${pathOf(kind, 'mgt/unevaluatedList')}?id=${r.id}`}>未评委员</Link>,
    },
  ];
  return (
    <Card>
      <SearchBar placeholder="标题" onSearch={(v) => setFilters(v as ListFilters)} />
      <DataTable<AppraiseItem, ListFilters>
        queryKey={[...appraiseKeys.list(kind), 'unevaluated']}
        fetch={appraiseApi(kind).unevaluatedPage}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}
