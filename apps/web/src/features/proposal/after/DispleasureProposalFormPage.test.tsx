import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { proposal, unitRow } from '../components/testing';
import DispleasureProposalFormPage from './DispleasureProposalFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const replied = (id: string, unitId: string, unitName: string, over = {}) =>
  unitRow({ id, unitId, unitName, signState: 2, repliedAt: '2026-04-01T08:00:00Z', replyContent: `<p>${unitName}的答复</p>`, ...over });
let detail = proposal();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  detail = proposal({
    actions: ['evaluate'],
    units: [
      replied('pu1', 'org-edu', '市教育局'),
      replied('pu2', 'org-fin', '市财政局', { handleType: 1 }),
      // rated already for this reply: not offered
      replied('pu3', 'org-hr', '市人社局', { satisfaction: 1, evaluatedAt: '2026-04-02T08:00:00Z' }),
    ],
  });
  get.mockImplementation(async (url: string) => (url === '/proposal/detail/p1' ? detail : []));
  post.mockResolvedValue(null);
});

describe('displeasureProposalForm', () => {
  it('rates a chosen unit "not satisfied" with a required reason', async () => {
    renderWithApp(<DispleasureProposalFormPage />, { perms: [P.evaluate, P.myList], path: '/proposal/displeasureProposalForm?id=p1' });
    const submit = await screen.findByRole('button', { name: '提 交' });
    await user.click(submit);
    expect(await screen.findByText('请选择承办单位')).toBeInTheDocument();
    expect(await screen.findByText('请输入不满意的理由')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByTitle('市财政局')).toBeInTheDocument();
    expect(screen.queryByTitle('市人社局')).toBeNull();
    await user.click(screen.getByTitle('市教育局'));
    expect(await screen.findByText('市教育局的答复')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入不满意的理由'), '太短');
    await user.click(submit);
    expect(await screen.findByText('不满意的理由至少5个字')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入不满意的理由'), '，未回应课后服务经费问题');
    await user.click(submit);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/evaluate', {
        id: 'p1',
        unitId: 'org-edu',
        satisfaction: 0,
        comment: '太短，未回应课后服务经费问题',
      }),
    );
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  }, 120_000);

  it('preselects the unit of the link', async () => {
    renderWithApp(<DispleasureProposalFormPage />, {
      perms: [P.evaluate],
      path: '/proposal/displeasureProposalForm?id=p1&unitId=org-fin',
    });
    expect(await screen.findByText('市财政局的答复')).toBeInTheDocument();
  }, 60_000);

  it('says so when nothing is left to rate', async () => {
    detail = proposal({
      actions: [],
      units: [replied('pu3', 'org-hr', '市人社局', { satisfaction: 1, evaluatedAt: '2026-04-02T08:00:00Z' })],
    });
    renderWithApp(<DispleasureProposalFormPage />, { perms: [P.evaluate], path: '/proposal/displeasureProposalForm?id=p1' });
    expect(await screen.findByText('该提案当前没有待测评的答复')).toBeInTheDocument();
  }, 60_000);
});
