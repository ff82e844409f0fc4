import { StyleProvider } from '@ant-design/cssinjs';
import type { MenuNode } from '@cppcc/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser } from '@/components/test-utils';
import { useAppStore } from '../store';
import { AppLayout } from './AppLayout';
import { usePreferenceStore } from './preferences';
import { screenWidth } from './screenWidth.test-helper';
import { Themed } from './Themed';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../api/client', () => ({ api: { get, post, upload: vi.fn(), download: vi.fn() } }));

const user = fastUser();

const node = (id: string, name: string, url: string, sort: number): MenuNode => ({
  id,
  parentId: null,
  name,
  menuType: 'menu',
  url,
  icon: null,
  sort,
  children: [],
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderShell() {
  useAppStore.setState({
    token: 't',
    user: {
      userId: 'u1',
      username: '魏远航',
      loginName: 'weiyuan',
      userType: 1,
      collectiveType: null,
      orgId: null,
      unitName: null,
      mobile: null,
      avatar: null,
      roles: [],
      identities: [],
      homeType: 'member',
    },
    menu: [node('1', '工作台', '/home/member', 0), node('2', '消息中心', '/message', 900)],
    breadcrumb: [],
    pageTitle: '工作台',
  });
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: <Where /> }] }], {
    initialEntries: ['/home/member'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <Themed>
          <App>
            <RouterProvider router={router} />
          </App>
        </Themed>
      </StyleProvider>
    </QueryClientProvider>,
  );
}

let restoreScreen = () => {};
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  usePreferenceStore.setState({ byUser: {} });
  restoreScreen = screenWidth(1366);
});
afterEach(() => {
  restoreScreen();
  document.documentElement.classList.remove('elderly-mode');
});

describe('the shell and the elderly-friendly mode', () => {
  it("waits on a first sign-in for the user's look from the server and paints in it", async () => {
    let answer: (v: unknown) => void = () => {};
    get.mockImplementation((url: string) => (url === '/personal/preferences' ? new Promise((r) => (answer = r)) : Promise.resolve(0)));
    renderShell();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/personal/preferences', undefined, { detached: true }));
    expect(screen.queryByTestId('where')).toBeNull();
    answer({ elderlyMode: true });
    expect(await screen.findByTestId('where')).toHaveTextContent('/home/member');
    expect(document.documentElement).toHaveClass('elderly-mode');
    expect(usePreferenceStore.getState().byUser.u1).toEqual({ elderlyMode: true });
  });

  it('paints at once with the copy this PC keeps, and takes a change made on another PC', async () => {
    usePreferenceStore.setState({ byUser: { u1: { elderlyMode: true } } });
    get.mockImplementation(async (url: string) => (url === '/personal/preferences' ? { elderlyMode: false } : 0));
    renderShell();
    expect(screen.getByTestId('where')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('elderly-mode');
    await waitFor(() => expect(document.documentElement).not.toHaveClass('elderly-mode'));
  });

  it('paints in the default look when the server cannot say', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/personal/preferences') throw new Error('网络异常');
      return 0;
    });
    renderShell();
    expect(await screen.findByTestId('where')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('elderly-mode');
  });
});

describe('the shell on a phone', () => {
  it('keeps the menu in a drawer behind a button, which closes after a choice', async () => {
    restoreScreen();
    restoreScreen = screenWidth(390);
    usePreferenceStore.setState({ byUser: { u1: { elderlyMode: false } } });
    get.mockResolvedValue({ elderlyMode: false });
    const { container } = renderShell();
    expect(container.querySelector('.ant-layout-sider')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await waitFor(() => document.querySelector('.app-drawer') as HTMLElement);
    await user.click(within(drawer).getByText('消息中心'));
    expect(screen.getByTestId('where')).toHaveTextContent('/message');
    await waitFor(() => expect(document.querySelector('.app-drawer.ant-drawer-open')).toBeNull());
  });

  it('shows the sider and the breadcrumb on a desktop', () => {
    usePreferenceStore.setState({ byUser: { u1: { elderlyMode: false } } });
    get.mockResolvedValue({ elderlyMode: false });
    const { container } = renderShell();
    expect(container.querySelector('.ant-layout-sider')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
  });
});
