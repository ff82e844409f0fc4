import { SpeakPerm } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { CheckDialog, CheckText } from './CheckDialog';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(null);
});

describe('the speech check dialog', () => {
  it('refuses 退回 without a reason, then sends it with the reason', async () => {
    const done = vi.fn();
    renderWithApp(<CheckDialog open speechId="s1" speechTitle="关于城市更新的发言" onClose={vi.fn()} onDone={done} />, {
      perms: [SpeakPerm.manage],
      userId: 'u1',
    });
    expect(await screen.findByText('发言：关于城市更新的发言')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '退回' }));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(CheckText.reasonRequired, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByPlaceholderText('请填写退回理由，发言人将在消息中收到'), '请补充具体措施');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/speak/check', { id: 's1', pass: false, opinion: '请补充具体措施' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);

  it('adopts without an opinion', async () => {
    renderWithApp(<CheckDialog open speechId="s2" onClose={vi.fn()} onDone={vi.fn()} />, { perms: [SpeakPerm.manage], userId: 'u1' });
    expect(await screen.findByRole('radio', { name: '采用' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/speak/check', { id: 's2', pass: true, opinion: undefined }));
  }, 60_000);
});
