import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import type { UnitRequest } from '../contractTypes';
import { BackRecordPage, DelayRecordPage } from './RequestRecordPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();

const request = (over: Partial<UnitRequest>): UnitRequest => ({
  id: 'r1',
  kind: 'back',
  proposalId: 'p1',
  number: 15040012,
  title: '关于加快城市更新的建议',
  unitId: 'o1',
  unitName: '市教育局',
  reason: '不属于本单位职责',
  delayDate: null,
  oldDeadline: null,
  status: 0,
  applicantName: '教育局联络员',
  deciderName: null,
  opinion: null,
  createdAt: '2026-03-10T02:00:00Z',
  decidedAt: null,
  ...over,
});

let rows: UnitRequest[] = [];
beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockResolvedValue([]);
  post.mockImplementation(async (url: string) => (url.endsWith('/page') ? { list: rows, total: rows.length } : null));
});

describe('request records (backRecord, delayRecord)', () => {
  it('shows a handling unit its own requests and the office’s answers, with nothing to decide', async () => {
    rows = [
      request({}),
      request({
        id: 'r2',
        proposalId: 'p2',
        title: '关于发展夜间经济的建议',
        status: 2,
        deciderName: '田主任',
        opinion: '属于贵单位职责，请办理',
        decidedAt: '2026-03-12T02:00:00Z',
      }),
    ];
    renderWithApp(<BackRecordPage />, { perms: [P.backList, P.backApply, P.handlingList] });
    expect(await screen.findByText('关于加快城市更新的建议')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/proposal/back/page', expect.objectContaining({ pageNum: 1 }));
    const declined = screen.getByText('关于发展夜间经济的建议').closest('tr') as HTMLElement;
    expect(within(declined).getByText('不同意', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(declined).getByText('属于贵单位职责，请办理')).toBeInTheDocument();
    // the titles open the detail page
    expect(screen.getByRole('link', { name: '关于加快城市更新的建议' })).toHaveAttribute('href', '/proposal/proposalDetail/p1');
    // no decision for a unit: neither the button nor the column
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  }, 60_000);

  it('searches a unit’s delay requests, the deadlines asked for shown', async () => {
    rows = [request({ id: 'd1', kind: 'delay', oldDeadline: '2026-06-08', delayDate: '2026-07-08', status: 1 })];
    renderWithApp(<DelayRecordPage />, { perms: [P.delayList, P.delayApply] });
    expect(await screen.findByText('2026-07-08')).toBeInTheDocument();
    expect(screen.getByText('同意', { selector: '.ant-tag' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('关键字'), '城市更新{enter}');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/proposal/delay/page', expect.objectContaining({ keyword: '城市更新', pageNum: 1 })),
    );
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  }, 60_000);

  it('lets the office decide the pending ones', async () => {
    rows = [request({}), request({ id: 'r2', proposalId: 'p2', title: '关于发展夜间经济的建议', status: 1 })];
    renderWithApp(<BackRecordPage />, { perms: [P.backList, P.backDecide] });
    await screen.findByText('关于加快城市更新的建议');
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const pending = screen.getByText('关于加快城市更新的建议').closest('tr') as HTMLElement;
    const decided = screen.getByText('关于发展夜间经济的建议').closest('tr') as HTMLElement;
    expect(within(decided).queryByRole('button', { name: '审核' })).toBeNull();
    await user.click(within(pending).getByRole('button', { name: '审核' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByText('审核退回申请')).toBeInTheDocument();
  }, 60_000);
});
