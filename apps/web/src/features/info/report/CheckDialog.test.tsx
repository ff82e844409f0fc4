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

describe('the dialog in editing mode (an adopted item at the caller’s editing level)', () => {
  const editingRow: InfoRow = {
    ...row,
    id: 'i2',
    title: '关于提升社区文化活动中心服务水平的建议',
    state: 3,
    levelName: null,
    editState: 1,
    editStateName: '编辑审核中 · 处长',
    actions: ['editPass', 'editBack'],
  };
  beforeEach(() => {
    post.mockImplementation(async (url: string) =>
      url === '/info/detail/i2' ? { ...editingRow, content: '<p>建议加大公共文化服务投入。</p>', versions: [], history: [] } : null,
    );
  });

  it('shows the editor with the item’s text and offers 通过 and 退回上一级 only', async () => {
    renderWithApp(<CheckDialog row={editingRow} onClose={vi.fn()} onDone={vi.fn()} />, { perms: [InfoPerm.check], userId: 'u1' });
    expect(await screen.findByText(/编辑审核中 · 处长/)).toBeInTheDocument();
    expect(screen.getByText('编辑审核', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('关于提升社区文化活动中心服务水平的建议')).toBeInTheDocument();
    expect(await screen.findByText('建议加大公共文化服务投入。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '通过' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '退回上一级' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '弃用' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '退回上报人修改' })).toBeNull();
    // the editor's tools are named where it is used: 智能纠错 came only if some other page had loaded the intelligent tools first
    for (const tool of ['智能纠错', '一键排版']) expect(screen.getByText(tool, { selector: 'button span' })).toBeInTheDocument();
  }, 60_000);

  it('passes with the edited title through info/check/edit/check', async () => {
    const done = vi.fn();
    renderWithApp(<CheckDialog row={editingRow} onClose={vi.fn()} onDone={done} />, { perms: [InfoPerm.check], userId: 'u1' });
    const title = await screen.findByDisplayValue('关于提升社区文化活动中心服务水平的建议');
    await user.clear(title);
    await user.type(title, '关于提升社区文化中心服务的建议');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/info/check/edit/check',
        expect.objectContaining({ id: 'i2', status: 1, backType: null, opinion: null, title: '关于提升社区文化中心服务的建议' }),
      ),
    );
    const body = post.mock.calls.find((c) => c[0] === '/info/check/edit/check')?.[1] as { content: string };
    expect(body.content).toContain('建议加大公共文化服务投入');
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);

  it('sends back to the previous level only with a reason (backType 2)', async () => {
    renderWithApp(<CheckDialog row={editingRow} onClose={vi.fn()} onDone={vi.fn()} />, { perms: [InfoPerm.check], userId: 'u1' });
    await screen.findByDisplayValue('关于提升社区文化活动中心服务水平的建议');
    await user.click(screen.getByRole('radio', { name: '退回上一级' }));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写退回理由', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/info/check/edit/check', expect.anything());
    await user.type(screen.getByPlaceholderText('必填，将通知上一级'), '标题再斟酌');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/info/check/edit/check',
        expect.objectContaining({ id: 'i2', status: -2, backType: 2, opinion: '标题再斟酌' }),
      ),
    );
  }, 60_000);
});
