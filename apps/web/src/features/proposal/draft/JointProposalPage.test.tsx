import type { ProposalListItem as JointProposalRow } from '@cppcc/contracts';
import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { detail, listItem } from '../components/testFixtures';
import JointProposalPage from './JointProposalPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

const row = (id: string, title: string, myJointState: number | null | undefined, state = 1): JointProposalRow => ({
  ...listItem({ id, title, state, proposerName: '魏远航' }),
  ...(myJointState === undefined ? {} : { myJointState }),
});
let rows: JointProposalRow[] = [];

beforeEach(() => {
  rows = [
    row('p1', '关于加快城市更新的建议', -1),
    row('p2', '关于发展夜间经济的建议', 1),
    row('p3', '关于完善养老服务的建议', 0, 2),
    // still unanswered, but the office no longer waited: past 待审查 nobody can answer
    row('p4', '关于规范共享单车停放的建议', -1, 10),
  ];
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/proposal/joint/page' ? { list: rows, total: rows.length } : null));
  get.mockImplementation(async (url: string) => {
    if (url === '/proposal/detail/p1') return detail({ id: 'p1', proposerName: '魏远航', actions: ['jointAnswer'] });
    return [];
  });
});

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('JointProposalPage (联名提案)', () => {
  it('offers 确认联名 only while the user’s own answer is outstanding, and shows the answer once given', async () => {
    renderWithApp(<JointProposalPage />, { perms: [P.jointList, P.jointAnswer] });
    await screen.findByText('关于加快城市更新的建议');
    expect(within(rowOf('关于加快城市更新的建议')).getByRole('button', { name: '确认联名' })).toBeInTheDocument();
    // the proposal is still 待初分 / 待审查, but this user has answered
    expect(within(rowOf('关于发展夜间经济的建议')).queryByRole('button', { name: '确认联名' })).toBeNull();
    expect(within(rowOf('关于发展夜间经济的建议')).getByText('已同意联名')).toBeInTheDocument();
    expect(within(rowOf('关于完善养老服务的建议')).queryByRole('button', { name: '确认联名' })).toBeNull();
    expect(within(rowOf('关于完善养老服务的建议')).getByText('已拒绝联名')).toBeInTheDocument();
    expect(within(rowOf('关于规范共享单车停放的建议')).queryByRole('button', { name: '确认联名' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '确认联名' })).toHaveLength(1);
  }, 60_000);

  it('answers, reloads, and then shows the answer in place of the button', async () => {
    renderWithApp(<JointProposalPage />, { perms: [P.jointList, P.jointAnswer] });
    await screen.findByText('关于加快城市更新的建议');
    await user.click(within(rowOf('关于加快城市更新的建议')).getByRole('button', { name: '确认联名' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: '同意' }));
    rows = rows.map((r) => (r.id === 'p1' ? { ...r, myJointState: 1 } : r));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/joint/answer', { id: 'p1', agree: true, opinion: null }));
    expect(await within(rowOf('关于加快城市更新的建议')).findByText('已同意联名')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认联名' })).toBeNull();
  }, 60_000);

  it('shows no button to whoever may not answer, nor before the server tells the answer', async () => {
    rows = [
      row('p1', '关于加快城市更新的建议', -1),
      row('p5', '关于建设口袋公园的建议', undefined),
      row('p6', '关于增设公共充电桩的建议', null),
    ];
    renderWithApp(<JointProposalPage />, { perms: [P.jointList] });
    await screen.findByText('关于建设口袋公园的建议');
    expect(screen.queryByRole('button', { name: '确认联名' })).toBeNull();
    expect(within(rowOf('关于建设口袋公园的建议')).getByRole('link', { name: '查看' })).toBeInTheDocument();
    expect(within(rowOf('关于增设公共充电桩的建议')).queryByText(/联名/)).toBeNull();
  }, 60_000);
});
