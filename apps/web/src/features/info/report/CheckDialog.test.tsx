import { InfoPerm, type InfoRow } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { CheckDialog } from './CheckDialog';
import { checkBody, needsReason } from './CheckFields';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const row: InfoRow = {
  id: 'i1',
  serialNumber: null,
  title: '关于加装电梯的建议',
  typeId: 't1',
  typeName: '教育',
  reporterName: '城东区政协信息直报点',
  unitName: null,
  writerNames: null,
  reportTime: null,
  year: 2026,
  state: 1,
  levelName: '管理员',
  flowName: null,
  adopt: null,
  read: false,
  source: 1,
  submissionStatus: 0,
  actions: ['pass', 'back', 'discard'],
};

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(null);
});

describe('the review dialog', () => {
  it('asks for a reason to return to the reporter or discard, not to pass or send a level back', () => {
    expect(needsReason({ status: 1 })).toBe(false);
    expect(needsReason({ status: -1 })).toBe(true);
    expect(needsReason({ status: -2, backType: 1 })).toBe(true);
    expect(needsReason({ status: -2, backType: 2 })).toBe(false);
    expect(checkBody('i1', { status: 1, backType: 1, opinion: '  ' })).toEqual({ id: 'i1', status: 1, backType: null, opinion: null });
  });

  it('returns with a reason: refused without one, sent with status -2 and backType 1', async () => {
    const done = vi.fn();
    renderWithApp(<CheckDialog row={row} onClose={vi.fn()} onDone={done} />, { perms: [InfoPerm.check], userId: 'u1' });
    expect(await screen.findByText(/当前环节：管理员/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '退回' }));
    expect(await screen.findByRole('radio', { name: '退回上报人修改' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写退回理由', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByPlaceholderText('必填，将通知上报人'), '请补充数据');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/info/check/check', { id: 'i1', status: -2, backType: 1, opinion: '请补充数据' }),
    );
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);

  it('passes without an opinion', async () => {
    renderWithApp(<CheckDialog row={row} onClose={vi.fn()} onDone={vi.fn()} />, { perms: [InfoPerm.check], userId: 'u1' });
    await screen.findByText(/当前环节：管理员/);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/info/check/check', { id: 'i1', status: 1, backType: null, opinion: null }));
  }, 60_000);
});
