import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import MyProposalListPage from '../draft/MyProposalListPage';
import ReceiveListPage from '../office/ReceiveListPage';
import { ProposalListPage } from './ProposalListPage';
import { detail, listItem } from './testFixtures';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

const rows = [
  listItem(),
  listItem({ id: 'p2', title: '关于发展夜间经济的建议', state: 0, stateName: '暂存', isJoint: false, jointNames: null, submittedAt: null }),
  listItem({ id: 'p3', title: '关于完善养老服务的建议', state: -1, stateName: '退回修改' }),
];

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url.endsWith('/page')) return { list: rows, total: 3 };
    return null;
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/proposal/detail/p1') return detail({ actions: ['receive', 'sendBack', 'merge'] });
    if (url === '/proposalSession/list') return [{ id: 's1', name: '十五届四次会议' }];
    return [];
  });
});

describe('ProposalListPage', () => {
  it('lists rows with the chosen columns, state labels and the default 查看 action', async () => {
    renderWithApp(<ProposalListPage list="all" columns={['number', 'title', 'proposer', 'joint', 'state', 'submittedAt']} />, {
      perms: [P.allList],
    });
    expect(await screen.findByText('关于加快城市更新的建议')).toBeInTheDocument();
    expect(screen.getByText('共3条数据')).toBeInTheDocument();
    for (const h of ['案号', '提案标题', '提案人', '联名人', '状态', '提交时间', '操作'])
      expect(screen.getByRole('columnheader', { name: new RegExp(h) })).toBeInTheDocument();
    expect(screen.getByText('待初分', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('暂存', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('退回修改', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '查看' })[0]).toHaveAttribute('href', '/proposal/proposalDetail/p1');
    expect(post).toHaveBeenCalledWith('/proposal/all/page', expect.objectContaining({ pageNum: 1, pageSize: 15 }));
  }, 60_000);

  it('sorts only by what the list offers (proposalListOffers)', async () => {
    renderWithApp(<ProposalListPage list="receive" columns={['number', 'title', 'submittedAt', 'filedAt', 'updatedAt']} />, {
      perms: [P.receiveList],
    });
    await screen.findByText('关于加快城市更新的建议');
    const sortable = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(name) }).classList.contains('ant-table-column-has-sorters');
    // the receive list offers title, state and submission time; its proposals have no number or filing time yet
    expect([sortable('提案标题'), sortable('提交时间')]).toEqual([true, true]);
    expect([sortable('案号'), sortable('立案时间'), sortable('更新时间')]).toEqual([false, false, false]);
    await user.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    // its search fields are the list's too: 是否联名, but not the handling result of later lists
    expect(await within(dialog).findByText('是否联名')).toBeInTheDocument();
    expect(within(dialog).queryByText('办理结果')).toBeNull();
  }, 60_000);

  it('sends the keyword with the fixed filters', async () => {
    renderWithApp(<ProposalListPage list="track" columns={['title']} fixedFilters={{ state: 11 }} />, {
      perms: [P.trackList],
    });
    await screen.findByText('关于加快城市更新的建议');
    await user.type(screen.getByLabelText('关键字'), '养老{enter}');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/proposal/track/page', expect.objectContaining({ keyword: '养老', state: 11, pageNum: 1 })),
    );
  }, 60_000);

  it('shows row actions by state and permission (my proposals)', async () => {
    renderWithApp(<MyProposalListPage />, { perms: [P.myList, P.edit, P.remove, P.withdraw] });
    await screen.findByText('关于发展夜间经济的建议');
    const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
    // draft: 修改 and 删除, no 撤案; without proposal:my:submit no 提交
    expect(within(row('关于发展夜间经济的建议')).getByRole('link', { name: '修改' })).toBeInTheDocument();
    expect(within(row('关于发展夜间经济的建议')).getByRole('button', { name: /删\s*除/ })).toBeInTheDocument();
    expect(within(row('关于发展夜间经济的建议')).queryByRole('button', { name: '撤案' })).toBeNull();
    expect(within(row('关于发展夜间经济的建议')).queryByRole('link', { name: '提交' })).toBeNull();
    // awaiting split: 撤案 only
    expect(within(row('关于加快城市更新的建议')).getByRole('button', { name: '撤案' })).toBeInTheDocument();
    expect(within(row('关于加快城市更新的建议')).queryByRole('link', { name: '修改' })).toBeNull();
    // sent back: edit goes to the revision page
    expect(within(row('关于完善养老服务的建议')).getByRole('link', { name: '修改' })).toHaveAttribute(
      'href',
      '/proposal/sendBackProposal/editProposal?id=p3',
    );
  }, 60_000);

  it('batch delete asks for a selection first', async () => {
    renderWithApp(<MyProposalListPage />, { perms: [P.myList, P.remove] });
    await screen.findByText('关于发展夜间经济的建议');
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请在列表中选择需要删除的记录！')).toBeInTheDocument();
  }, 60_000);

  it('opens the send-back form from a row, requires the opinion, and reloads after success', async () => {
    renderWithApp(<ReceiveListPage />, { perms: [P.receiveList, P.receive, P.sendBack] });
    await screen.findByText('关于加快城市更新的建议');
    const row = screen.getByText('关于加快城市更新的建议').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '初分' })).toHaveAttribute('href', '/proposal/receiveForm?id=p1');
    // no proposal:merge:do → no 并案
    expect(within(row).queryByRole('link', { name: '并案' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '退回修改' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '确定退回修改' }));
    expect(await within(dialog).findByText('请输入退回意见')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/proposal/sendBack', expect.anything());
    await user.type(within(dialog).getByPlaceholderText('请输入退回意见'), '请补充调研数据');
    await user.click(within(dialog).getByRole('button', { name: '确定退回修改' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/sendBack', { id: 'p1', opinion: '请补充调研数据', sms: false }));
    expect(await screen.findByText('退回成功')).toBeInTheDocument();
    await waitFor(() => expect(post.mock.calls.filter(([u]) => u === '/proposal/receive/page').length).toBeGreaterThan(1));
  }, 60_000);
});
