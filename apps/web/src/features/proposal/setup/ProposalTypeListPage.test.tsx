import { ProposalSetupPerm as P, type TreeTypeNode } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ProposalTypeListPage from './ProposalTypeListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const node = (id: string, name: string, level: number, parentId: string | null, children: TreeTypeNode[] = []): TreeTypeNode => ({
  id,
  parentId,
  name,
  level,
  sort: 0,
  enabled: true,
  remark: null,
  children,
});
const tree = [node('a', '社会建设', 1, null, [node('a1', '教育', 2, 'a'), node('a2', '医疗卫生', 2, 'a')]), node('b', '其他', 1, null)];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string, params?: { name?: string }) => {
    if (url !== '/proposalType/tree') return [];
    return params?.name ? [node('a', '社会建设', 1, null, [node('a1', '教育', 2, 'a')])] : tree;
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/proposalType/delete') throw new Error('「社会建设」下还有下级提案类别，请先删除下级提案类别');
    if (url === '/proposalType/add') return { id: 'n1' };
    return null;
  });
});

describe('提案类别', () => {
  it('shows the tree expanded and searches by name', async () => {
    renderWithApp(<ProposalTypeListPage />, { perms: [P.typeList], path: '/proposal/proposalTypeList' });
    expect(await screen.findByText('社会建设')).toBeInTheDocument();
    expect(screen.getByText('医疗卫生')).toBeInTheDocument();
    expect(screen.getAllByText('2级')).toHaveLength(2);
    await user.type(screen.getByLabelText('关键字'), '教育');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/proposalType/tree', { name: '教育' }));
    await waitFor(() => expect(screen.queryByText('医疗卫生')).toBeNull());
  }, 120_000);

  it('adds a child under a node and shows the server refusal to delete a parent', async () => {
    renderWithApp(<ProposalTypeListPage />, { perms: [P.typeList, P.typeAdd, P.typeDelete], path: '/proposal/proposalTypeList' });
    const row = (await screen.findByText('社会建设')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增提案类别')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入提案类别名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('提案类别名称'), '托育服务');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/proposalType/add', expect.objectContaining({ parentId: 'a', name: '托育服务', enabled: true })),
    );

    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('「社会建设」下还有下级提案类别，需先删除下级提案类别')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('「社会建设」下还有下级提案类别，请先删除下级提案类别')).toBeInTheDocument();
  }, 120_000);
});
