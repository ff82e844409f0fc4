import { InfoPerm, type InfoRow } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import ManageListPage from './ManageListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const row = (over: Partial<InfoRow>): InfoRow => ({
  id: 'i1',
  serialNumber: null,
  title: '关于加装电梯的建议',
  typeId: 't1',
  typeName: '城市治理',
  reporterName: '城东区政协信息直报点',
  unitName: '城东区政协信息直报点',
  writerNames: null,
  reportTime: '2026-11-20T02:00:00.000Z',
  year: 2026,
  state: 2,
  levelName: null,
  flowName: null,
  adopt: null,
  read: true,
  source: 1,
  submissionStatus: 0,
  actions: ['sendBack', 'adopt', 'notAdopt', 'abandon', 'merge'],
  ...over,
});
const counts = { today: 2, unread: 3, all: 30, adopt: 4, adopted: 9, firstAdopt: 1, sys: 2, discard: 3 };

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url.startsWith('/info/page/count')) return counts;
    if (url === '/info/page') return { list: [row({}), row({ id: 'i2', title: '老旧小区充电难', read: false })], total: 2 };
    return null;
  });
});

describe('the management list', () => {
  it('asks for its own list, shows the tab counts, and offers the steps the server allows', async () => {
    renderWithApp(<ManageListPage list="adopt" />, { perms: [InfoPerm.manage, InfoPerm.adopt, InfoPerm.merge, InfoPerm.export] });
    expect(await screen.findByText('关于加装电梯的建议')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/info/page', expect.objectContaining({ list: 'adopt', pageNum: 1 }));
    expect(await screen.findByText('待采用信息')).toBeInTheDocument();
    const first = screen.getByText('关于加装电梯的建议').closest('tr') as HTMLElement;
    for (const name of ['采用', '不采用', '弃用', '退回', '合并'])
      expect(within(first).getByRole(name === '合并' ? 'link' : 'button', { name })).toBeInTheDocument();
    expect(screen.getByText('未读')).toBeInTheDocument();
  }, 60_000);

  it('discards only with a reason, then sends adopt -1 with it', async () => {
    renderWithApp(<ManageListPage list="adopt" />, { perms: [InfoPerm.manage, InfoPerm.adopt] });
    const first = (await screen.findByText('关于加装电梯的建议')).closest('tr') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '弃用' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写弃用理由')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/info/adopt', expect.anything());
    await user.type(screen.getByPlaceholderText('必填，将通知上报人'), '内容重复');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/info/adopt', { ids: ['i1'], adopt: -1, opinion: '内容重复' }));
  }, 60_000);

  it('hides the steps of a permission the user lacks', async () => {
    renderWithApp(<ManageListPage list="adopt" />, { perms: [InfoPerm.manage] });
    const first = (await screen.findByText('关于加装电梯的建议')).closest('tr') as HTMLElement;
    expect(within(first).queryByRole('button', { name: '采用' })).toBeNull();
    expect(within(first).getByRole('button', { name: '查看' })).toBeInTheDocument();
  }, 60_000);
});
