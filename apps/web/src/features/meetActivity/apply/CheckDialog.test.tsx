import type { MeetApplyRow } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { CheckDialog } from './CheckDialog';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const row: MeetApplyRow = {
  id: 'a1',
  recordId: 'r1',
  recordTitle: '大会第一次全体会议',
  userId: 'u1',
  userName: '王委员',
  reason: '赴外地考察',
  state: 0,
  opinion: null,
  checkerName: null,
  checkedAt: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  canCheck: true,
  canDelete: true,
};

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(null);
});

describe('the leave check dialog', () => {
  it('shows the request and approves by default', async () => {
    const done = vi.fn();
    renderWithApp(<CheckDialog kind="meet" row={row} onClose={vi.fn()} onDone={done} />);
    expect(await screen.findByText('赴外地考察')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '同意' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/meet/apply/check', { id: 'a1', approve: true, opinion: null }));
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);

  it('refuses with an opinion on an activity', async () => {
    renderWithApp(<CheckDialog kind="activity" row={row} onClose={vi.fn()} onDone={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: '不同意' }));
    await user.type(screen.getByPlaceholderText('将通过消息告知请假人'), '请安排他人参加');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/activity/apply/check', { id: 'a1', approve: false, opinion: '请安排他人参加' }),
    );
  }, 60_000);
});
