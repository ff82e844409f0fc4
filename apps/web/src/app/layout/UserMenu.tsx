import { DownOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { ShellPage } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Dropdown, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout, switchIdentity } from '../auth/session';
import { closeRealtime, connectRealtime } from '../realtime';
import { useAppStore } from '../store';

export function UserMenu() {
  const user = useAppStore((s) => s.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  // held here: a click on an identity in the sub-menu would otherwise leave the menu open over the new home
  const [open, setOpen] = useState(false);
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

  const switchTo = async (userId: string) => {
    // the switch ends this session, and the server closes its socket as revoked: closed first, that
    // close is not taken for an expired sign-in (登录已过期) that clears the store in mid-switch
    closeRealtime();
    try {
      await switchIdentity(userId);
    } catch {
      // still the same identity (the client has said why)
      connectRealtime();
      return;
    }
    // what was read as the other identity (counts, lists, to-dos) is not this one's: read again
    await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'dict' });
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'center') navigate(ShellPage.personalCenter);
    else if (key === 'password') navigate(ShellPage.changePassword);
    else if (key.startsWith('switch:')) void switchTo(key.slice('switch:'.length));
    else if (key === 'logout')
      modal.confirm({ title: '退出登录', content: '确定要退出登录吗？', okText: '退出', cancelText: '取消', onOk: () => logout() });
  };

  return (
    // destroyed when hidden: the 切换身份 sub-menu is a popup of its own, which otherwise stays over the new home
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']} open={open} onOpenChange={setOpen} destroyOnHidden>
      {/* a real button: Tab reaches it, Enter and Space open the menu, a screen reader hears that it opens one */}
      <button type="button" className="app-user-menu" data-testid="user-menu" aria-haspopup="menu" aria-expanded={open}>
        <Avatar size="small" src={user.avatar || undefined} style={{ background: '#b71c1c' }}>
          {user.username.slice(0, 1)}
        </Avatar>
        <span>{user.username}</span>
        {user.unitName ? (
          <Typography.Text type="secondary" className="app-user-menu-unit">
            {user.unitName}
          </Typography.Text>
        ) : null}
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
