import { type OnlineSession, SystemPerm } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useAppStore } from '@/app/store';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { DictText } from '@/components/DictText';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys, useSystemMutation } from '../api';

export default function OnlinePage() {
  const [filters, setFilters] = useState<{ loginName?: string }>({});
  const me = useAppStore((s) => s.user?.userId);
  const logout = useSystemMutation(systemApi.forceLogout, [systemKeys.online]);

  const columns: TableColumnsType<OnlineSession> = [
    { title: '登录名', dataIndex: 'loginName', key: 'loginName', width: 110 },
    { title: '姓名', dataIndex: 'username', key: 'username', width: 90 },
    { title: 'IP 地址', dataIndex: 'ip', key: 'ip', width: 140, render: (v: string | null) => v || '--' },
    {
      title: '登录方式',
      dataIndex: 'method',
      key: 'method',
      width: 100,
      render: (v: string) => <DictText dict="signInMethod" value={v} />,
    },
    {
      title: '浏览器 / 系统',
      dataIndex: 'userAgent',
      key: 'userAgent',
      // the parsed names, never the raw user-agent string (issue 15 #6); the server reads them
      render: (_: string | null, r) => <Ellipsis text={`${r.browser} / ${r.os}`} />,
    },
    { title: '登录时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, sorter: true, render: (v: string) => formatDateTime(v) },
    { title: '最后活动', dataIndex: 'lastSeenAt', key: 'lastSeenAt', width: 160, sorter: true, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'logout',
              perm: SystemPerm.onlineLogout,
              visible: r.userId !== me,
              node: (
                <ConfirmDelete
                  title={`确定将“${r.username}”强制下线吗？`}
                  successText="已强制下线"
                  onConfirm={() => logout.mutateAsync(r.sessionId)}
                >
                  <Button type="link" size="small" danger>
                    强制下线
                  </Button>
                </ConfirmDelete>
              ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar placeholder="登录名" onSearch={(v) => setFilters({ loginName: v.keyword })} />
      <DataTable<OnlineSession, { loginName?: string }>
        queryKey={systemKeys.online}
        fetch={systemApi.onlinePage}
        filters={filters}
        rowKey="sessionId"
        columns={columns}
      />
    </Card>
  );
}
