import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ReferenceDocPage from './ReferenceDocPage';

const { post, upload } = vi.hoisted(() => ({ post: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get: vi.fn(), download: vi.fn(), upload } }));

const user = fastUser();
const row = {
  id: 'r1',
  kind: 'law',
  title: '中华人民共和国义务教育法',
  publishTime: '2006-06-29',
  source: '全国人民代表大会常务委员会',
  proposer: null,
  potencyLevel: '法律',
  effectiveness: '已修改',
  length: 6000,
  createdAt: '2026-01-02T08:00:00Z',
};

beforeEach(() => {
  post.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => (url === '/data/intellect/reference/doc/page' ? { list: [row], total: 1 } : null));
  upload.mockResolvedValue({ imported: 4, skipped: 0, errors: [] });
});

// the shared machine can be slow: antd dialogs under load take far longer than the default 30 s
describe('引用资料库', { timeout: 240_000 }, () => {
  it('lists documents with their kind and fields, without import and delete for a reader', async () => {
    renderWithApp(<ReferenceDocPage />, { perms: ['intellect:reference:list'] });
    expect(await screen.findByText('中华人民共和国义务教育法')).toBeInTheDocument();
    expect(screen.getByText('法律法规')).toBeInTheDocument();
    expect(screen.getByText('已修改')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('imports a file with its kind and defaults', async () => {
    renderWithApp(<ReferenceDocPage />, {
      perms: ['intellect:reference:list', 'intellect:reference:import', 'intellect:reference:delete'],
    });
    await screen.findByText('中华人民共和国义务教育法');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    await user.type(await screen.findByPlaceholderText('请输入发布机关或来源'), '国务院');
    await user.type(screen.getByPlaceholderText('如：现行有效'), '现行有效');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], '法规.zip', { type: 'application/zip' }));
    await user.click(screen.getAllByRole('button', { name: /导\s*入/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const form = upload.mock.calls[0][1] as FormData;
    expect([form.get('kind'), form.get('source'), form.get('effectiveness'), form.get('potencyLevel')]).toEqual([
      'law',
      '国务院',
      '现行有效',
      null,
    ]);
    expect((form.get('file') as File).name).toBe('法规.zip');
    expect(await screen.findByText('导入成功 4 条')).toBeInTheDocument();
  });

  it('deletes a document after confirmation', async () => {
    renderWithApp(<ReferenceDocPage />, { perms: ['intellect:reference:list', 'intellect:reference:delete'] });
    await screen.findByText('中华人民共和国义务教育法');
    const tableRow = screen.getByText('中华人民共和国义务教育法').closest('tr') as HTMLElement;
    await user.click(within(tableRow).getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/data/intellect/reference/doc/delete', { ids: ['r1'] }, { silent: true }));
  });
});
