import type { ImMessage } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '@/app/layout/screenWidth.test-helper';
import { fastUser, renderWithApp } from '@/components/test-utils';
import MessageCentrePage from './MessageCentrePage';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get: vi.fn(), post, upload: vi.fn(), download: vi.fn() } }));

const user = fastUser();
const message = (over: Partial<ImMessage>): ImMessage => ({
  id: 'm1',
  title: '提案已答复',
  content: '您的提案已答复。',
  msgType: 1,
  bizType: 'proposal',
  bizId: 'p1',
  url: null,
  senderName: '系统',
  readState: 0,
  // 20:30 UTC on 1 March: 2 March 04:30 in Beijing, 1 March 15:30 in New York
  createdAt: '2026-03-01T20:30:00.000Z',
  readAt: null,
  ...over,
});

const before = process.env.TZ;
let restoreScreen = () => {};
beforeEach(() => {
  post.mockReset();
  restoreScreen = screenWidth(1366);
});
afterEach(() => {
  process.env.TZ = before;
  restoreScreen();
});

describe('消息中心', () => {
  it('shows the empty state every other list shows', async () => {
    post.mockResolvedValue({ list: [], total: 0 });
    renderWithApp(<MessageCentrePage />, { userId: 'u1', path: '/message' });
    expect(await screen.findByText('空空如也~')).toBeInTheDocument();
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
    expect(screen.queryByText('暂无消息')).toBeNull();
    expect(post).toHaveBeenCalledWith('/web/msg/centre/im/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
  });

  it('shows when a message was sent on the Beijing clock on a PC in New York, in the list and the detail', async () => {
    process.env.TZ = 'America/New_York';
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(300);
    post.mockImplementation(async (url: string) =>
      url === '/web/msg/centre/im/page' ? { list: [message({})], total: 1 } : { updated: 1, unread: 0 },
    );
    renderWithApp(<MessageCentrePage />, { userId: 'u1', path: '/message' });
    expect(await screen.findByText('2026-03-02 04:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提案已答复' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('2026-03-02 04:30')).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/web/msg/centre/update/readState?id=m1'));
  });

  it('filters by read state and keyword from page 1', async () => {
    post.mockResolvedValue({ list: [], total: 0 });
    renderWithApp(<MessageCentrePage />, { userId: 'u1', path: '/message' });
    await screen.findByText('空空如也~');
    await user.click(screen.getByText('未读'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/web/msg/centre/im/page', expect.objectContaining({ readState: 0, pageNum: 1 })),
    );
    await user.type(screen.getByPlaceholderText('搜索消息标题或内容'), '答复{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/web/msg/centre/im/page', expect.objectContaining({ readState: 0, keyword: '答复' })),
    );
  });

  it('lists the messages on a phone: the title, and under it the time and the state', async () => {
    restoreScreen();
    restoreScreen = screenWidth(390);
    post.mockResolvedValue({ list: [message({})], total: 1 });
    renderWithApp(<MessageCentrePage />, { userId: 'u1', path: '/message' });
    const cell = (await screen.findByRole('button', { name: '提案已答复' })).closest('td') as HTMLElement;
    expect(within(cell).getByText('2026-03-02 04:30')).toBeInTheDocument();
    expect(within(cell).getByText('未读')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['消息']);
  });
});
