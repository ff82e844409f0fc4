import { type UserListItem, type UserTypeValue, userTypeLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { systemApi, systemKeys, useSystemMutation, useUserDetail } from '../api';

export interface LinkIdentityModalProps {
  /** the account whose person gets another identity; null closes the dialog */
  user: UserListItem | null;
  onClose: () => void;
}

const typeName = (t: number) => userTypeLabel[t as UserTypeValue] ?? String(t);

/**
 * 关联身份: the audited way two accounts become identities of one person (then
 * 切换身份 moves between them). Administrator accounts are refused by the server.
 */
export function LinkIdentityModal({ user, onClose }: LinkIdentityModalProps) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [targetId, setTargetId] = useState<string | undefined>();
  const detail = useUserDetail(user?.id);
  const candidates = useQuery({
    queryKey: [...systemKeys.users, 'identityCandidates', keyword],
    queryFn: () => systemApi.userPage({ keyword: keyword || undefined, pageNum: 1, pageSize: 15 }),
    enabled: !!user,
  });
  const lists = [systemKeys.users];
  const link = useSystemMutation(systemApi.userLinkIdentity, lists);
  const unlink = useSystemMutation(systemApi.userUnlinkIdentity, lists);
  const identities = detail.data?.identities ?? [];
  const taken = new Set([user?.id, ...identities.map((i) => i.id)]);
  const options = (candidates.data?.list ?? [])
    .filter((u) => !taken.has(u.id))
    .map((u) => ({ value: u.id, label: `${u.username}（${u.loginName}，${typeName(u.userType)}）` }));

  const close = () => {
    setKeyword('');
    setTargetId(undefined);
    onClose();
  };
  const submit = async () => {
    if (!user || !targetId) return;
    await link.mutateAsync({ id: user.id, targetId });
    message.success('关联成功');
    setTargetId(undefined);
    await detail.refetch();
  };

  return (
    <Modal open={!!user} title={`关联身份：${user?.username ?? ''}`} onCancel={close} footer={null} destroyOnHidden>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="同一人的多个账号（如委员与机关工作人员）关联后可互相切换身份，无需再输入密码。管理员账号不能关联。"
      />
      <Typography.Title level={5}>已关联的身份</Typography.Title>
      {identities.length ? (
        <List
          size="small"
          dataSource={identities}
          renderItem={(i) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="unlink"
                  title={`确定解除“${i.loginName}”的身份关联吗？`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() =>
                    unlink.mutateAsync(i.id).then(
                      async () => {
                        message.success('已解除关联');
                        await detail.refetch();
                      },
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small">
                    解除关联
                  </Button>
                </Popconfirm>,
              ]}
            >
              {i.loginName}（{typeName(i.userType)}
              {i.orgName ? `，${i.orgName}` : ''}）
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无关联的身份" />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        关联新的身份
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="关联账号"
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder="输入姓名、登录名或手机号查找账号"
          value={targetId}
          onChange={setTargetId}
          options={options}
          loading={candidates.isFetching}
          style={{ flex: 1 }}
        />
        <Button type="primary" disabled={!targetId} loading={link.isPending} onClick={() => submit().catch(() => undefined)}>
          关联
        </Button>
      </Space.Compact>
    </Modal>
  );
}
