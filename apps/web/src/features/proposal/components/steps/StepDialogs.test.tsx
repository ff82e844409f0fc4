import { AssignFeedback, ProposalPerm as P, type ProposalDetail } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { proposal, unitRow } from '../testing';
import { StepForm } from './StepForm';
import { type ProposalStepKey, proposalStep } from './table';
import type { ProposalStep } from './types';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const NAME = '第12号《关于加强中小学课后服务的建议》';
const letterFile = {
  id: 'rf1',
  title: '答复函附件.pdf',
  mimeType: 'application/pdf',
  module: 'proposal',
  path: 'x',
  size: 2048,
  url: '/api/rf1',
  createdAt: '',
};
const okButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /^确\s*定$/ });
const cancelButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /^取\s*消$/ });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockResolvedValue(null);
  get.mockImplementation(async (url: string) => {
    if (url === '/sys/oss/rpc/file/rf1') return letterFile;
    if (url === '/proposalType/options') return [{ id: 't1', parentId: null, name: '教育', proposalLevel: 1 }];
    return [];
  });
});

function take(key: ProposalStepKey, p: ProposalDetail, perms: string[]) {
  const onDone = vi.fn();
  renderWithApp(<StepForm step={proposalStep(key) as ProposalStep} proposal={p} onDone={onDone} onCancel={vi.fn()} />, { perms });
  return onDone;
}

describe('the rating dialog (满意度测评)', () => {
  it('shows the unit reply, its letter and its file, before the rating, and asks before sending it', async () => {
    const replied = unitRow({
      signState: 2,
      handleLevel: 'A',
      replyContent: '<p>已将课后服务课程资源库建设列入年度重点工作。</p>',
      replyFileIds: ['rf1'],
      contactName: '王老师',
      contactPhone: '0571-88888888',
      repliedAt: '2026-04-01T02:00:00Z',
    });
    const done = take('evaluate', proposal({ actions: ['evaluate'], units: [replied] }), [P.evaluate]);
    expect(await screen.findByText('已将课后服务课程资源库建设列入年度重点工作。')).toBeInTheDocument();
    expect(await screen.findByText('答复函附件.pdf')).toBeInTheDocument();
    expect(screen.getByText('王老师')).toBeInTheDocument();
    expect(screen.getByText(/A类：/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '基本满意' }));
    await user.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    const ask = await screen.findByRole('dialog', { name: '确认测评' });
    expect(ask).toHaveTextContent(`确定将市教育局对提案${NAME}的答复评价为「基本满意」吗？测评提交后不能修改。`);
    await user.click(okButton(ask));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/evaluate', { id: 'p1', unitId: 'org-edu', satisfaction: 2, comment: null }),
    );
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);
});

describe('the review (审查)', () => {
  it('starts at 立案, never at a rejecting choice, and asks before filing', async () => {
    take('check', proposal({ state: 2, number: null, actions: ['sendBack', 'file', 'notFile', 'merge'] }), [P.file, P.notFile, P.sendBack]);
    expect(await screen.findByRole('radio', { name: '立案' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '退回修改' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '不立案' })).not.toBeChecked();

    post.mockImplementation(async (url: string) => (url === '/proposal/file' ? { number: 15040021 } : null));
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    const ask = await screen.findByRole('dialog', { name: '确认立案' });
    expect(ask).toHaveTextContent('确定对提案《关于加强中小学课后服务的建议》立案吗？');
    await user.click(okButton(ask));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/file', { id: 'p1', typeId: 't1', opinion: null, sms: false }));
  }, 60_000);

  it('starts again at 立案 when the fresh proposal replaces the cached one of before 初分', async () => {
    const step = proposalStep('check') as ProposalStep;
    const perms = [P.file, P.notFile, P.sendBack];
    const stale = proposal({ state: 1, number: null, actions: ['sendBack', 'receive', 'merge'] });
    const { rerender } = renderWithApp(<StepForm step={step} proposal={stale} onDone={vi.fn()} />, { perms });
    await screen.findByRole('radio', { name: '退回修改' });
    rerender(
      <StepForm step={step} proposal={{ ...stale, state: 2, actions: ['sendBack', 'file', 'notFile', 'merge'] }} onDone={vi.fn()} />,
    );
    expect(await screen.findByRole('radio', { name: '立案' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '退回修改' })).not.toBeChecked();
  }, 60_000);

  it('chooses nothing when 立案 is not offered: sending back stays the reviewer own choice', async () => {
    take('check', proposal({ state: 1, number: null, actions: ['sendBack', 'receive'] }), [P.file, P.notFile, P.sendBack]);
    expect(await screen.findByRole('radio', { name: '退回修改' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    expect(await screen.findByText('请选择审查结果')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 60_000);
});

describe('the assignment (交办)', () => {
  it('asks before 确定交办, naming the proposal and the units; 取消 sends nothing', async () => {
    const agreed = unitRow({ id: 'pre1', phase: 'pre', signState: 0, preFeedback: AssignFeedback.agree });
    take('assign', proposal({ state: 3, actions: ['preAssign', 'assign'], units: [agreed] }), [P.assign]);
    const ok = await screen.findByRole('button', { name: '确定交办' });
    // the unit that agreed to the pre-assignment is taken over
    await waitFor(() => expect(screen.getByDisplayValue('市教育局')).toBeInTheDocument());
    await user.click(ok);
    const ask = await screen.findByRole('dialog', { name: '确认交办' });
    expect(ask).toHaveTextContent(`确定将提案${NAME}交办给市教育局吗？交办后将通知承办单位办理，不能撤回。`);
    await user.click(cancelButton(ask));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认交办' })).toBeNull());
    expect(post).not.toHaveBeenCalledWith('/proposal/assign', expect.anything());

    await user.click(ok);
    await user.click(okButton(await screen.findByRole('dialog', { name: '确认交办' })));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/proposal/assign',
        expect.objectContaining({ id: 'p1', units: [{ unitId: 'org-edu', handleType: 0 }] }),
      ),
    );
  }, 60_000);
});

describe('concluding (办结)', () => {
  it('keeps 确定办结 off and names the units still to reply while the server does not offer it', async () => {
    const units = [
      unitRow({ signState: 2, repliedAt: '2026-04-01T02:00:00Z' }),
      unitRow({ id: 'pu2', unitId: 'org-fin', unitName: '市财政局' }),
    ];
    take('conclude', proposal({ actions: ['remind'], units }), [P.conclude]);
    expect(await screen.findByText('市财政局尚未答复，全部承办单位答复后才能办结')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定办结' })).toBeDisabled();
  }, 60_000);

  it('concludes, after asking, once the server offers it', async () => {
    const units = [unitRow({ signState: 2, repliedAt: '2026-04-01T02:00:00Z' })];
    const done = take('conclude', proposal({ actions: ['conclude', 'remind'], units }), [P.conclude]);
    const ok = await screen.findByRole('button', { name: '确定办结' });
    expect(ok).toBeEnabled();
    expect(screen.queryByText(/才能办结/)).toBeNull();
    await user.click(ok);
    const ask = await screen.findByRole('dialog', { name: '确认办结' });
    expect(ask).toHaveTextContent(`确定办结提案${NAME}吗？`);
    await user.click(okButton(ask));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/conclude', { id: 'p1', opinion: null, sms: false }));
    await waitFor(() => expect(done).toHaveBeenCalled());
  }, 60_000);
});
