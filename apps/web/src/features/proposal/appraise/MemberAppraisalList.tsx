import { type AppraiseKind, appraiseStateLabel, type MyAppraiseItem } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Card, Progress, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { minute } from './memberShared';

/** member/list and member/result: the appraisals the member takes part in (result: those appraised). */
function MineList({ kind, result }: { kind: AppraiseKind; result: boolean }) {
  const [filters, setFilters] = useState<{ keyword?: string }>({});
  const columns: TableColumnsType<MyAppraiseItem> = [
    { title: '标题', dataIndex: 'title', render: (v: string) => <Ellipsis text={v} maxWidth={280} /> },
    { title: '开始时间', dataIndex: 'startTime', width: 150, render: minute },
    { title: '结束时间', dataIndex: 'endTime', width: 150, render: minute },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (v: number, r) => (
        <Tag color={r.open ? 'green' : 'default'}>{r.open ? '可评议' : v === 1 ? '未开始' : appraiseStateLabel[v]}</Tag>
      ),
    },
    {
      title: '进度',
      key: 'progress',
      width: 180,
      render: (_, r) => (
        <Progress
          size="small"
          percent={r.targetCount ? Math.round((r.done * 100) / r.targetCount) : 0}
          format={() => `${r.done}/${r.targetCount}`}
          aria-label="评议进度"
        />
      ),
    },
    {
      title: '操作',
      key: 'a',
      width: 100,
      render: (_, r) =>
        result ? (
          <Link to={`${pathOf(kind, 'member/result/detail')}?id=${r.id}`}>查看结果</Link>
        ) : (
          <Link to={`${pathOf(kind, 'member/target')}?id=${r.id}`}>{r.open ? '去评议' : '查看'}</Link>
        ),
    },
  ];
  return (
    <Card>
      <SearchBar placeholder="标题" onSearch={(v) => setFilters(v as { keyword?: string })} />
      <DataTable<MyAppraiseItem, { keyword?: string; appraised?: boolean }>
        queryKey={[...appraiseKeys.mine(kind), result]}
        fetch={appraiseApi(kind).mine}
        filters={{ ...filters, ...(result ? { appraised: true } : {}) }}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}

export const MemberListPage = ({ kind }: { kind: AppraiseKind }) => <MineList kind={kind} result={false} />;
export const MemberResultPage = ({ kind }: { kind: AppraiseKind }) => <MineList kind={kind} result />;
