import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { YearSummaryFormPage } from './YearSummaryFormPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));
vi.mock('@/components/editor', async () => {
  const rules = await import('@/components/editor/richRules');
  const { FakeRichEditor } = await import('../components/testing');
  return { ...rules, RichEditor: FakeRichEditor };
});

const user = fastUser();
const year = new Date().getFullYear();
const draft = {
  id: 'ys1',
  unitId: 'org-edu',
  unitName: '市教育局',
  year: 2025,
  title: '2025年度提案办理工作总结',
  content: '<p>全年办理提案32件</p>',
  fileIds: [],
  state: 0,
  submittedAt: null,
  updatedAt: '2026-01-05T08:00:00Z',
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) => (url === '/proposal/yearSummary/detail/ys1' ? draft : []));
  post.mockImplementation(async (url: string) => (url === '/proposal/yearSummary/add' ? { id: 'ys9' } : null));
});

describe('yearSummary/form', () => {
  it('is titled 提交 without an id, checks the fields, and submits a new summary', async () => {
    renderWithApp(<YearSummaryFormPage />, { perms: [P.yearSummaryEdit], path: '/proposal/yearSummary/form' });
    expect(await screen.findByText('提交', { selector: '.ant-card-head-title span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(await screen.findByText('请输入总结内容！')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByPlaceholderText('请输入标题'), `${year}年度提案办理工作总结`);
    await user.type(screen.getByLabelText('请输入总结内容'), '全年办理提案40件');
    await user.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/yearSummary/add', {
        year,
        title: `${year}年度提案办理工作总结`,
        content: '<p>全年办理提案40件</p>',
        fileIds: [],
        submit: true,
      }),
    );
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  }, 120_000);

  it('is titled 修改 with an id and saves the draft with 暂存', async () => {
    renderWithApp(<YearSummaryFormPage />, { perms: [P.yearSummaryEdit], path: '/proposal/yearSummary/form?id=ys1' });
    expect(await screen.findByText('修改', { selector: '.ant-card-head-title span' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('请输入标题')).toHaveValue('2025年度提案办理工作总结'));
    await user.clear(screen.getByPlaceholderText('请输入标题'));
    await user.type(screen.getByPlaceholderText('请输入标题'), '2025年度办理总结（修订）');
    await user.click(screen.getByRole('button', { name: '暂 存' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/yearSummary/update', {
        id: 'ys1',
        year: 2025,
        title: '2025年度办理总结（修订）',
        content: '<p>全年办理提案32件</p>',
        fileIds: [],
        submit: false,
      }),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  }, 120_000);

  it('refuses to edit a submitted summary', async () => {
    get.mockImplementation(async () => ({ ...draft, state: 1 }));
    renderWithApp(<YearSummaryFormPage />, { perms: [P.yearSummaryEdit], path: '/proposal/yearSummary/form?id=ys1' });
    expect(await screen.findByText('年度总结已提交，不能修改')).toBeInTheDocument();
  }, 60_000);
});
