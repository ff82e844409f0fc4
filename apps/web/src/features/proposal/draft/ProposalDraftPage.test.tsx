import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { detail, sessionInfo } from '../components/testFixtures';
import ProposalDraftPage, { proposalWords } from './ProposalDraftPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

beforeAll(() => {
  // ProseMirror measures ranges; jsdom has no layout
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Element.prototype.scrollIntoView = () => {};
  document.elementFromPoint = () => null;
});

const perms = [P.myList, P.add, P.edit, P.submit];
const longText = '推进城市更新'.repeat(25); // 150 characters
const draft = (content: string) =>
  detail({
    id: 'p1',
    state: 0,
    stateName: '暂存',
    caseState: 0,
    content: `<p>${content}</p>`,
    contentText: content,
    actions: ['save', 'submit', 'remove'],
  });

function mockServer(opts: { session?: Parameters<typeof sessionInfo>[0]; proposal?: ReturnType<typeof detail> } = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/proposalSession/set/info') return sessionInfo(opts.session);
    if (url === '/proposal/detail/p1' && opts.proposal) return opts.proposal;
    if (url === '/proposalType/options') return [{ id: 't1', parentId: null, name: '经济建设', proposalLevel: 1 }];
    return [];
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/proposal/add') return { id: 'new1' };
    if (url.includes('similar/check')) return [];
    return null;
  });
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

const submitButton = () => screen.getByRole('button', { name: /^提\s*交$/ });

describe('ProposalDraftPage', () => {
  it('counts words as the server does: no white space, a run of digits or letters is one', () => {
    expect(proposalWords('<p>城市 更新2026年 plan&nbsp;A</p><p>好</p>')).toBe(8);
    expect(proposalWords('')).toBe(0);
  });

  it('checks the required fields before saving', async () => {
    mockServer();
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal', userId: 'u1' });
    await screen.findByText(/字数限制：2000字/);
    await user.click(submitButton());
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('请输入提案标题', error)).toBeInTheDocument();
    expect(await screen.findByText('请选择提案类别', error)).toBeInTheDocument();
    expect(await screen.findByText('请输入提案内容！', error)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(post).not.toHaveBeenCalledWith('/proposal/add', expect.anything());
  }, 60_000);

  it('refuses to submit over the session word limit, but saves the draft', async () => {
    mockServer({ session: { wordLimit: 100 }, proposal: draft(longText) });
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal?id=p1', userId: 'u1' });
    await screen.findByText(/字数限制：100字/);
    expect(await screen.findByText('已输入150字，最多100字')).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('提案内容不能超过100字，当前150字')).toBeInTheDocument();
    expect(screen.queryByText('智能查重检测报告')).toBeNull();
    expect(post).not.toHaveBeenCalledWith('/proposal/update', expect.anything());

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/proposal/update',
        expect.objectContaining({
          id: 'p1',
          sessionId: 's1',
          title: '关于加快城市更新的建议',
          typeId: 't1',
          submit: false,
          jointUserIds: ['u2'],
        }),
      ),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  }, 60_000);

  it('shows the duplicate-check report on submit and submits on 确定提交', async () => {
    mockServer({ proposal: draft(longText) });
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal?id=p1', userId: 'u1' });
    await screen.findByText(/字数限制：2000字/);
    await user.click(submitButton());
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('智能查重检测报告')).toBeInTheDocument();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/data/intellect/similar/check',
        expect.objectContaining({ content: longText, threshold: 90, proposalId: 'p1', sessionId: 's1' }),
        expect.anything(),
      ),
    );
    expect(post).not.toHaveBeenCalledWith('/proposal/update', expect.anything());
    await user.click(within(drawer).getByRole('button', { name: '确定提交' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/update', expect.objectContaining({ id: 'p1', submit: true })));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  }, 60_000);

  it('submits at once when the session does not check duplicates', async () => {
    mockServer({ session: { isOpenCheckSimilar: 0 }, proposal: draft(longText) });
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal?id=p1', userId: 'u1' });
    await screen.findByText(/字数限制：2000字/);
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/update', expect.objectContaining({ id: 'p1', submit: true })));
    expect(screen.queryByText('智能查重检测报告')).toBeNull();
  }, 60_000);

  it('does not let a co-signer be the proposer', async () => {
    mockServer({ session: { isOpenCheckSimilar: 0 }, proposal: draft('内容') });
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal?id=p1', userId: 'u2' });
    await screen.findByText(/字数限制/);
    await user.click(submitButton());
    expect(await screen.findByText('不能选择本人作为联名人')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/proposal/update', expect.anything());
  }, 60_000);

  it('tells when the session is closed for submission', async () => {
    mockServer({ session: { isOpenReport: 0, isOpenCheckSimilar: 0 }, proposal: draft('内容') });
    renderWithApp(<ProposalDraftPage mode="member" />, { perms, path: '/proposal/member/addProposal?id=p1', userId: 'u1' });
    expect((await screen.findAllByText('「十五届四次会议」未开放提案提交')).length).toBe(1);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('「十五届四次会议」未开放提案提交').length).toBe(2));
    expect(post).not.toHaveBeenCalledWith('/proposal/update', expect.anything());
  }, 60_000);

  it('is titled 提交提案 as its menu entry, also for the office entering it for a proposer (代录)', async () => {
    mockServer();
    renderWithApp(<ProposalDraftPage mode="collective" />, { perms: [P.officeAdd, P.add], path: '/proposal/addProposal', userId: 'u9' });
    expect(await screen.findByText(/代录：提案以所选提案人的名义提交/)).toBeInTheDocument();
    expect(screen.getByText('提案人')).toBeInTheDocument();
    expect(screen.getByText('提交提案')).toBeInTheDocument();
    expect(screen.queryByText('代录提案')).toBeNull();
  }, 60_000);
});
