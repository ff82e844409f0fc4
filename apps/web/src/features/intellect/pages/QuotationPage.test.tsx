import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import QuotationPage from './QuotationPage';

const { post, upload } = vi.hoisted(() => ({ post: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get: vi.fn(), download: vi.fn(), upload } }));

const user = fastUser();
const row = {
  id: 'q1',
  text: '先天下之忧而忧，后天下之乐而乐',
  author: '范仲淹',
  title: '《岳阳楼记》',
  dynasty: '宋',
  updatedAt: '2026-01-02T08:00:00Z',
};
const ALL = [
  'intellect:quotation:list',
  'intellect:quotation:add',
  'intellect:quotation:edit',
  'intellect:quotation:delete',
  'intellect:quotation:import',
];

beforeEach(() => {
  post.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => (url === '/data/intellect/quotation/page' ? { list: [row], total: 1 } : { id: 'q2' }));
  upload.mockResolvedValue({ imported: 2, skipped: 1, errors: ['第3条“短句”过短（至少4个字）'] });
});

// the shared machine can be slow: antd dialogs under load take far longer than the default 30 s
describe('诗词名句库', { timeout: 240_000 }, () => {
  it('lists lines and hides the buttons without the permissions', async () => {
    renderWithApp(<QuotationPage />, { perms: ['intellect:quotation:list'] });
    expect(await screen.findByText('先天下之忧而忧，后天下之乐而乐')).toBeInTheDocument();
    expect(screen.getByText('范仲淹')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('adds a line and refuses one that is too short', async () => {
    renderWithApp(<QuotationPage />, { perms: ALL });
    await screen.findByText('先天下之忧而忧，后天下之乐而乐');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByPlaceholderText('如：先天下之忧而忧，后天下之乐而乐');
    await user.type(text, '海纳');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('名句内容至少4个字')).toBeInTheDocument();
    await user.type(text, '百川，有容乃大');
    await user.type(within(dialog).getByPlaceholderText('请输入作者'), '林则徐');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/data/intellect/quotation/add',
        expect.objectContaining({ text: '海纳百川，有容乃大', author: '林则徐' }),
      ),
    );
  });

  it('edits a line with its id', async () => {
    renderWithApp(<QuotationPage />, { perms: ALL });
    await screen.findByText('先天下之忧而忧，后天下之乐而乐');
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const author = within(dialog).getByPlaceholderText('请输入作者');
    await user.clear(author);
    await user.type(author, '范文正公');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/data/intellect/quotation/update', expect.objectContaining({ id: 'q1', author: '范文正公' })),
    );
  });

  it('imports a file and shows what was skipped', async () => {
    renderWithApp(<QuotationPage />, { perms: ALL });
    await screen.findByText('先天下之忧而忧，后天下之乐而乐');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['海纳百川，有容乃大'], '名句.txt', { type: 'text/plain' }));
    await user.click(screen.getAllByRole('button', { name: /导\s*入/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect((upload.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);
    expect((await screen.findAllByText('导入成功 2 条，跳过 1 条')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('第3条“短句”过短（至少4个字）').length).toBeGreaterThan(0);
  });
});
