import type { StatResult } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statChartOption as infoChartOption } from '@/components/StatChart';
import { fastUser, renderWithApp } from '@/components/test-utils';
import StatPages from './StatPages';

const { post, get, download } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download, upload: vi.fn() } }));
// the canvas is not the point here: the option handed to it is checked below
vi.mock('echarts-for-react', () => ({ default: () => <div data-testid="chart" /> }));

const user = fastUser();
const result: StatResult = {
  title: '报送统计',
  dimension: '上报人',
  columns: [
    { key: 'reported', title: '报送数', kind: 'count' },
    { key: 'adopted', title: '采用数', kind: 'count' },
    { key: 'adoptRate', title: '采用率', kind: 'rate' },
  ],
  rows: [
    { id: 'u1', name: '魏远航', values: { reported: 4, adopted: 3, adoptRate: 75 } },
    { id: 'u2', name: '城东区政协信息直报点', values: { reported: 0, adopted: 0, adoptRate: 0 } },
  ],
  total: { reported: 4, adopted: 3, adoptRate: 75 },
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  download.mockReset();
  post.mockImplementation(async (url: string) => (url === '/info/statistics/adopt/detail' ? { list: [], total: 0 } : result));
  get.mockResolvedValue([]);
});

describe('报送统计', () => {
  it('shows the chart and the table with 合计, switches the way of counting, exports and opens a row', async () => {
    renderWithApp(<StatPages name="reportCount" />, { path: '/info/statistic/reportCount' });
    expect(await screen.findByText('魏远航')).toBeInTheDocument();
    expect(screen.getByText('合计')).toBeInTheDocument();
    expect(screen.getAllByText('75.0%')).toHaveLength(2);
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(post).toHaveBeenCalledWith('/info/statistics/report', expect.objectContaining({ year }));

    await user.click(screen.getByText('按单位'));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/info/statistics/unit/report', expect.objectContaining({ year })));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/info/statistics/unit/report/export',
        expect.objectContaining({ method: 'POST', body: expect.objectContaining({ year }) }),
      ),
    );
    await user.click(screen.getByText('魏远航'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/info/statistics/adopt/detail', expect.objectContaining({ unitId: 'u1', year })),
    );
  }, 60_000);

  it('charts the counted columns of the rows that have any', () => {
    const o = infoChartOption(result);
    expect(o.xAxis.data).toEqual(['魏远航']);
    expect(o.series.map((s) => s.name)).toEqual(['报送数', '采用数']);
  });
});
