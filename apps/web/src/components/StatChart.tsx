import type { StatResult } from '@cppcc/contracts';
import { Empty } from 'antd';
import ReactECharts from 'echarts-for-react';

/** At most this many bars: the table below has every row. */
const MAX_BARS = 20;

/** The first counted columns (at most three) of any statistics table (StatResult) as grouped bars, one group per row. */
export function statChartOption(r: StatResult) {
  const series = r.columns.filter((c) => c.kind === 'count').slice(0, 3);
  const rows = r.rows.filter((x) => series.some((c) => (x.values[c.key] ?? 0) > 0)).slice(0, MAX_BARS);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 80 },
    xAxis: { type: 'category', data: rows.map((x) => x.name), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((c) => ({ name: c.title, type: 'bar', barMaxWidth: 28, data: rows.map((x) => x.values[c.key] ?? 0) })),
  };
}

export function StatChart({ result, height = 320 }: { result: StatResult; height?: number }) {
  const option = statChartOption(result);
  if (!option.xAxis.data.length) return <Empty description="暂无数据" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return <ReactECharts option={option} style={{ height }} notMerge lazyUpdate />;
}
