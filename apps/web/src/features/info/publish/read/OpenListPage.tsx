import { type PublicationOpenRow, PublicationPage } from '@cppcc/contracts';
import { Badge, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatChina } from '@/app/format';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { SearchBar } from '@/components/SearchBar';
import { readApi, readKeys } from './api';

type ReadFilter = 'all' | 'unread' | 'read';

/** /info/openPeriodical and /social/openPeriodical: the issues distributed to me or my unit, the unread ones first. */
export default function OpenListPage() {
  const [title, setTitle] = useState<string | undefined>();
  const [which, setWhich] = useState<ReadFilter>('all');
  const read = which === 'all' ? undefined : which === 'read';
  return (
    <>
      <SearchBar
        placeholder="请输入刊物标题"
        onSearch={(v) => setTitle((v.keyword as string | undefined) || undefined)}
        extra={
          <Segmented<ReadFilter>
            value={which}
            onChange={setWhich}
            options={[
              { value: 'all', label: '全部' },
              { value: 'unread', label: '未读' },
              { value: 'read', label: '已读' },
            ]}
          />
        }
      />
      <DataTable<PublicationOpenRow, { title?: string; read?: boolean }>
        queryKey={readKeys.open}
        fetch={(q) => readApi.open(q)}
        filters={{ title, read }}
        rowKey="id"
        columns={[
          {
            title: '刊物标题',
            dataIndex: 'title',
            key: 'title',
            kind: 'title',
            render: (v: string, r) => (
              <Space size={6}>
                {!r.read && <Badge status="error" />}
                <Link to={PublicationPage.detail(r.id)}>
                  <Ellipsis text={v} />
                </Link>
              </Space>
            ),
          },
          { title: '刊物', dataIndex: 'typeName', key: 'typeName', kind: 'short' },
          { title: '期号', dataIndex: 'numLabel', key: 'numLabel', kind: 'unit' },
          { title: '信息数', dataIndex: 'itemCount', key: 'itemCount', kind: 'count' },
          { title: '领导批示', dataIndex: 'instructionCount', key: 'instructionCount', kind: 'count' },
          {
            title: '分发时间',
            dataIndex: 'distributedAt',
            key: 'distributedAt',
            kind: 'minute',
            render: (v: string | null) => (v ? formatChina(v, 'YYYY-MM-DD HH:mm') : '--'),
          },
          {
            title: '阅读',
            dataIndex: 'read',
            key: 'read',
            kind: 'tag',
            render: (v: boolean, r) =>
              v ? <Tag title={r.readAt ? `阅读于 ${formatChina(r.readAt)}` : undefined}>已读</Tag> : <Tag color="red">未读</Tag>,
          },
        ]}
      />
    </>
  );
}
