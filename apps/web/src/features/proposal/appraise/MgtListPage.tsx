import {
  type AppraiseItem,
  type AppraiseKind,
  AppraisePerm,
  AppraiseState,
  appraiseStateLabel,
  appraiseTargetLabel,
} from '@cppcc/contracts';
import { App, Button, Card, Form, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { type KindColumn, StackedCell } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { type ListFilters, minute, stateColor, stateOptions, useAppraiseActions } from './mgtShared';

/** mgt/list: the appraisals of one kind and their steps (publish, end, delete a draft). */
export function MgtListPage({ kind }: { kind: AppraiseKind }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const perm = AppraisePerm[kind];
  const [filters, setFilters] = useState<ListFilters>({});
  const act = useAppraiseActions(kind);
  // the start and end share a cell (stacked): ten columns fit a 1366 px screen
  const columns: KindColumn<AppraiseItem>[] = [
    { title: '标题', dataIndex: 'title', kind: 'title', render: (v: string) => <Ellipsis text={v} /> },
    { title: '年度', dataIndex: 'year', kind: 'number', width: 70 },
    { title: '提案届次', dataIndex: 'sessionName', kind: 'short', render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '评议时间',
      dataIndex: 'startTime',
      kind: 'minute',
      render: (v: string, r) => <StackedCell main={minute(v)} sub={`至 ${minute(r.endTime)}`} />,
    },
    { title: `${appraiseTargetLabel[kind]}数`, dataIndex: 'targetCount', kind: 'count' },
    {
      title: '参评委员',
      dataIndex: 'participantCount',
      kind: 'count',
      width: 80,
      render: (v: number, r) => (r.state === AppraiseState.draft && !v ? '全体委员' : v),
    },
    { title: '已完成', dataIndex: 'finishedCount', kind: 'count', width: 70 },
    { title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag color={stateColor[v]}>{appraiseStateLabel[v]}</Tag> },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      // three buttons a line: a draft shows 编辑 发布 删除, a running one 结束 统计 未评
      width: 160,
      render: (_, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: perm.edit,
              visible: r.state === AppraiseState.draft,
              node: <Link to={`${pathOf(kind, 'mgt/form')}?id=${r.id}`}>编辑</Link>,
            },
            {
              key: 'publish',
              perm: perm.publish,
              visible: r.state === AppraiseState.draft,
              node: (
                <Popconfirm
                  title="发布后将通知参评委员，且不能再修改，确定发布吗？"
                  onConfirm={() => act.publish.mutateAsync(r.id).then(() => message.success('发布成功'))}
                >
                  <Button type="link" size="small">
                    发布
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'end',
              perm: perm.publish,
              visible: r.state === AppraiseState.ongoing,
              node: (
                <Popconfirm
                  title="结束后委员不能再评议，确定结束吗？"
                  onConfirm={() => act.end.mutateAsync(r.id).then(() => message.success('操作成功'))}
                >
                  <Button type="link" size="small">
                    结束
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'stat',
              perm: perm.statistics,
              visible: r.state !== AppraiseState.draft,
              node: <Link to={`${pathOf(kind, 'mgt/statistics')}?id=${r.id}`}>统计</Link>,
            },
            {
              key: 'owing',
              perm: perm.statistics,
              visible: r.state !== AppraiseState.draft,
              node: <Link to={`${pathOf(kind, 'mgt/unevaluatedList')}?id=${r.id}`}>未评</Link>,
            },
            {
              key: 'delete',
              perm: perm.edit,
              visible: r.state === AppraiseState.draft,
              node: <ConfirmDelete onConfirm={() => act.remove([r.id])} />,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Card>
      <SearchBar
        placeholder="标题"
        onSearch={(v) => setFilters(v as ListFilters)}
        filters={
          <>
            <Form.Item name="year" label="年度">
              <YearPicker valueType="number" />
            </Form.Item>
            <Form.Item name="state" label="状态">
              <Select allowClear style={{ width: 120 }} options={stateOptions} aria-label="状态" />
            </Form.Item>
          </>
        }
      />
      <DataTable<AppraiseItem, ListFilters>
        queryKey={appraiseKeys.list(kind)}
        fetch={appraiseApi(kind).page}
        filters={filters}
        rowKey="id"
        columns={columns}
        toolbar={
          <Authority perm={perm.edit}>
            <Button type="primary" onClick={() => navigate(pathOf(kind, 'mgt/form'))}>
              新增
            </Button>
          </Authority>
        }
      />
    </Card>
  );
}
