import { type OnlineSession, SystemPerm } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useAppStore } from '@/app/store';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys, useSystemMutation } from '../api';

export const signInMethodLabel: Record<string, string> = {
  password: '账号密码',
  sms: '短信验证码',
  qrcode: '扫码',
  iam: '统一认证',
  switch: '切换身份',
};

export default function OnlinePage() {
  const [filters, setFilters] = useState<{ loginName?: string }>({});
  const me = useAppStore((s) => s.user?.userId);
  const logout = useSystemMutation(systemApi.forceLogout, [systemKeys.online]);

  const columns: TableColumnsType<OnlineSession> = [
    { title: '登录名', dataIndex: 'loginName', key: 'loginName', width: 140 },
    { title: '姓名', dataIndex: 'username', key: 'username', width: 120 },
    { title: 'IP 地址', dataIndex: 'ip', key: 'ip', width: 140, render: (v: string | null) => v || '--' },
    { title: '登录方式', dataIndex: 'method', key: 'method', width: 110, render: (v: string) => signInMethodLabel[v] ?? v },
    { title: '浏览器', dataIndex: 'userAgent', key: 'userAgent', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '登录时间', dataIndex: 'createdAt', key: 'createdAt', width: 170, sorter: true, render: (v: string) => formatDateTime(v) },
    { title: '最后活动', dataIndex: 'lastSeenAt', key: 'lastSeenAt', width: 170, sorter: true, render: (v: string) => formatDateTime(v) },
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
        scrollX={1100}
      />
    </Card>
  );
}
