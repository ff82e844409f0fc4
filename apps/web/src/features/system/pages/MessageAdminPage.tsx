import { type ImBatch, type ImRecord, MsgPerm, msgTypeLabel, ReadState, type ReadStateValue } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Drawer, Table, Tag } from 'antd';
import { type CrudConfig, CrudPage, selectFilter } from '@/components/crud';
import { TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { type MsgBatchQuery, msgAdminApi, msgAdminKeys, useMsgRecords } from '../api';

type MsgFilters = Omit<MsgBatchQuery, 'pageNum' | 'pageSize'>;

const typeColor: Record<number, string> = { 0: 'blue', 1: 'orange' };

function RecordDrawer({ batch, onClose }: { batch: ImBatch | null; onClose: () => void }) {
  const records = useMsgRecords(batch?.id);
  const columns: TableColumnsType<ImRecord> = [
    { title: '接收人', dataIndex: 'username', key: 'username', render: (v: string | null) => v ?? '-' },
    {
      title: '阅读状态',
      dataIndex: 'readState',
      key: 'readState',
      width: 100,
      render: (v: ReadStateValue) => (v === ReadState.read ? <Tag color="green">已读</Tag> : <Tag>未读</Tag>),
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
      <Table<ImRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records.data ?? []}
        loading={records.isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty loading={records.isFetching} /> }}
      />
    </Drawer>
  );
}

const msgTypeOptions = Object.entries(msgTypeLabel).map(([value, label]) => ({ value: Number(value), label }));

export const messageAdminConfig: CrudConfig<ImBatch, MsgFilters> = {
  label: '系统消息',
  queryKey: msgAdminKeys.batches,
  source: { kind: 'page', fetch: msgAdminApi.batchPage },
  api: { remove: msgAdminApi.batchDelete },
  perms: { remove: MsgPerm.delete },
  batchDelete: true,
  search: { placeholder: '标题', filters: [selectFilter('msgType', '消息类型', msgTypeOptions)] },
  columns: [
    { key: 'title', title: '标题', kind: 'text' },
    {
      key: 'msgType',
      title: '类型',
      kind: 'tag',
      width: 90,
      render: (r) => <Tag color={typeColor[r.msgType]}>{msgTypeLabel[r.msgType] ?? r.msgType}</Tag>,
    },
    { key: 'senderName', title: '发送人', kind: 'short', text: (r) => r.senderName ?? '-' },
    { key: 'recipientCount', title: '接收人数', kind: 'count' },
    { key: 'readCount', title: '已读人数', kind: 'count' },
    { key: 'createdAt', title: '发送时间', kind: 'datetime' },
  ],
  actions: [
    {
      key: 'records',
      label: '查看接收情况',
      perm: MsgPerm.list,
      dialog: ({ row, onClose }) => <RecordDrawer batch={row} onClose={onClose} />,
    },
    'delete',
  ],
};

export default function MessageAdminPage() {
  return <CrudPage config={messageAdminConfig} />;
}
