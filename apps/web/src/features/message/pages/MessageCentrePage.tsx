import { type ImMessage, msgBizTypeLabel, PAGE_SIZES } from '@cppcc/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Input, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { notify } from '@/app/feedback';
import { useAppStore } from '@/app/store';
import { markRead, pageMessages } from '../api';
import { MessageDrawer } from '../components/MessageDrawer';

type Filter = 'all' | '0' | '1';

export default function MessageCentrePage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 15 });
  const [open, setOpen] = useState<ImMessage | null>(null);
  const unread = useAppStore((s) => s.unreadCount);
  const setUnread = useAppStore((s) => s.setUnreadCount);
  const qc = useQueryClient();

  const query = { ...page, readState: filter === 'all' ? undefined : (Number(filter) as 0 | 1), keyword: keyword || undefined };
  const { data, isFetching } = useQuery({
    queryKey: ['message', 'page', query],
    queryFn: () => pageMessages(query),
    placeholderData: keepPreviousData,
  });

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
    if (m.readState === 0) read.mutate(m.id);
  };

  const columns: ColumnsType<ImMessage> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (t: string, m) => (
        <Space>
          <Badge status={m.readState === 0 ? 'error' : 'default'} />
          <Button type="link" style={{ padding: 0, fontWeight: m.readState === 0 ? 600 : 400 }} onClick={() => show(m)}>
            {t}
          </Button>
        </Space>
      ),
    },
    { title: '业务类型', dataIndex: 'bizType', width: 120, render: (b: string | null) => (b ? (msgBizTypeLabel[b] ?? b) : '--') },
    { title: '发送人', dataIndex: 'senderName', width: 140, render: (s: string | null) => s || '--' },
    { title: '发送时间', dataIndex: 'createdAt', width: 170, render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    {
      title: '状态',
      dataIndex: 'readState',
      width: 90,
      render: (r: 0 | 1) => (r === 0 ? <Tag color="red">未读</Tag> : <Tag>已读</Tag>),
    },
    {
      title: '操作',
      width: 110,
      render: (_, m) =>
        m.readState === 0 ? (
          <Button type="link" size="small" onClick={() => read.mutate(m.id)}>
            标为已读
          </Button>
        ) : (
          '-'
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
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          options={[
            { label: '全部', value: 'all' },
            { label: '未读', value: '0' },
            { label: '已读', value: '1' },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="搜索消息标题或内容"
          maxLength={50}
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </Space>
      <Table<ImMessage>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '暂无消息' }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (t) => `共${t}条数据`,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
