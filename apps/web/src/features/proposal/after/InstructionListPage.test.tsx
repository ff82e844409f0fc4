import { type OssFile, ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import type { Instruction } from '../contractTypes';
import InstructionListPage, { INSTRUCTION_SCAN_MODULE, splitInstructionFiles } from './InstructionListPage';

const { post, get, upload } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), upload: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, upload, download: vi.fn() } }));

const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const rec = (id: string, title: string, module: string, mimeType: string): OssFile => ({
  id,
  title,
  mimeType,
  module,
  path: `${module}/2026/01/${id}`,
  size: 2048,
  url: `/api/sys/oss/rpc/download/${id}?module=${module}&t=1&r=x`,
  createdAt: '2026-01-01T00:00:00Z',
});
const files: Record<string, OssFile> = {
  sc1: rec('sc1', '批示件1.jpg', INSTRUCTION_SCAN_MODULE, 'image/jpeg'),
  f1: rec('f1', '督办通知.pdf', 'proposal', 'application/pdf'),
};

const row: Instruction = {
  id: 'i1',
  proposalId: 'p1',
  number: 12,
  title: '关于加强老旧小区改造的建议',
  leaderName: '王市长',
  content: '请住建局牵头认真研究办理。',
  instructedAt: '2026-03-01',
  fileIds: ['sc1', 'f1'],
  feedbackCount: 0,
  createdAt: '2026-03-02T08:00:00Z',
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  upload.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/proposal/instruction/page') return { list: [row], total: 1 };
    return null;
  });
  get.mockImplementation(async (url: string) => {
    const id = url.match(/^\/sys\/oss\/rpc\/file\/(.+)$/)?.[1];
    if (id && files[id]) return files[id];
    throw new Error(`unexpected ${url}`);
  });
});

describe('领导批示 · 批示件', () => {
  it('parts the instruction files into scans and attachments by module', () => {
    expect(splitInstructionFiles([files.f1, files.sc1])).toEqual({ scans: [files.sc1], files: [files.f1] });
  });

  it('shows the saved scans in the image uploader, adds one (jpg, module instruction) and saves all files with the instruction', async () => {
    renderWithApp(<InstructionListPage />, { perms: [P.instructionList, P.instructionEdit], path: '/proposal/instructionList' });
    const cell = await screen.findByText('王市长');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改领导批示')).toBeInTheDocument();
    // the scan shows as a picture card; the pdf stays an attachment
    expect(await within(dialog).findByRole('img', { name: '批示件1.jpg' })).toBeInTheDocument();
    expect(await within(dialog).findByText('督办通知.pdf')).toBeInTheDocument();

    upload.mockResolvedValue(rec('sc2', '批示件2.png', INSTRUCTION_SCAN_MODULE, 'image/png'));
    const input = within(dialog).getByText('上传图片').closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['png'], '批示件2.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: '批示件2.png' })).toBeInTheDocument();
    const form = upload.mock.calls[0][1] as FormData;
    expect(form.get('module')).toBe(INSTRUCTION_SCAN_MODULE);
    expect(form.get('kind')).toBe('image');

    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposal/instruction/update', {
        id: 'i1',
        leaderName: '王市长',
        instructedAt: '2026-03-01',
        content: '请住建局牵头认真研究办理。',
        fileIds: ['sc1', 'sc2', 'f1'],
      }),
    );
  }, 120_000);

  it('refuses a picture that is not jpg/png in the 批示件 uploader', async () => {
    renderWithApp(<InstructionListPage />, { perms: [P.instructionList, P.instructionEdit], path: '/proposal/instructionList' });
    await screen.findByText('王市长');
    await user.click(screen.getByRole('button', { name: /录入批示/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByText('上传图片').closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['gif'], '批示.gif', { type: 'image/gif' }));
    expect(await screen.findByText('你上传图片格式不正确!')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  }, 120_000);

  it('查看 shows the whole instruction with its scans as pictures and the other attachments', async () => {
    renderWithApp(<InstructionListPage />, { perms: [P.instructionList], path: '/proposal/instructionList' });
    const cell = await screen.findByText('王市长');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /查\s*看/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批示详情')).toBeInTheDocument();
    expect(within(dialog).getByText('请住建局牵头认真研究办理。')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: '批示件1.jpg' })).toHaveAttribute('src', files.sc1.url);
    expect(await within(dialog).findByText('督办通知.pdf')).toBeInTheDocument();
    // read only: no upload or remove
    expect(within(dialog).queryByText('上传图片')).toBeNull();
  }, 120_000);
});
