import { type KindTypeItem, MeetTypePerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import TypePage from './TypePage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const item = (over: Partial<KindTypeItem>): KindTypeItem => ({
  id: 't1',
  name: '全体会议',
  typeCode: 'qthy',
  sort: 1,
  enabled: true,
  remark: null,
  grantRoleCodes: [],
  grantRoleNames: [],
  grantOrgIds: ['o1'],
  grantOrgNames: ['会务处'],
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const rows = [item({}), item({ id: 't2', name: '委员小组会议', typeCode: 'wyxz', grantOrgIds: [], grantOrgNames: [] })];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/meet/type/page' ? { list: rows, total: 2 } : null));
  get.mockImplementation(async (url: string) =>
    url === '/meet/type/auth/options'
      ? {
          roles: [
            { code: 'office_staff', name: '机关工作人员' },
            { code: 'member', name: '政协委员' },
          ],
          orgs: [
            { id: 'root', parentId: null, name: '市政协机关', kind: 'internal' },
            { id: 'o1', parentId: 'root', name: '会务处', kind: 'internal' },
          ],
        }
      : [],
  );
});

describe('会议类型', () => {
  it('shows who may use each type; a reader has no buttons', async () => {
    renderWithApp(<TypePage />, { perms: [P.list], path: '/meet/types' });
    expect(await screen.findByText('全体会议')).toBeInTheDocument();
    expect(screen.getByText('会务处')).toBeInTheDocument();
    expect(screen.getByText('不限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '授权' })).toBeNull();
  }, 120_000);

  it('validates the add form and grants a type to roles', async () => {
    renderWithApp(<TypePage />, { perms: [P.list, P.add, P.auth], path: '/meet/types' });
    await screen.findByText('全体会议');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('类型编码'), '1x');
    expect(await within(dialog).findByText('类型编码只能包含字母、数字、_ 和 -，且以字母开头')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    const row = screen.getByText('委员小组会议').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '授权' }));
    const grant = (await screen.findByText('会议类型授权：委员小组会议')).closest('.ant-modal') as HTMLElement;
    await user.click(within(grant).getByRole('combobox', { name: '授权角色' }));
    await user.click(await screen.findByText('政协委员'));
    await user.click(within(grant).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/meet/type/auth', { id: 't2', roleCodes: ['member'], orgIds: [] }));
  }, 120_000);
});
