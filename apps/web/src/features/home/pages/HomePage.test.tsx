import { ProposalPerm } from '@cppcc/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import HomePage from './HomePage';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post, upload: vi.fn(), download: vi.fn() } }));

const user = fastUser();
/** The widgets load their code lazily: on a busy machine the first one takes more than findBy's second. */
const lazyWait = { timeout: 10_000 };

const message = (id: string, title: string, msgType: number) => ({
  id,
  title,
  content: title,
  msgType,
  bizType: null,
  bizId: null,
  url: null,
  senderName: null,
  readState: 0 as const,
  createdAt: '2026-03-01T08:00:00Z',
  readAt: null,
});

const centre = {
  profile: {
    userId: 'u1',
    username: '测试用户',
    loginName: 'tester',
    userType: 2,
    collectiveType: null,
    sex: 1,
    mobile: null,
    duty: null,
    avatar: null,
    orgId: null,
    orgName: null,
    roles: [],
  },
  loginInfo: { lastLoginAt: null, lastLoginIp: null, sessionLoginAt: null, loginCountThisYear: 1 },
  unreadCount: 2,
  latestMessages: [message('m1', '关于召开常委会议的通知', 0), message('m2', '您的提案已立案', 1)],
  quickEntries: [],
};

const proposal = (id: string, title: string, number: number) => ({
  id,
  title,
  number,
  typeName: '经济建设',
  stateName: '办理中',
  proposerName: '李委员',
  unitNames: '市发展改革委(主办)',
});

let now = 1_000_000;
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  now += 100_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  get.mockImplementation(async (url: string, params?: { typeName?: string }) => {
    if (url.startsWith('/personal/center/')) return centre;
    if (url === '/param/list/typeName' && params?.typeName === 'messageType')
      return [
        { paramCode: '0', paramName: '通知' },
        { paramCode: '1', paramName: '操作' },
      ];
    return null;
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/proposal/key/page')
      return { list: [proposal('p1', '关于推进城乡融合发展的建议', 8), proposal('p2', '关于加强养老服务体系建设的建议', 9)], total: 2 };
    if (url === '/proposal/open/page') return { list: [proposal('p3', '关于优化营商环境的建议', 3)], total: 1 };
    return null;
  });
});
afterEach(() => vi.restoreAllMocks());

const renderHome = (type: string, perms: string[]) =>
  renderWithApp(
    <Routes>
      <Route path="/home/:type" element={<HomePage />} />
    </Routes>,
    { path: `/home/${type}`, perms, userId: 'u1' },
  );

describe('首页', () => {
  it('turns through the key proposals (重点提案) in a carousel that moves at most once a second', async () => {
    renderHome('office', [ProposalPerm.allList]);
    const widget = (await screen.findByText('重点提案', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(widget).findByText('关于推进城乡融合发展的建议')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/proposal/key/page', { pageNum: 1, pageSize: 5 }, { silent: true });
    expect(within(widget).getByRole('link', { name: /关于推进城乡融合发展的建议/ })).toHaveAttribute('href', '/proposal/proposalDetail/p1');

    const carousel = within(widget).getByRole('region', { name: '轮播' });
    expect(within(carousel).getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '下一张' }));
    expect(within(carousel).getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
    // within the same second a step is ignored
    await user.click(within(carousel).getByRole('button', { name: '下一张' }));
    expect(within(carousel).getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
    now += 1000;
    await user.click(within(carousel).getByRole('button', { name: '下一张' }));
    expect(within(carousel).getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true');
  }, 120_000);

  it('shows a member the public proposals (公开提案), and no carousel without the list permission', async () => {
    const { unmount } = renderHome('member', [ProposalPerm.openList]);
    const widget = (await screen.findByText('公开提案', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(widget).findByText('关于优化营商环境的建议')).toBeInTheDocument();
    unmount();

    renderHome('office', []);
    await screen.findByText('消息提醒', undefined, lazyWait);
    expect(screen.queryByText('重点提案')).toBeNull();
    expect(post).not.toHaveBeenCalledWith('/proposal/key/page', expect.anything(), expect.anything());
  }, 120_000);

  it('chooses the kinds of messages shown with the 消息类型 boxes of the dictionary', async () => {
    renderHome('office', []);
    const widget = (await screen.findByText('消息提醒', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(widget).findByText('您的提案已立案')).toBeInTheDocument();
    const operation = await within(widget).findByRole('checkbox', { name: '操作' });
    expect(operation).toBeChecked();
    // antd's group learns its boxes in their mount effects: let them run before a click comes faster than any hand
    await act(() => Promise.resolve());
    await user.click(operation);
    await waitFor(() => expect(within(widget).queryByText('您的提案已立案')).toBeNull());
    expect(within(widget).getByText('关于召开常委会议的通知')).toBeInTheDocument();
  }, 120_000);
});
