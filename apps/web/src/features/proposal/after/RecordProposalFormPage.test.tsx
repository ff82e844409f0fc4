import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { proposal } from '../components/testing';
import RecordProposalFormPage from './RecordProposalFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));
vi.mock('@/components/editor', async () => {
  const rules = await import('@/components/editor/richRules');
  const { FakeRichEditor } = await import('../components/testing');
  return { ...rules, RichEditor: FakeRichEditor };
});

const user = fastUser();
const sessions = [
  { id: 's1', name: '十五届四次会议', year: 2026, state: 0 },
  { id: 's0', name: '十四届五次会议', year: 2022, state: 2 },
];
const record = proposal({
  id: 'r1',
  sessionId: 's0',
  number: 88,
  title: '关于保护古树名木的建议',
  proposerName: '李委员',
  state: 14,
  isRecord: true,
  unitNames: '市园林局',
  submittedAt: '2022-01-10T00:00:00Z',
  content: '<p>古树保护</p>',
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/proposalSession/list') return sessions;
    if (url === '/proposal/detail/r1') return record;
    return [];
  });
  post.mockImplementation(async (url: string) => (url === '/proposal/record/add' ? { id: 'r9' } : null));
});

describe('recordProposalForm', () => {
  it('checks the required fields and enters a historical proposal', async () => {
    renderWithApp(<RecordProposalFormPage />, { perms: [P.recordEdit, P.recordList], path: '/proposal/recordProposalForm' });
    expect(await screen.findByText('录入历史提案')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: '保 存' });
    await user.click(save);
    expect(await screen.findByText('请选择提案届次')).toBeInTheDocument();
    // antd shows each field's message as its own validation settles
    expect(await screen.findByText('请输入提案标题', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('请输入提案人')).toBeInTheDocument();
    expect(await screen.findByText('请输入提案内容！')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('combobox')[0]);
    await user.click(await screen.findByTitle('十四届五次会议'));
    await user.type(screen.getByPlaceholderText('请输入案号'), '101');
    await user.type(screen.getByPlaceholderText('请输入提案标题'), '关于完善社区养老服务的建议');
    await user.click(screen.getByRole('radio', { name: '集体' }));
    await user.type(screen.getByPlaceholderText('请输入提案人'), '民盟市委会');
    await user.type(screen.getByPlaceholderText('请输入承办单位，多个用顿号分隔'), '市民政局');
    await user.type(screen.getByLabelText('请输入提案内容'), '建议增设社区养老服务站');
    await user.click(save);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/record/add', {
        sessionId: 's0',
        number: 101,
        title: '关于完善社区养老服务的建议',
        content: '<p>建议增设社区养老服务站</p>',
        typeId: null,
        proposerName: '民盟市委会',
        proposerType: 3,
        state: 12,
        unitNames: '市民政局',
        submittedAt: null,
        fileIds: [],
      }),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  }, 120_000);

  it('loads an entered record and saves the change', async () => {
    renderWithApp(<RecordProposalFormPage />, { perms: [P.recordEdit], path: '/proposal/recordProposalForm?id=r1' });
    expect(await screen.findByText('修改历史提案')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('请输入提案标题')).toHaveValue('关于保护古树名木的建议'));
    expect(screen.getByPlaceholderText('请输入案号')).toHaveValue('88');
    await user.clear(screen.getByPlaceholderText('请输入提案人'));
    await user.type(screen.getByPlaceholderText('请输入提案人'), '李委员、张委员');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/proposal/record/update',
        expect.objectContaining({
          id: 'r1',
          sessionId: 's0',
          number: 88,
          proposerName: '李委员、张委员',
          state: 14,
          unitNames: '市园林局',
          submittedAt: '2022-01-10',
          content: '<p>古树保护</p>',
        }),
      ),
    );
  }, 120_000);

  it('does not edit a proposal that was not entered as a record', async () => {
    get.mockImplementation(async (url: string) => (url === '/proposal/detail/r1' ? { ...record, isRecord: false } : sessions));
    renderWithApp(<RecordProposalFormPage />, { perms: [P.recordEdit], path: '/proposal/recordProposalForm?id=r1' });
    expect(await screen.findByText('只能修改录入的历史提案')).toBeInTheDocument();
  }, 60_000);
});
