import type { OssFile } from '@cppcc/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindMessageInstance } from '@/app/feedback';
import { FileList } from '../FileList';
import { renderWithApp } from '../test-utils';
import { CroppedImageUploader } from './CroppedImageUploader';
import { fitWithin, jpgName } from './cropImage';
import { FileUploader } from './FileUploader';
import { ImageUploader } from './ImageUploader';
import { commitFiles, diffFiles, routeModule } from './ossApi';
import { PhotoUploader } from './PhotoUploader';

const { upload, get, post } = vi.hoisted(() => ({ upload: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { upload, get, post, download: vi.fn() } }));

// the uploaders check names themselves: let every file reach them, whatever the input's accept says
const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const MB = 1024 * 1024;
const open = vi.fn();

const rec = (id: string, title = `${id}.pdf`, mimeType = 'application/pdf'): OssFile => ({
  id,
  title,
  mimeType,
  module: 'proposal',
  path: `proposal/2026/01/${id}.pdf`,
  size: 2048,
  url: `/api/sys/oss/rpc/download/${id}?module=proposal&t=1&r=x`,
  createdAt: '2026-01-01T00:00:00Z',
});

function fileOf(name: string, size = 10, type = ''): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const shown = () => open.mock.calls.map((c) => (c[0] as { content: string }).content);
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

