import { ExportPerm } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ExportTemplatePage from './ExportTemplatePage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const row = {
  id: 'e1',
  typeCode: 'member',
  typeName: '委员名册',
  name: '委员通讯录',
  columns: ['username', 'mobile'],
  columnTitles: ['姓名', '手机号码'],
  remark: null,
  sort: 1,
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/export/template/page' ? { list: [row], total: 1 } : { id: 'new' }));
  get.mockImplementation(async (url: string) => {
    if (url === '/export/template/type/list')
      return [
        { code: 'audit', name: '审计日志' },
        { code: 'member', name: '委员名册' },
      ];
    if (url === '/export/template/type/columns/audit')
      return [
        { key: 'at', title: '时间' },
        { key: 'username', title: '操作人' },
        { key: 'action', title: '操作' },
      ];
    return [];
  });
});

describe('导出模板', () => {
  it('lists templates with their type and columns in order', async () => {
    renderWithApp(<ExportTemplatePage />, { perms: [ExportPerm.tplList], path: '/system/exportTpl' });
    expect(await screen.findByText('委员通讯录')).toBeInTheDocument();
    expect(screen.getByText('委员名册')).toBeInTheDocument();
    expect(screen.getByText('姓名、手机号码')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    const row = screen.getByText('委员通讯录').closest('tr') as HTMLElement;
    // without the edit permission the state is a tag, not a switch
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).queryByRole('switch')).toBeNull();
  }, 60_000);

  it('chooses a type, picks and orders its columns, and saves them in that order', async () => {
    renderWithApp(<ExportTemplatePage />, { perms: [ExportPerm.tplList, ExportPerm.tplAdd], path: '/system/exportTpl' });
    await screen.findByText('委员通讯录');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请选择导出类型')).toBeInTheDocument();
    expect(within(dialog).getByText('请先选择导出类型')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '导出类型' }));
    await user.click(await screen.findByTitle('审计日志'));
    await user.click(await within(dialog).findByRole('checkbox', { name: '时间' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '操作' }));
    await user.click(within(dialog).getByRole('button', { name: '上移操作' }));
    await user.click(within(dialog).getByLabelText('模板名称'));
    await user.paste('操作简表');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/export/template/add',
        expect.objectContaining({ typeCode: 'audit', name: '操作简表', columns: ['action', 'at'] }),
      ),
    );
  }, 150_000);
});
