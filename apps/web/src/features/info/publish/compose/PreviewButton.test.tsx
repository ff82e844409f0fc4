import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { PreviewButton } from './PreviewButton';

const { get, download } = vi.hoisted(() => ({ get: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { get, post: vi.fn(), download, upload: vi.fn() } }));

const user = fastUser();
const HTML = '<!doctype html><html><body><section class="sheet">社情民意</section></body></html>';

function answer(pdf: boolean) {
  get.mockImplementation(async (url: string) => {
    if (url === '/publication/compose/capabilities') return { pdf, converter: pdf ? 'Chromium' : null };
    if (url === '/publication/preview/p1') return { name: '社情民意2026年第3期', html: HTML, pages: 1 };
    throw new Error(url);
  });
}

beforeEach(() => {
  get.mockReset();
  download.mockReset();
  download.mockResolvedValue(undefined);
});

describe('PreviewButton', () => {
  it('shows the laid-out issue in a sandboxed frame and downloads the Word file under its Chinese name', async () => {
    answer(true);
    renderWithApp(<PreviewButton id="p1" />);
    await user.click(screen.getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('刊物排版预览');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
    expect(frame.getAttribute('sandbox')).toBe('');
    await within(dialog).findByText('排版预览：社情民意2026年第3期');
    await user.click(within(dialog).getByRole('button', { name: /下载Word/ }));
    expect(download).toHaveBeenCalledWith('/publication/export/docx/p1', { filename: '社情民意2026年第3期.docx' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /下载PDF/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: /下载PDF/ }));
    expect(download).toHaveBeenCalledWith('/publication/export/pdf/p1', { filename: '社情民意2026年第3期.pdf' });
  });

  it('keeps 下载PDF disabled, saying why, when the server has no converter', async () => {
    answer(false);
    renderWithApp(<PreviewButton id="p1" type="primary" label="排版预览" />);
    await user.click(screen.getByRole('button', { name: /排版预览/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('刊物排版预览');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/publication/compose/capabilities', undefined, { silent: true }));
    expect(within(dialog).getByRole('button', { name: /下载PDF/ })).toBeDisabled();
    await user.hover(within(dialog).getByRole('button', { name: /下载PDF/ }).parentElement as HTMLElement);
    expect(await screen.findByText('服务器未安装PDF转换程序（Chromium）')).toBeInTheDocument();
  });
});
