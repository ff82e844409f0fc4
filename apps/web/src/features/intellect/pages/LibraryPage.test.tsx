import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import LibraryPage from './LibraryPage';

const { post, upload } = vi.hoisted(() => ({ post: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get: vi.fn(), download: vi.fn(), upload } }));

const user = fastUser();
const row = {
  id: 'l1',
  kind: 'proposal',
  title: '关于养老服务的提案',
  source: '某市政协十三届五次会议',
  year: 2022,
  length: 320,
  createdAt: '2026-01-02T08:00:00Z',
};

beforeEach(() => {
  post.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => (url === '/data/intellect/library/page' ? { list: [row], total: 1 } : null));
  upload.mockResolvedValue({ imported: 3, skipped: 0, errors: [] });
});

describe('查重资料库', () => {
  it('lists imported documents and hides import and delete without the permissions', async () => {
    renderWithApp(<LibraryPage />, { perms: ['intellect:library:list'] });
    expect(await screen.findByText('关于养老服务的提案')).toBeInTheDocument();
    expect(screen.getByText('某市政协十三届五次会议')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('imports a file with its kind, source and year', async () => {
    renderWithApp(<LibraryPage />, { perms: ['intellect:library:list', 'intellect:library:import', 'intellect:library:delete'] });
    await screen.findByText('关于养老服务的提案');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    await user.type(await screen.findByPlaceholderText('请输入来源'), '省政协资料');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['标题,内容'], '资料.zip', { type: 'application/zip' }));
    await user.click(screen.getAllByRole('button', { name: /导\s*入/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const form = upload.mock.calls[0][1] as FormData;
    expect(form.get('kind')).toBe('proposal');
    expect(form.get('source')).toBe('省政协资料');
    expect((form.get('file') as File).name).toBe('资料.zip');
    expect(await screen.findByText('导入成功 3 条')).toBeInTheDocument();
  });
});
