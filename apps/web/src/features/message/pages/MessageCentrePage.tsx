import { type ImMessage, msgBizTypeLabel, ReadState, type ReadStateValue } from '@cppcc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Grid, Input, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { notify } from '@/app/feedback';
import { useAppStore } from '@/app/store';
import { DataTable } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { type MessagePageQuery, markRead, pageMessages } from '../api';
import { MessageDrawer } from '../components/MessageDrawer';
import './message.css';

type Filter = 'all' | `${ReadStateValue}`;
type Filters = Omit<MessagePageQuery, 'pageNum' | 'pageSize'>;

const sentAt = (m: ImMessage) => formatDateTime(m.createdAt, 'YYYY-MM-DD HH:mm');
const stateTag = (r: ReadStateValue) => (r === ReadState.unread ? <Tag color="red">未读</Tag> : <Tag>已读</Tag>);

/** The message centre: the caller's messages in the platform's shared table (its paging, loading and empty state). */
export default function MessageCentrePage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<ImMessage | null>(null);
  const unread = useAppStore((s) => s.unreadCount);
  const setUnread = useAppStore((s) => s.setUnreadCount);
  const qc = useQueryClient();
  const phone = Grid.useBreakpoint().md === false;

  const filters: Filters = { readState: filter === 'all' ? undefined : (Number(filter) as ReadStateValue), keyword: keyword || undefined };

  const read = useMutation({
    mutationFn: markRead,
    onSuccess: (r, id) => {
      setUnread(r.unread);
      if (id === 'all') notify.success(r.updated ? `已将${r.updated}条消息标为已读` : '没有未读消息');
      void qc.invalidateQueries({ queryKey: ['message'] });
    },
  });

  const show = (m: ImMessage) => {
    setOpen(m);
    if (m.readState === ReadState.unread) read.mutate(m.id);
  };

  const title = (m: ImMessage) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      <Badge status={m.readState === ReadState.unread ? 'error' : 'default'} />
      <button type="button" className={m.readState === ReadState.unread ? 'message-title unread' : 'message-title'} onClick={() => show(m)}>
        {m.title}
      </button>
    </div>
  );

  // a phone shows a list: the title, and under it when it was sent and whether it was read
  const phoneColumns: ColumnsType<ImMessage> = [
    {
      title: '消息',
      key: 'message',
      render: (_, m) => (
        <>
          {title(m)}
          <div style={{ marginTop: 4, paddingLeft: 14 }}>
            <Typography.Text type="secondary">{sentAt(m)}</Typography.Text> {stateTag(m.readState)}
          </div>
        </>
      ),
    },
  ];
  const columns: ColumnsType<ImMessage> = [
    { title: '标题', key: 'title', render: (_, m) => title(m) },
    { title: '业务类型', dataIndex: 'bizType', width: 120, render: (b: string | null) => (b ? (msgBizTypeLabel[b] ?? '--') : '--') },
    { title: '发送人', dataIndex: 'senderName', width: 140, render: (s: string | null) => s || '--' },
    { title: '发送时间', key: 'createdAt', width: 170, render: (_, m) => sentAt(m) },
    { title: '状态', dataIndex: 'readState', width: 90, render: stateTag },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_, m) =>
        m.readState === ReadState.unread ? (
          <Button type="link" size="small" onClick={() => read.mutate(m.id)}>
            标为已读
          </Button>
        ) : (
          '--'
        ),
    },
  ];

  return (
    <Card
      title={
        <Space>
          消息中心
          {unread > 0 && <Tag color="red">{unread}条未读</Tag>}
        </Space>
      }
      extra={
        <Button onClick={() => read.mutate('all')} disabled={!unread} loading={read.isPending && read.variables === 'all'}>
          全部标为已读
        </Button>
      }
    >
      <Space style={{ marginBottom: 16, maxWidth: '100%' }} wrap>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { label: '全部', value: 'all' },
            { label: '未读', value: `${ReadState.unread}` },
            { label: '已读', value: `${ReadState.read}` },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="搜索消息标题或内容"
          maxLength={50}
          style={{ width: 280, maxWidth: '100%' }}
          onSearch={(v) => setKeyword(v.trim())}
        />
      </Space>
      <DataTable<ImMessage, Filters>
        queryKey={['message', 'page']}
        fetch={pageMessages}
        filters={filters}
        columns={phone ? phoneColumns : columns}
        rowKey="id"
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
