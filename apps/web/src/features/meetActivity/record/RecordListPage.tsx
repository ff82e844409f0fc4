import { type MeetKind, type MeetRow, MeetState, meetKindLabel, meetPerm, meetStateLabel, scheduleStateLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { actionColumnWidth, type KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { type RecordFilters, recordApi, recordKeys } from './api';
import { useRecordPaths } from './paths';
import { RecordTags } from './RecordTags';
import { useRecordSteps } from './useRecordSteps';

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const ACTIONS = ['详情', '编辑', '发布', '删除'];

/**
 * 会议列表 / 活动列表 (/{kind}/list, and /{kind}/list/:typeId/:typeCode for one type): the
 * records the caller may see, newest start first, with the steps their state allows.
 */
export default function RecordListPage({ kind }: { kind: MeetKind }) {
  const navigate = useNavigate();
  const paths = useRecordPaths(kind);
  const perm = meetPerm(kind);
  const label = meetKindLabel[kind];
  const a = useMemo(() => recordApi(kind), [kind]);
  const steps = useRecordSteps(kind);
  const [search, setSearch] = useState<RecordFilters>({});
  const types = useQuery({ queryKey: recordKeys.types(kind, false), queryFn: a.allTypes, enabled: !paths.typeId });
  const filters: RecordFilters = { ...search, ...(paths.typeId ? { typeId: paths.typeId } : {}) };
  const detailOf = (id: string) => `${paths.detail}?id=${id}`;

  const onSearch = (v: SearchValues) =>
    setSearch({
      title: v.keyword || undefined,
      typeId: (v.typeId as string) || undefined,
      state: v.state === undefined || v.state === null ? undefined : Number(v.state),
      scheduleState: v.scheduleState === undefined || v.scheduleState === null ? undefined : Number(v.scheduleState),
      year: v.year ? Number(v.year) : undefined,
    });

  const columns: KindColumn<MeetRow>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      kind: 'title',
      render: (v: string, r) => (
        <Link to={detailOf(r.id)} title={v}>
          {r.plenary ? '【全体会议】' : ''}
          {v}
        </Link>
      ),
    },
    { title: '类型', dataIndex: 'typeName', kind: 'short' },
    { title: '开始时间', dataIndex: 'startTime', kind: 'minute', render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm') },
    { title: '地点', dataIndex: 'address', kind: 'text' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 136,
      render: (_: number, r) => <RecordTags state={r.state} scheduleState={r.scheduleState} />,
    },
    {
      title: '参加/签到',
      dataIndex: 'attendeeCount',
      kind: 'count',
      render: (_: number, r) => `${r.attendeeCount}/${r.signedCount}`,
    },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(ACTIONS),
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'detail', node: <Link to={detailOf(r.id)}>详情</Link> },
            {
              key: 'edit',
              perm: perm.manage,
              visible: r.state !== MeetState.closed,
              node: <Link to={`${paths.add}?id=${r.id}`}>编辑</Link>,
            },
            {
              key: 'release',
              perm: perm.manage,
              visible: r.state === MeetState.draft,
              node: (
                <Button type="link" size="small" onClick={() => steps.release(r)}>
                  发布
                </Button>
              ),
            },
            {
              key: 'close',
              perm: perm.manage,
              visible: r.state === MeetState.released,
              node: (
                <Button type="link" size="small" onClick={() => steps.close(r)}>
                  结束
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: perm.manage,
              // a released record goes only while nobody has signed in (the server says so too)
              visible: r.state === MeetState.draft || (r.state === MeetState.released && r.signedCount === 0),
              node: (
                <Button type="link" size="small" danger onClick={() => steps.remove(r)}>
                  删除
                </Button>
              ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <SearchBar
        placeholder="请输入标题"
        keywordWidth={180}
        onSearch={onSearch}
        filters={
          <>
            {paths.typeId ? null : (
              <Form.Item name="typeId" label="类型">
                <Select
                  allowClear
                  style={{ width: 140 }}
                  placeholder="全部"
                  options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                />
              </Form.Item>
            )}
            <Form.Item name="state" label="状态">
              <Select allowClear style={{ width: 100 }} placeholder="全部" options={options(meetStateLabel)} />
            </Form.Item>
            <Form.Item name="scheduleState" label="进行状态">
              <Select allowClear style={{ width: 100 }} placeholder="全部" options={options(scheduleStateLabel)} />
            </Form.Item>
            <Form.Item name="year" label="年度">
              <YearPicker valueType="number" style={{ width: 100 }} />
            </Form.Item>
          </>
        }
      />
      <DataTable<MeetRow, RecordFilters>
        queryKey={recordKeys.list(kind)}
        fetch={(q: TableQuery & RecordFilters) => a.page(q)}
        filters={filters}
        columns={columns}
        rowKey="id"
        toolbar={
          <Authority perm={perm.manage}>
            <Button type="primary" onClick={() => navigate(paths.add)}>
              新增{label}
            </Button>
          </Authority>
        }
      />
    </Card>
  );
}
