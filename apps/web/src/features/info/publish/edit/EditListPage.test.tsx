import { PublicationPerm as P, type PublicationPoolRow } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import EditListPage from './EditListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const row = (id: string, title: string, collected = false): PublicationPoolRow => ({
  id,
  serialNumber: null,
  title,
  typeId: 't1',
  typeName: '教育',
  reporterName: '魏远',
  unitName: null,
  writerNames: null,
  reportTime: '2026-03-01T02:00:00Z',
  year: 2026,
  state: 3,
  levelName: null,
  flowName: null,
  adopt: 1,
  read: true,
  source: 1,
  submissionStatus: 0,
  actions: [],
  collected,
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) =>
    url === '/publicationType/options' ? [{ id: 'pt1', name: '社情民意', publishingUnit: '市政协办公厅', hasIssuer: false }] : [],
  );
  post.mockImplementation(async (url: string) => {
    if (url === '/publication/editing/detail')
      return { list: [row('a', '关于课后服务的建议', true), row('b', '关于养老服务的建议')], total: 2 };
    if (url.startsWith('/publication/getNum/')) return { year: 2026, num: 2, totalNum: 88, label: '2026年第2期（总第88期）' };
    if (url === '/publication/editing') return { id: 'p9', num: 2, totalNum: 88, label: '2026年第2期（总第88期）' };
    return { list: [], total: 0 };
  });
});

describe('刊物编辑', () => {
  it('shows the collected items first-marked, previews the numbers and starts a new issue from the selection', async () => {
    renderWithApp(<EditListPage />, { perms: [P.edit], path: '/info/periodical/edit' });
    const first = (await screen.findByText('关于课后服务的建议')).closest('tr') as HTMLElement;
    expect(within(first).getByText('已收编')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新建一期/ }));
    expect(await screen.findByText('请先选择信息')).toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /新建一期/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('刊物类型'));
    await user.click(await screen.findByTitle('社情民意'));
    expect(await within(dialog).findByText('2026年第2期（总第88期）')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/publication/editing', { typeId: 'pt1', title: undefined, infoIds: ['a'] }));
  }, 120_000);
});
