import type { MenuNode, SessionUser } from '@cppcc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store';
import { RouteGuard } from './RouteGuard';

const warning = vi.fn();
vi.mock('../feedback', () => ({ notify: { warning: (t: string) => warning(t), error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function Where({ label }: { label: string }) {
  const l = useLocation();
  return <div data-testid="where">{`${label} ${l.pathname}${l.search}`}</div>;
}

const user: SessionUser = {
  userId: 'u1',
  username: '田委员',
  loginName: 'tian',
  userType: 1,
  collectiveType: null,
  orgId: null,
  unitName: null,
  mobile: null,
  avatar: null,
  roles: [],
  identities: [],
  homeType: 'member',
};
const menu: MenuNode[] = [
  {
    id: 's',
    parentId: null,
    name: '系统管理',
    menuType: 'directory',
    url: null,
    icon: null,
    sort: 1,
    children: [{ id: 'u', parentId: 's', name: '用户管理', menuType: 'menu', url: '/system/user', icon: null, sort: 1, children: [] }],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <Where label="login" />, handle: { title: '登录', public: true } },
          { path: '/404', element: <Where label="404" />, handle: { public: true } },
          { path: '/system/user', element: <Where label="users" /> },
          { path: '/system/role', element: <Where label="roles" /> },
          { path: '/system/userForm', element: <Where label="userForm" />, handle: { title: '编辑用户', parent: '/system/user' } },
          { path: '/system/roleForm', element: <Where label="roleForm" />, handle: { title: '编辑角色', parent: '/system/role' } },
          { path: '/personal/password', element: <Where label="password" />, handle: { title: '修改密码' } },
          { path: '/home/:type', element: <Where label="home" />, handle: { title: '首页' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guard (spec 001 §2.2)', () => {
  beforeEach(() => {
    warning.mockReset();
    useAppStore.getState().clearSession();
  });

  it('sends a visitor without a session to /login with the wanted path, warning 登录已过期，请重新登录', async () => {
    renderAt('/system/user?tab=2');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('login /login?redirect=%2Fsystem%2Fuser%3Ftab%3D2'));
    expect(warning).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('warns a user without menus that they have no permission for the system', async () => {
    useAppStore.setState({ user, token: 't', menu: [] });
    renderAt('/system/user');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('login /login'));
    expect(warning).toHaveBeenCalledWith('抱歉，当前用户没有该系统的权限');
  });

  it('opens a menu page, sets breadcrumb and title from the menu tree', async () => {
    useAppStore.setState({ user, token: 't', menu });
    renderAt('/system/user');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('users /system/user'));
    expect(useAppStore.getState().breadcrumb.map((c) => c.name)).toEqual(['系统管理', '用户管理']);
    expect(document.title).toBe('系统管理/用户管理');
  });

  it('opens a form page through the menu page it belongs to, and not when that page is not granted', async () => {
    useAppStore.setState({ user, token: 't', menu });
    renderAt('/system/userForm?id=1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('userForm /system/userForm?id=1'));
    expect(useAppStore.getState().breadcrumb.map((c) => c.name)).toEqual(['系统管理', '用户管理', '编辑用户']);
    useAppStore.setState({ user, token: 't', menu });
    renderAt('/system/roleForm');
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('404 /404'));
  });

  it('sends a path outside the menu tree to 404, but always allows the shell pages', async () => {
    useAppStore.setState({ user, token: 't', menu });
    renderAt('/system/role');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('404 /404'));
    useAppStore.setState({ user, token: 't', menu });
    renderAt('/home/member');
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent('home /home/member'));
    expect(document.title).toBe('首页');
  });

  it('keeps a user who must change the password on /personal/password', async () => {
    useAppStore.setState({ user, token: 't', menu, isUpdatePwd: true });
    const router = renderAt('/system/user');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('password /personal/password'));
    await router.navigate('/home/member');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('password /personal/password'));
  });
});
