import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useAppStore } from '@/app/store';

/** Renders inside the providers the shell gives every page; `perms` are the user's button permissions. */
/** `client`: a query cache to start from (what earlier pages left in it). */
export function renderWithApp(ui: ReactElement, opts: { perms?: string[]; path?: string; userId?: string; client?: QueryClient } = {}) {
  useAppStore.setState({
    authorityBtns: opts.perms ?? [],
    user: opts.userId
      ? {
          userId: opts.userId,
          username: '测试用户',
          loginName: 'tester',
          userType: 2,
          collectiveType: null,
          orgId: null,
          unitName: null,
          mobile: null,
          avatar: null,
          roles: [],
          identities: [],
          homeType: 'office',
        }
      : null,
  });
  const client = opts.client ?? testQueryClient();
  const path = opts.path ?? '/test';
  // a wrapper (not a wrapping element) so that `rerender` keeps the providers.
  // StyleProvider mock="server" keeps antd's generated CSS out of jsdom: with it in the
  // document every getComputedStyle (which each ByRole query calls per element) walks
  // thousands of rules, and a dialog test took 40 s instead of 3 s.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <ConfigProvider locale={zhCN}>
          <App>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </App>
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, client };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** userEvent without the per-event pointer-events check, which is slow on antd's deep trees. */
export const fastUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
