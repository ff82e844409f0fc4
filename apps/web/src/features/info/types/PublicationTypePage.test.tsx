import { PublicationTypePerm as P, type PublicationTypeItem } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import PublicationTypePage from './PublicationTypePage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const item = (over: Partial<PublicationTypeItem>): PublicationTypeItem => ({
  id: 'p1',
  name: '社情民意',
  publishingUnit: '市政协办公厅',
  cycle: '不定期',
  hasIssuer: false,
  startTotal: 86,
  state: 1,
  sort: 1,
  remark: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) =>
    url === '/publicationType/list' ? [item({}), item({ id: 'p2', name: '委员建言', publishingUnit: '市政协研究室', state: 0 })] : [],
  );
  post.mockResolvedValue(null);
});

describe('刊物类型', () => {
  it('lists the types and stops one with the state permission', async () => {
    renderWithApp(<PublicationTypePage />, { perms: [P.list, P.state], path: '/info/publicationType' });
    expect(await screen.findByText('《社情民意》')).toBeInTheDocument();
    expect(screen.getByText('市政协研究室')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '社情民意启用状态' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/publicationType/stateChange', { id: 'p1', state: 0 }));
  }, 120_000);

  it('adds a type after the required name', async () => {
    renderWithApp(<PublicationTypePage />, { perms: [P.list, P.add], path: '/info/publicationType' });
    await screen.findByText('《社情民意》');
    expect(within(screen.getByText('《委员建言》').closest('tr')!).getByText('停用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入刊物名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('刊物名称'), '民生快报');
    await user.type(within(dialog).getByLabelText('编发单位'), '市政协信息处');
    await user.click(within(dialog).getByRole('switch', { name: '签发人' }));
    await user.type(within(dialog).getByLabelText('总期数起点'), '12');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/publicationType/add',
        expect.objectContaining({ name: '民生快报', publishingUnit: '市政协信息处', state: 1, hasIssuer: true, startTotal: 12 }),
      ),
    );
  }, 120_000);

  it('edits 排序 inline (EditInput) and saves it through the update call', async () => {
    renderWithApp(<PublicationTypePage />, { perms: [P.list, P.edit], path: '/info/publicationType' });
    const row = (await screen.findByText('《社情民意》')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '社情民意排序' }));
    const input = await within(row).findByRole('spinbutton', { name: '社情民意排序' });
    await user.clear(input);
    await user.type(input, '10000{Enter}');
    expect(await screen.findByText('不能超过9999')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/publicationType/update', expect.anything());
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/publicationType/update', {
        id: 'p1',
        name: '社情民意',
        publishingUnit: '市政协办公厅',
        cycle: '不定期',
        hasIssuer: false,
        startTotal: 86,
        state: 1,
        sort: 5,
        remark: null,
      }),
    );
    expect(await screen.findByText('排序已更新')).toBeInTheDocument();
  }, 120_000);

  it('shows 排序 as plain text without the edit permission', async () => {
    renderWithApp(<PublicationTypePage />, { perms: [P.list], path: '/info/publicationType' });
    const row = (await screen.findByText('《社情民意》')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '社情民意排序' })).toBeNull();
  }, 120_000);
});
