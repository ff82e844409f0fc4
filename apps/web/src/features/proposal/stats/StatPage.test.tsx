import { proposalStatPerm, type StatResult } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statChartOption } from '@/components/StatChart';
import { fastUser, renderWithApp } from '@/components/test-utils';
import StatPage from './StatPage';

const { post, get, download } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download, upload: vi.fn() } }));
// the canvas is not the point here: the option handed to it is checked below
vi.mock('echarts-for-react', () => ({ default: () => <div data-testid="chart" /> }));

const user = fastUser();
const result: StatResult = {
  title: '界别提案统计',
  dimension: '界别',
  columns: [
    { key: 'total', title: '提案数', kind: 'count' },
    { key: 'filed', title: '立案', kind: 'count' },
    { key: 'filedRate', title: '立案率', kind: 'rate' },
  ],
  rows: [
    { id: 's1', name: '中国共产党', values: { total: 4, filed: 3, filedRate: 75 } },
    { id: 's2', name: '经济界', values: { total: 0, filed: 0, filedRate: 0 } },
  ],
  total: { total: 4, filed: 3, filedRate: 75 },
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  download.mockReset();
  post.mockResolvedValue(result);
  get.mockImplementation(async (url: string) => (url === '/proposalSession/list' ? [{ id: 'ps1', name: '十五届四次会议' }] : []));
});

describe('统计页', () => {
  it('shows the table with its 合计 row, filters by session and exports the same filters', async () => {
    renderWithApp(<StatPage name="sectorProposalCount" />, {
      perms: [proposalStatPerm('sectorProposalCount', 'view'), proposalStatPerm('sectorProposalCount', 'export')],
      path: '/proposal/statistic/sectorProposalCount',
    });
    expect(await screen.findByText('中国共产党')).toBeInTheDocument();
    expect(screen.getByText('合计')).toBeInTheDocument();
    expect(screen.getAllByText('75.0%')).toHaveLength(2);
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/proposal/statistic/sectorProposalCount', {});
    await user.click(screen.getByLabelText('提案届次'));
    await user.click(await screen.findByText('十五届四次会议'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/proposal/statistic/sectorProposalCount', { sessionId: 'ps1' }));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/proposal/statistic/sectorProposalCount/export',
        expect.objectContaining({ method: 'POST', body: { sessionId: 'ps1' } }),
      ),
    );
  }, 120_000);

  it('starts on the current session', async () => {
    get.mockImplementation(async () => [
      { id: 'ps0', name: '十五届三次会议', state: 2 },
      { id: 'ps1', name: '十五届四次会议', state: 0 },
    ]);
    renderWithApp(<StatPage name="handleUnitCount" />, { perms: [proposalStatPerm('handleUnitCount', 'view')] });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/proposal/proposalCount/handleUnitCount', { sessionId: 'ps1' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('中国共产党')).toBeInTheDocument();
  }, 60_000);

  it('hides the export button without its permission', async () => {
    renderWithApp(<StatPage name="sectorProposalCount" />, { perms: [proposalStatPerm('sectorProposalCount', 'view')] });
    expect(await screen.findByText('中国共产党')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  }, 60_000);

  it('charts the counted columns and leaves out empty rows and rates', () => {
    const option = statChartOption(result);
    expect(option.xAxis.data).toEqual(['中国共产党']);
    expect(option.series.map((s) => s.name)).toEqual(['提案数', '立案']);
    expect(option.series[0].data).toEqual([4]);
  });
});
