import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { proposal, signInAs, unitRow } from '../components/testing';
import PreSignFeedbackPage from './PreSignFeedbackPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const pre = unitRow({ id: 'pre1', phase: 'pre', signState: 0, preFeedback: 0, deadline: null, signedAt: null });
let detail = proposal();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  detail = proposal({ state: 3, actions: ['preFeedback'], units: [pre] });
  get.mockImplementation(async (url: string) => (url === '/proposal/detail/p1' ? detail : []));
  post.mockResolvedValue(null);
});

const open = () => {
  renderWithApp(<PreSignFeedbackPage />, {
    perms: [P.preSignFeedback, P.preSignList],
    path: '/proposal/preSignFeedback?id=p1',
    userId: 'u-cb',
  });
  signInAs();
};

describe('preSignFeedback', () => {
  it('needs an answer, and a reason to decline', async () => {
    open();
    const submit = await screen.findByRole('button', { name: '提交反馈' });
    expect(screen.getByText(/请反馈是否同意承办/)).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('请选择是否同意承办')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '不同意' }));
    // the reason box follows the answer through Form.useWatch, a render later: wait for it as a user would
    await screen.findByPlaceholderText('请输入不同意承办的理由');
    await user.click(submit);
    expect(await screen.findByText('请输入不同意承办的理由')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByPlaceholderText('请输入不同意承办的理由'), '职责不符');
    await user.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/preSign/feedback', { id: 'p1', agree: false, opinion: '职责不符' }));
    expect(await screen.findByText('反馈成功')).toBeInTheDocument();
  }, 120_000);

  it('agrees without an opinion', async () => {
    open();
    await user.click(await screen.findByRole('radio', { name: '同意' }));
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/preSign/feedback', { id: 'p1', agree: true, opinion: null }));
  }, 120_000);

  it('shows the answer once given', async () => {
    detail = proposal({ state: 3, actions: [], units: [{ ...pre, preFeedback: 2, preOpinion: '职责不符' }] });
    open();
    expect(await screen.findByText('本单位已反馈')).toBeInTheDocument();
    expect(screen.getByText('不同意')).toBeInTheDocument();
    expect(screen.getByText('反馈意见：职责不符')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交反馈' })).toBeNull();
  }, 60_000);
});
