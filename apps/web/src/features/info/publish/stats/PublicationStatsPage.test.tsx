import type { StatResult } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statChartOption } from '@/components/StatChart';
import { fastUser, renderWithApp } from '@/components/test-utils';
import PublicationStatsPage from './PublicationStatsPage';

const { post, get, download } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download, upload: vi.fn() } }));
// the canvas is not the point here: the option handed to it is checked below
vi.mock('echarts-for-react', () => ({ default: () => <div data-testid="chart" /> }));

const user = fastUser();
const columns = [
  { key: 'issues', title: '期数', kind: 'count' as const },
  { key: 'published', title: '刊发条数', kind: 'count' as const },
  { key: 'instructions', title: '批示合计', kind: 'count' as const },
  { key: 'feedback', title: '反馈数', kind: 'count' as const },
];
const result = (dimension: string, name: string): StatResult => ({
  title: `2026年刊物统计（${dimension}）`,
  dimension,
  columns,
  rows: [
    { id: 'x1', name, values: { issues: 3, published: 5, instructions: 2, feedback: 1 } },
    { id: 'x2', name: '没有刊发的人', values: { issues: 0, published: 0, instructions: 0, feedback: 0 } },
  ],
  total: { issues: 3, published: 5, instructions: 2, feedback: 1 },
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  download.mockReset();
  post.mockImplementation(async (url: string) =>
    url.endsWith('/reporter')
      ? result('上报人', '魏远航')
      : url.endsWith('/unit')
        ? result('上报单位', '民革市委会')
        : result('刊物类型', '社情民意'),
  );
  get.mockResolvedValue([{ id: 't1', name: '社情民意', publishingUnit: null, hasIssuer: false }]);
});

describe('刊物统计', () => {
  it('shows each tab with chart, table and 合计, switches the category, exports the view', async () => {
    renderWithApp(<PublicationStatsPage />, { path: '/info/periodical/statistics' });
    expect(await screen.findByText('魏远航')).toBeInTheDocument();
    expect(screen.getByText('合计')).toBeInTheDocument();
    expect(screen.getByTestId('chart')).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(post).toHaveBeenCalledWith('/publication/statistics/reporter', expect.objectContaining({ year }));

    await user.click(screen.getByRole('tab', { name: '按单位' }));
    expect(await screen.findByText('民革市委会')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '按类别' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/publication/statistics/type', expect.objectContaining({ year, by: 'publicationType' })),
    );
    await user.click(screen.getByText('信息类别'));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/publication/statistics/type', expect.objectContaining({ by: 'infoType' })));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/publication/statistics/type/export',
        expect.objectContaining({ method: 'POST', body: expect.objectContaining({ year, by: 'infoType' }) }),
      ),
    );
  }, 60_000);

  it('charts 期数, 刊发条数 and 批示合计 of the rows that have any', () => {
    const o = statChartOption(result('上报人', '魏远航'));
    expect(o.xAxis.data).toEqual(['魏远航']);
    expect(o.series.map((s) => s.name)).toEqual(['期数', '刊发条数', '批示合计']);
  });
});
