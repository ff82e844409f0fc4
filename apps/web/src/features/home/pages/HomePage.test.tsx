import { type DesktopTodo, PAGE_SIZES, ProposalPerm } from '@cppcc/contracts';
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

/** What the server gives each test's user: the widget keys of its areas, its waiting work. */
let widgetKeys: string[] = [];
let todos: DesktopTodo[] | Error = [];
let desktopCount: unknown | Error = null;
const everyone = [
  'personal.profile',
  'home.quickEntries',
  'personal.loginInfo',
  'home.messages',
  'home.todoReminders',
  'home.todos',
  'home.tools',
];
const refused = () => Object.assign(new Error('无权限，请联系管理员'), { status: 403 });

let now = 1_000_000;
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  widgetKeys = [...everyone, 'proposal.keyCarousel', 'proposal.openCarousel'];
  todos = [];
  desktopCount = null;
  now += 100_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  get.mockImplementation(async (url: string, params?: { typeName?: string }) => {
    if (url.startsWith('/personal/center/')) return centre;
    if (url === '/desktop/widgets') return widgetKeys.map((key) => ({ key, title: key, module: key.split('.')[0] }));
    if (url === '/desktop/todos') {
      if (todos instanceof Error) throw todos;
      return todos;
    }
    if (url === '/proposal/count/desktop') {
      if (desktopCount instanceof Error) throw desktopCount;
      return desktopCount;
    }
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
    // the list refuses any page size but its own: the carousel asks for the smallest and shows the first five
    expect(post).toHaveBeenCalledWith('/proposal/key/page', { pageNum: 1, pageSize: PAGE_SIZES[0] }, { silent: true });
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

  it('shows a member the public proposals (公开提案), and no carousel the server did not give', async () => {
    const { unmount } = renderHome('member', [ProposalPerm.openList]);
    const widget = (await screen.findByText('公开提案', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(widget).findByText('关于优化营商环境的建议')).toBeInTheDocument();
    unmount();

    widgetKeys = everyone;
    renderHome('office', [ProposalPerm.allList]);
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

  it('shows only the widgets the server gives the user, and no card of an area not built', async () => {
    widgetKeys = ['personal.profile', 'home.messages', 'home.todoReminders'];
    renderHome('office', [ProposalPerm.allList]);
    await screen.findByText('待办提醒', undefined, lazyWait);
    await screen.findByText('消息提醒', undefined, lazyWait);
    expect(screen.getByText('个人信息')).toBeInTheDocument();
    for (const hidden of ['快捷入口', '登录信息', '提案统计', '重点提案', '社情民意统计', '会议统计', '委员活动统计', '日程安排']) {
      expect(screen.queryByText(hidden), hidden).toBeNull();
    }
    expect(screen.queryByText(/该模块尚未开通/)).toBeNull();
    // the member's layout has no 待办提醒: its to-dos are 待办事项
    expect(screen.queryByText('待办事项')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalledWith('/proposal/count/desktop', undefined, expect.anything());
  }, 120_000);

  it('lists the waiting work of every area with its count and page (待办事项), or says there is none', async () => {
    todos = [
      { key: 'proposal.joint', title: '待确认联名', module: 'proposal', count: 2, path: '/proposal/jointProposal' },
      { key: 'message.unread', title: '未读消息', module: 'message', count: 3, path: '/message' },
    ];
    const { unmount } = renderHome('member', []);
    const widget = (await screen.findByText('待办事项', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(widget).findByRole('link', { name: '待确认联名 2' })).toHaveAttribute('href', '/proposal/jointProposal');
    expect(within(widget).getByRole('link', { name: '未读消息 3' })).toHaveAttribute('href', '/message');
    expect(within(widget).getByText('共5项')).toBeInTheDocument();
    unmount();

    todos = [];
    renderHome('office', []);
    const office = (await screen.findByText('待办提醒', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(office).findByText('暂无待办')).toBeInTheDocument();
  }, 120_000);

  it('tells a failed call from an empty answer, and asks again on 重试', async () => {
    todos = new Error('网络异常');
    desktopCount = refused();
    widgetKeys = [...everyone, 'proposal.stats'];
    renderHome('office', []);
    const stats = (await screen.findByText('提案统计', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(stats).findByText(/提案统计加载失败/)).toBeInTheDocument();
    expect(within(stats).queryByText('暂无提案数据')).toBeNull();
    const todo = (await screen.findByText('待办提醒', undefined, lazyWait)).closest('.ant-card') as HTMLElement;
    expect(await within(todo).findByText(/待办加载失败/)).toBeInTheDocument();
    expect(within(todo).queryByText('暂无待办')).toBeNull();

    desktopCount = {
      scope: 'office',
      sessionId: 's1',
      sessionName: '第十四届',
      total: 12,
      states: [],
      todo: [{ key: 'check', name: '待审查', count: 4, url: '/proposal/checkList' }],
    };
    todos = [];
    await user.click(within(stats).getByRole('button', { name: '重试' }));
    expect(await within(stats).findByText('待审查')).toBeInTheDocument();
    await user.click(within(todo).getByRole('button', { name: '重试' }));
    expect(await within(todo).findByText('暂无待办')).toBeInTheDocument();
  }, 120_000);

  it('says the home failed only when it did, and loads it on 重试', async () => {
    let fail = true;
    const base = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, params?: unknown) => {
      if (url === '/desktop/widgets' && fail) throw new Error('网络异常');
      return base(url, params);
    });
    renderHome('office', []);
    expect(await screen.findByText('首页数据加载失败', undefined, lazyWait)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('个人信息', undefined, lazyWait)).toBeInTheDocument();
    expect(screen.queryByText('首页数据加载失败')).toBeNull();
  }, 120_000);
});
