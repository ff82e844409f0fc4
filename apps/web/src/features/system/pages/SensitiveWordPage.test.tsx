import { SensitivePerm } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import SensitiveWordPage from './SensitiveWordPage';

const { post, get, upload } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, upload, download: vi.fn() } }));

const user = fastUser();
const word = {
  id: 's1',
  word: '双规',
  type: 'forbidden',
  explain: '《监察法》施行后不再使用“双规”，应使用“留置”。',
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};
const all = Object.values(SensitivePerm);

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => (url === '/system/sensitive/page' ? { list: [word], total: 1 } : { id: 'new' }));
  get.mockImplementation(async () => []);
  upload.mockResolvedValue({ added: 2, updated: 0, skipped: 1, errors: [{ line: 6, message: '类型「不存在」不正确' }] });
});

describe('敏感词', () => {
  it('lists words with their type and filters by type', async () => {
    renderWithApp(<SensitiveWordPage />, { perms: all, path: '/system/sensitive' });
    expect(await screen.findByText('双规')).toBeInTheDocument();
    expect(screen.getByText('禁用词')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '类型筛选' }));
    await user.click(await screen.findByTitle('政治'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/system/sensitive/page', expect.objectContaining({ type: 'politics', pageNum: 1 })),
    );
  }, 60_000);

  it('adds a word with its type and explanation', async () => {
    renderWithApp(<SensitiveWordPage />, { perms: all, path: '/system/sensitive' });
    await screen.findByText('双规');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入敏感词')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('敏感词'), '一把手');
    await user.type(within(dialog).getByLabelText('说明'), '正式文稿中应写明具体职务。');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/sensitive/add',
        expect.objectContaining({ word: '一把手', type: 'custom', explain: '正式文稿中应写明具体职务。', enabled: true }),
      ),
    );
  }, 60_000);

  it('imports a txt file and shows what happened to the lines', async () => {
    renderWithApp(<SensitiveWordPage />, { perms: all, path: '/system/sensitive' });
    await screen.findByText('双规');
    await user.click(screen.getByRole('button', { name: /^import 导\s*入$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^导\s*入$/ }));
    expect(await screen.findByText('请选择要导入的文件')).toBeInTheDocument();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['套路贷\n校园贷,违禁'], '词表.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('词表.txt')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: /^导\s*入$/ }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith('/system/sensitive/import?type=custom&overwrite=true', expect.any(FormData)));
    expect(await within(dialog).findByText('新增2条，更新0条，跳过1条，1行有误')).toBeInTheDocument();
    expect(within(dialog).getByText('第6行：类型「不存在」不正确')).toBeInTheDocument();
  }, 150_000);
});
