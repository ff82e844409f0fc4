import { InfoTypePerm as P, type TreeTypeNode } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import InfoTypePage from './InfoTypePage';

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
const tree = [
  node('t1', '经济发展', 1, null, [node('t11', '财政金融', 2, 't1', [node('t111', '地方债务', 3, 't11')])]),
  node('t2', '社会民生', 1, null),
];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/infoType/list') return tree;
    // the shared picker reads the enabled categories, flat, with their levels
    if (url === '/infoType/options')
      return ['t1', 't11', 't111', 't2'].map((id) => {
        const all = [tree[0], tree[0].children[0], tree[0].children[0].children[0], tree[1]];
        const n = all.find((x) => x.id === id)!;
        return { id: n.id, parentId: n.parentId, name: n.name, infoLevel: n.level };
      });
    return [];
  });
  post.mockResolvedValue(null);
});

describe('信息类别', () => {
  it('moves a category with the information-category picker, which leaves out its own branch and the deepest level', async () => {
    renderWithApp(<InfoTypePage />, { perms: [P.list, P.edit], path: '/info/infoType' });
    const row = (await screen.findByText('经济发展')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('信息类别名称')).toHaveValue('经济发展'));

    await user.click(within(dialog).getByLabelText('上级信息类别'));
    const list = await screen.findByRole('tree');
    expect(await within(list).findByTitle('社会民生')).toBeInTheDocument();
    // its own branch cannot hold it
    expect(within(list).queryByTitle('经济发展')).toBeNull();
    expect(within(list).queryByTitle('财政金融')).toBeNull();
    await user.click(within(list).getByTitle('社会民生'));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/infoType/update', expect.objectContaining({ id: 't1', parentId: 't2' })));
  }, 120_000);

  it('offers no third-level category as a parent of a new one', async () => {
    renderWithApp(<InfoTypePage />, { perms: [P.list, P.add], path: '/info/infoType' });
    await screen.findByText('经济发展');
    await user.click(screen.getByRole('button', { name: /^plus 新\s*增$|^新\s*增$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('上级信息类别'));
    const list = await screen.findByRole('tree');
    expect(await within(list).findByTitle('财政金融')).toBeInTheDocument();
    expect(within(list).queryByTitle('地方债务')).toBeNull();
  }, 120_000);
});
