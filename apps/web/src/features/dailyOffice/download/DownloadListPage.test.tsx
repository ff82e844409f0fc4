import { type DownloadDetail, type DownloadListItem, DownloadPerm, type OssFile } from '@cppcc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import DownloadListPage from './DownloadListPage';

const { post, get, upload, download } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), upload: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, upload, download }, rawRequest: vi.fn() }));

const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const row: DownloadListItem = {
  id: 'd1',
  title: '机关公文处理办法',
  typeCode: '01',
  typeName: '制度文件',
  description: '2026年修订',
  published: true,
  publishedAt: '2026-03-01T02:00:00Z',
  sort: 1,
  downloadCount: 7,
  fileCount: 1,
  docTitle: null,
  docFileId: null,
  visibleCount: 0,
  createdByName: '吴海燕',
  createdAt: '2026-03-01T01:00:00Z',
  updatedAt: '2026-03-01T01:00:00Z',
};
const file = (id: string, title: string): OssFile => ({
  id,
  title,
  mimeType: 'application/pdf',
  module: 'download',
  path: `download/2026/03/${id}.pdf`,
  size: 4096,
  url: `/api/sys/oss/rpc/download/${id}?module=download&t=1&r=x`,
  createdAt: '2026-03-01T00:00:00Z',
});
const detail: DownloadDetail = { ...row, files: [file('f1', '办法全文.pdf')], visiblePeople: [] };
const manager = [DownloadPerm.list, DownloadPerm.add, DownloadPerm.edit, DownloadPerm.remove, DownloadPerm.export];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  upload.mockReset();
  download.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/office/download/center/page') return { list: [row], total: 1 };
    if (url === '/office/download/center/add') return { id: 'd2' };
    if (url === '/office/download/center/count') return { downloadCount: 8 };
    return null;
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/office/download/center/getDownLoadTypeList') {
      return [
        { code: '01', name: '制度文件' },
        { code: '02', name: '表格模板' },
      ];
    }
    if (url === '/office/download/center/d1') return detail;
    if (url === '/personal/search/config/detail') return null;
    return [];
  });
});

describe('下载中心', () => {
  it('office staff validate and add an item with an uploaded attachment, visible to everyone', async () => {
    const { container } = renderWithApp(<DownloadListPage />, { perms: manager, path: '/dailyOffice/downloadList' });
    expect(await screen.findByText('机关公文处理办法')).toBeInTheDocument();
    expect(screen.getByText('共1条数据')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/office/download/center/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
    expect(screen.getByRole('button', { name: /高级查询/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增下载资料')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /新建文档/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await within(dialog).findByText('请输入标题', error)).toBeInTheDocument();
    expect(within(dialog).getByText('请选择下载类型', error)).toBeInTheDocument();
    expect(within(dialog).getByText('请上传附件或新建在线文档', error)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/office/download/center/add', expect.anything());

    // typing key by key through antd is slow on a busy machine: one change event is the same input
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '会议材料模板' } });
    await user.click(within(dialog).getByLabelText('下载类型'));
    await user.click(await screen.findByTitle('表格模板'));
    upload.mockResolvedValue(file('f9', '模板.docx'));
    const input = container.ownerDocument.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], '模板.docx'));
    // the sending item is replaced by the uploaded one: look for the name once the upload has finished
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(within(dialog).getByText('模板.docx')).toBeInTheDocument();
    expect((upload.mock.calls[0][1] as FormData).get('module')).toBe('download');

    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/office/download/center/add', {
        title: '会议材料模板',
        typeCode: '02',
        description: null,
        fileIds: ['f9'],
        docFileId: null,
        visibleUserIds: [],
        published: true,
        sort: 0,
      }),
    );
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  }, 150_000);

  it('opens an item for editing with its saved attachments', async () => {
    renderWithApp(<DownloadListPage />, { perms: manager, path: '/dailyOffice/downloadList' });
    await screen.findByText('机关公文处理办法');
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑下载资料')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue('机关公文处理办法'));
    expect(within(dialog).getByText('办法全文.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/office/download/center/update',
        expect.objectContaining({ id: 'd1', fileIds: ['f1'], typeCode: '01' }),
      ),
    );
  }, 150_000);

  it('readers get the list without management and download from the detail, which is counted', async () => {
    renderWithApp(<DownloadListPage />, { perms: [DownloadPerm.view], path: '/dailyOffice/downloadList' });
    await screen.findByText('机关公文处理办法');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '发布状态' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '发布时间' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: /查\s*看/ }));
    const link = await screen.findByRole('link', { name: '下载办法全文.pdf' });
    expect(link.getAttribute('href')).toContain('dl=1');
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/office/download/center/count', { id: 'd1' }, { silent: true }));
  }, 150_000);
});