let clock = 1_000_000;
beforeEach(() => {
  upload.mockReset();
  get.mockReset();
  post.mockReset();
  open.mockReset();
  bindMessageInstance({ open } as unknown as MessageInstance);
  // the one-second suppression reads Date.now: each test starts well apart from the last
  clock += 10_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

describe('FileUploader', () => {
  it('uploads with progress into the value, under the route module', async () => {
    let progress: ((p: number) => void) | undefined;
    let finish: (f: OssFile) => void = () => {};
    upload.mockImplementation((_url: string, _form: FormData, onProgress: (p: number) => void) => {
      progress = onProgress;
      return new Promise((r) => {
        finish = r;
      });
    });
    const onChange = vi.fn();
    const { container } = renderWithApp(<FileUploader value={[]} onChange={onChange} />, { path: '/proposal/add' });
    await user.upload(input(container), fileOf('提案.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
    const form = upload.mock.calls[0][1] as FormData;
    expect(upload.mock.calls[0][0]).toBe('/sys/oss/upload');
    expect(form.get('module')).toBe('proposal');
    expect(form.get('kind')).toBe('file');
    expect((form.get('file') as File).name).toBe('提案.pdf');
    expect(await screen.findByText('提案.pdf')).toBeInTheDocument();
    progress?.(40);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    finish(rec('f1', '提案.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([rec('f1', '提案.pdf')]));
    expect(shown()).toContain('上传成功');
  });

  it('refuses wrong extensions and oversize files, and says each thing once a second', async () => {
    const { container } = renderWithApp(<FileUploader value={[]} onChange={vi.fn()} />);
    await user.upload(input(container), [fileOf('a.exe'), fileOf('b.exe')]);
    expect(upload).not.toHaveBeenCalled();
    expect(shown().filter((m) => m.startsWith('文件类型错误，后缀名应为doc,docx,'))).toHaveLength(1);
    await user.upload(input(container), fileOf('big.pdf', 20 * MB + 1));
    expect(shown()).toContain('文件的大小不能超过20MB!');
    clock += 1001;
    await user.upload(input(container), fileOf('c.exe'));
    expect(shown().filter((m) => m.startsWith('文件类型错误'))).toHaveLength(2);
  });

  it('takes a custom accept list and size', async () => {
    const { container } = renderWithApp(<FileUploader value={[]} onChange={vi.fn()} accept={['pdf']} maxSizeMb={5} />);
    await user.upload(input(container), fileOf('a.docx'));
    expect(shown()).toContain('文件类型错误，后缀名应为pdf');
    await user.upload(input(container), fileOf('a.pdf', 6 * MB));
    expect(shown()).toContain('文件的大小不能超过5MB!');
  });

  it('stops at the maximum number of files', async () => {
    upload.mockImplementation(async () => rec('n1'));
    const { container } = renderWithApp(<FileUploader value={[rec('a')]} onChange={vi.fn()} maxCount={2} />);
    await user.upload(input(container), [fileOf('x.pdf'), fileOf('y.pdf'), fileOf('z.pdf')]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(shown().filter((m) => m === '最多上传2个附件')).toHaveLength(1);
  });

  it('asks before removing, and removes only from the value', async () => {
    const onChange = vi.fn();
    renderWithApp(<FileUploader value={[rec('a', '甲.pdf'), rec('b', '乙.pdf')]} onChange={onChange} />);
    const removeButtons = screen.getAllByRole('button', { name: /删除文件|remove|delete/i });
    await user.click(removeButtons[0]);
    expect((await screen.findAllByText('确定删除该附件吗？')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(removeButtons[0]);
    const oks = await screen.findAllByRole('button', { name: /确\s*定/ });
    await user.click(oks[oks.length - 1]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([rec('b', '乙.pdf')]));
    expect(post).not.toHaveBeenCalled(); // the server hears of it when the form saves
  });

  it('keeps a failed upload as an error item that goes without asking', async () => {
    upload.mockRejectedValue(new Error('禁止上传可执行程序：a.pdf'));
    const onChange = vi.fn();
    const { container } = renderWithApp(<FileUploader value={[]} onChange={onChange} />);
    await user.upload(input(container), fileOf('a.pdf'));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: /删除文件|remove|delete/i })[0]);
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-error')).toBeNull());
    expect(screen.queryByText('确定删除该附件吗？')).toBeNull();
  });

  it('read-only: download links, or 暂无附件', () => {
    const { unmount } = renderWithApp(<FileUploader readOnly value={[]} />);
    expect(screen.getByText('暂无附件')).toBeInTheDocument();
    unmount();
    renderWithApp(<FileUploader readOnly value={[rec('a', '甲.pdf')]} />);
    expect(screen.getByRole('link', { name: '甲.pdf' })).toHaveAttribute('href', `${rec('a').url}&dl=1`);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ImageUploader, PhotoUploader', () => {
  it('image rules: an image, jpeg/jpg/png, 10MB, five at most', async () => {
    upload.mockImplementation(async () => rec('i1', 'p.png', 'image/png'));
    const { container } = renderWithApp(<ImageUploader value={[rec('1'), rec('2'), rec('3'), rec('4')]} onChange={vi.fn()} />);
    await user.upload(input(container), fileOf('a.pdf', 10, 'application/pdf'));
    expect(shown()).toContain('请上传图片');
    await user.upload(input(container), fileOf('a.gif', 10, 'image/gif'));
    expect(shown()).toContain('你上传图片格式不正确!');
    await user.upload(input(container), fileOf('a.png', 10 * MB + 1, 'image/png'));
    expect(shown()).toContain('大小不能超过10MB!');
    await user.upload(input(container), [fileOf('a.png', 10, 'image/png'), fileOf('b.jpg', 10, 'image/jpeg')]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect((upload.mock.calls[0][1] as FormData).get('kind')).toBe('image');
    expect(shown()).toContain('最多上传5个附件');
  });

  it('photo: 2MB, module photo, replaced by a new choice, removal asks', async () => {
    upload.mockImplementation(async () => rec('p2', 'new.jpg', 'image/jpeg'));
    const onChange = vi.fn();
    const { container } = renderWithApp(<PhotoUploader value={rec('p1', 'old.png', 'image/png')} onChange={onChange} />);
    await user.upload(input(container), fileOf('big.jpg', 2 * MB + 1, 'image/jpeg'));
    expect(shown()).toContain('大小不能超过2MB!');
    await user.upload(input(container), fileOf('new.jpg', 100, 'image/jpeg'));
    const form = upload.mock.calls[0][1] as FormData;
    expect(form.get('module')).toBe('photo');
    expect(form.get('kind')).toBe('photo');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(rec('p2', 'new.jpg', 'image/jpeg')));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('read-only photo without a value: 暂无附件', () => {
    renderWithApp(<PhotoUploader readOnly value={null} />);
    expect(screen.getByText('暂无附件')).toBeInTheDocument();
  });
});

describe('CroppedImageUploader', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crop'), revokeObjectURL: vi.fn() });
  });

  it('opens the cropper at 1:1, or 9:2 as the base cropper', async () => {
    const { container, unmount } = renderWithApp(<CroppedImageUploader onChange={vi.fn()} />);
    await user.upload(input(container), fileOf('a.png', 100, 'image/png'));
    expect(await screen.findByText('裁剪图片')).toBeInTheDocument();
    expect(screen.getByTestId('crop-area')).toHaveAttribute('data-aspect', '1');
    unmount();
    const base = renderWithApp(<CroppedImageUploader base onChange={vi.fn()} />);
    await user.upload(input(base.container), fileOf('a.png', 100, 'image/png'));
    expect(await screen.findByTestId('crop-area')).toHaveAttribute('data-aspect', '4.5');
  });

  it('a picture that does not load says 图片加载失败', async () => {
    const { container } = renderWithApp(<CroppedImageUploader onChange={vi.fn()} />);
    await user.upload(input(container), fileOf('broken.jpg', 100, 'image/jpeg'));
    const img = await waitFor(() => {
      const el = document.querySelector('[data-testid="crop-area"] img');
      if (!el) throw new Error('no image yet');
      return el;
    });
    fireEvent.error(img);
    expect(shown()).toContain('图片加载失败');
  });

  it('refuses what is not a jpeg/jpg/png before cropping', async () => {
    const { container } = renderWithApp(<CroppedImageUploader onChange={vi.fn()} />);
    await user.upload(input(container), fileOf('a.bmp', 100, 'image/bmp'));
    expect(shown()).toContain('你上传图片格式不正确!');
    expect(screen.queryByText('裁剪图片')).toBeNull();
  });

  it('fits the crop within 1080×520 and names it .jpg', () => {
    expect(fitWithin(2160, 480)).toEqual({ width: 1080, height: 240 });
    expect(fitWithin(1000, 1000)).toEqual({ width: 520, height: 520 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(jpgName('照片.png')).toBe('照片.jpg');
  });
});

describe('FileList and the binding event', () => {
  it('lists with download links, or 暂无附件; loads by affair id', async () => {
    get.mockResolvedValue([rec('a', '甲.docx')]);
    renderWithApp(<FileList affairId="af1" />);
    expect(await screen.findByRole('link', { name: '甲.docx' })).toHaveAttribute('href', `${rec('a').url}&dl=1`);
    expect(get).toHaveBeenCalledWith('/sys/oss/list/af1');
  });

  it('previews images and PDF in a new tab when asked, never epub', () => {
    renderWithApp(<FileList preview files={[rec('a', '甲.pdf'), rec('b', '乙.epub', 'application/epub+zip')]} />);
    expect(screen.getByRole('link', { name: '甲.pdf' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '乙.epub' })).not.toHaveAttribute('target');
  });

  it('empty', () => {
    renderWithApp(<FileList files={[]} />);
    expect(screen.getByText('暂无附件')).toBeInTheDocument();
  });

  it('commitFiles removes what the form dropped and binds what it added, with a new affair id when there is none', async () => {
    get.mockResolvedValue('new-affair');
    post.mockResolvedValue(null);
    expect(await commitFiles({ current: [rec('a')] })).toBe('new-affair');
    expect(get).toHaveBeenCalledWith('/id/get');
    expect(post).toHaveBeenCalledWith('/sys/oss/binding', { fileIds: ['a'], id: 'new-affair' });
    post.mockClear();
    expect(await commitFiles({ affairId: 'af', initial: [rec('a'), rec('b')], current: [rec('b'), rec('c')] })).toBe('af');
    expect(post.mock.calls).toEqual([
      ['/sys/oss/rpc/remove/binding', { fileIds: ['a'], id: 'af' }],
      ['/sys/oss/binding', { fileIds: ['c'], id: 'af' }],
    ]);
    expect(diffFiles([rec('a')], [rec('a')])).toEqual({ added: [], removed: [] });
  });

  it('the module is the first route segment, lower-cased', () => {
    expect(routeModule('/memberDuty/report/add')).toBe('memberduty');
    expect(routeModule('/')).toBe('common');
  });
});
