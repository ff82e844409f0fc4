import { msgTypeLabel } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Drawer, Form, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import {
  type MsgBatchQuery,
  type MsgBatchRow,
  type MsgRecordRow,
  msgAdminApi,
  msgAdminKeys,
  useMsgRecords,
  useSystemMutation,
} from '../api';

type MsgFilters = Omit<MsgBatchQuery, 'pageNum' | 'pageSize'>;

/** permissions of the 系统消息 menu (server: modules/message/menus.ts) */
const MsgPerm = { list: 'system:msg:list', delete: 'system:msg:delete' } as const;

const typeColor: Record<number, string> = { 0: 'blue', 1: 'orange' };

function RecordDrawer({ batch, onClose }: { batch: MsgBatchRow | null; onClose: () => void }) {
  const records = useMsgRecords(batch?.id);
  const columns: TableColumnsType<MsgRecordRow> = [
    { title: '接收人', dataIndex: 'username', key: 'username', render: (v: string | null) => v ?? '-' },
    {
      title: '阅读状态',
      dataIndex: 'readState',
      key: 'readState',
      width: 100,
      render: (v: 0 | 1) => (v === 1 ? <Tag color="green">已读</Tag> : <Tag>未读</Tag>),
    },
    { title: '阅读时间', dataIndex: 'readAt', key: 'readAt', width: 170, render: (v: string | null) => formatDateTime(v) },
  ];
  return (
    <Drawer open={!!batch} onClose={onClose} title="接收情况" size={560} destroyOnHidden>
      {batch && (
        <p style={{ marginTop: 0 }}>
          <Ellipsis text={batch.title} />
          <span style={{ marginLeft: 8, color: 'rgba(0,0,0,0.45)' }}>
            已读 {batch.readCount} / 共 {batch.recipientCount} 人
          </span>
        </p>
      )}
      <Table<MsgRecordRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records.data ?? []}
        loading={records.isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty /> }}
      />
    </Drawer>
  );
}

export default function MessageAdminPage() {
  const [filters, setFilters] = useState<MsgFilters>({});
  const [viewing, setViewing] = useState<MsgBatchRow | null>(null);
  const remove = useSystemMutation(msgAdminApi.batchDelete, [msgAdminKeys.batches]);

  const columns: TableColumnsType<MsgBatchRow> = [
    { title: '标题', dataIndex: 'title', key: 'title', render: (v: string) => <Ellipsis text={v} /> },
    {
      title: '类型',
      dataIndex: 'msgType',
      key: 'msgType',
      width: 90,
      render: (v: number) => <Tag color={typeColor[v]}>{msgTypeLabel[v] ?? v}</Tag>,
    },
    { title: '发送人', dataIndex: 'senderName', key: 'senderName', width: 120, render: (v: string | null) => v ?? '-' },
    { title: '接收人数', dataIndex: 'recipientCount', key: 'recipientCount', width: 100, align: 'right' },
    { title: '已读人数', dataIndex: 'readCount', key: 'readCount', width: 100, align: 'right' },
    { title: '发送时间', dataIndex: 'createdAt', key: 'createdAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'records',
              perm: MsgPerm.list,
              node: (
                <Button type="link" size="small" onClick={() => setViewing(r)}>
                  查看接收情况
                </Button>
              ),
            },
            { key: 'delete', perm: MsgPerm.delete, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="标题"
        onSearch={(v) => setFilters({ keyword: v.keyword, msgType: v.msgType as number | undefined })}
        filters={
          <Form.Item name="msgType">
            <Select
              allowClear
              placeholder="消息类型"
              aria-label="消息类型"
              style={{ width: 110 }}
              options={Object.entries(msgTypeLabel).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
        }
      />
      <DataTable<MsgBatchRow, MsgFilters>
        queryKey={msgAdminKeys.batches}
        fetch={msgAdminApi.batchPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[MsgPerm.delete]}
        batchDelete={{ perm: MsgPerm.delete, onDelete: (ids) => remove.mutateAsync(ids.map(String)) }}
        scrollX={1000}
      />
      <RecordDrawer batch={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
