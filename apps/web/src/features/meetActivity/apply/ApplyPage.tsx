import { ApplyState, applyStateLabel, type MeetApplyRow, type MeetKind, meetPerm } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { type ApplyFilters, applyApi, applyKeys } from './api';
import { CheckDialog } from './CheckDialog';
import { LeaveCapModal } from './LeaveCapModal';

const STATE_COLOR: Record<number, string> = { [ApplyState.pending]: 'orange', [ApplyState.approved]: 'green', [ApplyState.refused]: 'red' };

/**
 * /{kind}/apply?id= (请假审核, opened from the record list): the leave requests of a record, or of
 * every record of the kind without `id`; 审核 (同意/不同意 with an opinion), withdraw or delete, and
 * the yearly cap per type (请假上限).
 */
export default function ApplyPage({ kind }: { kind: MeetKind }) {
  const [params] = useSearchParams();
  const recordId = params.get('id') ?? '';
  const perm = meetPerm(kind);
  const a = useMemo(() => applyApi(kind), [kind]);
  const qc = useQueryClient();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useState<Omit<ApplyFilters, 'recordId'>>({});
  const [checking, setChecking] = useState<MeetApplyRow | null>(null);
  const [capOpen, setCapOpen] = useState(false);
  const me = useAppStore((st) => st.user?.userId);
  // the member withdraws their own pending request; staff delete
  const withdraws = (r: MeetApplyRow) => r.state === ApplyState.pending && r.userId === me;
  const refresh = () => qc.invalidateQueries({ queryKey: applyKeys.all(kind) });

  const onSearch = (v: SearchValues) =>
    setSearch({ name: v.keyword || undefined, state: v.state === undefined ? undefined : Number(v.state) });
  const remove = (r: MeetApplyRow) =>
    modal.confirm({
      title: withdraws(r) ? '撤回请假申请' : '删除请假申请',
      content: r.state === ApplyState.approved ? '删除已同意的请假后，该人员的出席情况将不再记为请假。确定删除吗？' : '确定继续吗？',
      onOk: async () => {
        await a.remove(r.id);
        message.success('操作成功');
        await refresh();
      },
    });

  const columns: KindColumn<MeetApplyRow>[] = [
    { title: '请假人', dataIndex: 'userName', kind: 'person' },
    ...(recordId ? [] : [{ title: '会议活动', dataIndex: 'recordTitle', kind: 'title' } as KindColumn<MeetApplyRow>]),
    { title: '请假事由', dataIndex: 'reason', kind: 'text' },
    { title: '申请时间', dataIndex: 'createdAt', kind: 'minute', render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm') },
    { title: '状态', dataIndex: 'state', kind: 'status', render: (v: number) => <Tag color={STATE_COLOR[v]}>{applyStateLabel[v]}</Tag> },
    { title: '审核意见', dataIndex: 'opinion', kind: 'short', render: (v: string | null) => v ?? '' },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'check',
              visible: r.canCheck,
              node: (
                <Button type="link" size="small" onClick={() => setChecking(r)}>
                  审核
                </Button>
              ),
            },
            {
              key: 'delete',
              visible: r.canDelete,
              node: (
                <Button type="link" size="small" danger onClick={() => remove(r)}>
                  {withdraws(r) ? '撤回' : '删除'}
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
        placeholder="请输入请假人姓名"
        onSearch={onSearch}
        filters={
          <Form.Item name="state" label="状态">
            <Select
              allowClear
              style={{ width: 110 }}
              placeholder="全部"
              options={Object.entries(applyStateLabel).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
        }
      />
      <DataTable<MeetApplyRow, ApplyFilters>
        queryKey={applyKeys.list(kind, recordId)}
        fetch={(q: TableQuery & ApplyFilters) => a.page(q)}
        filters={{ recordId: recordId || undefined, ...search }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Authority perm={perm.manage}>
            <Button onClick={() => setCapOpen(true)}>请假上限</Button>
          </Authority>
        }
      />
      <CheckDialog kind={kind} row={checking} onClose={() => setChecking(null)} onDone={() => void refresh()} />
      <LeaveCapModal kind={kind} open={capOpen} onClose={() => setCapOpen(false)} />
    </Card>
  );
}
