import { DownOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps, Space } from 'antd';
import { useNavigate } from 'react-router';
import { logout, switchIdentity } from '../auth/session';
import { useAppStore } from '../store';

export function UserMenu() {
  const user = useAppStore((s) => s.user);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  if (!user) return null;
  const others = user.identities.filter((i) => i.userId !== user.userId);

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    ...(others.length
      ? [
          {
            key: 'switch',
            icon: <SwapOutlined />,
            label: '切换身份',
            children: others.map((i) => ({ key: `switch:${i.userId}`, label: i.label })),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/personal/center');
    else if (key === 'password') navigate('/personal/password');
    else if (key.startsWith('switch:')) void switchIdentity(key.slice('switch:'.length)).catch(() => undefined);
    else if (key === 'logout')
      modal.confirm({ title: '退出登录', content: '确定要退出登录吗？', okText: '退出', cancelText: '取消', onOk: () => logout() });
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" src={user.avatar || undefined} style={{ background: '#b71c1c' }}>
          {user.username.slice(0, 1)}
        </Avatar>
        <span>{user.username}</span>
        {user.unitName ? <span style={{ color: '#8c8c8c' }}>{user.unitName}</span> : null}
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
