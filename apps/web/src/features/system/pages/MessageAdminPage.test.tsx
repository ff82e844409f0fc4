import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import MessageAdminPage from './MessageAdminPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const batch = {
  id: 'b1',
  title: '关于召开常委会议的通知',
  content: '请准时参加',
  msgType: 0,
  bizType: 'meeting',
  senderName: '管理员',
  recipientCount: 2,
  readCount: 1,
  createdAt: '2026-01-02T08:00:00Z',
};
const records = [
  { id: 'r1', userId: 'u1', username: '张三', readState: 1, readAt: '2026-01-02T09:00:00Z' },
  { id: 'r2', userId: 'u2', username: '李四', readState: 0, readAt: null },
];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/msg/im/all/page') return { list: [batch], total: 1 };
    if (url === '/msg/im/record/list') return records;
    if (url === '/msg/im/delete') return { deleted: 1 };
    return null;
  });
  get.mockResolvedValue([]);
});

describe('系统消息', () => {
  it('lists sendings and opens the recipients drawer', async () => {
    renderWithApp(<MessageAdminPage />, { perms: ['system:msg:list'], path: '/system/msg' });
    expect(await screen.findByText('关于召开常委会议的通知')).toBeInTheDocument();
    expect(screen.getByText('管理员')).toBeInTheDocument();
    expect(screen.getByText('共1条数据')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/msg/im/all/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
    // without system:msg:delete: no 删除, no 批量删除, no selection
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: '查看接收情况' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('接收情况')).toBeInTheDocument();
    expect(await within(drawer).findByText('张三')).toBeInTheDocument();
    expect(within(drawer).getByText('李四')).toBeInTheDocument();
    expect(within(drawer).getByText('已读', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(drawer).getByText('未读', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/msg/im/record/list', { id: 'b1' });
  }, 60_000);

  it('deletes a sending with system:msg:delete', async () => {
    renderWithApp(<MessageAdminPage />, { perms: ['system:msg:list', 'system:msg:delete'], path: '/system/msg' });
    await screen.findByText('关于召开常委会议的通知');
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/msg/im/delete', { ids: ['b1'] }, { silent: true }));
  }, 60_000);
});
