import { type InfoGraph, type InfoOverview, InfoPerm, type InfoRow } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic, Tabs } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useState } from 'react';
import { useAuthority } from '@/app/auth/Authority';
import { chinaYear } from '@/app/format';
import { DataTable } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { scoreApi, scoreKeys } from './api';
import { itemColumns } from './ItemTables';

/** A graph of the desktop: bars per category (months, or top-level types). */
export function graphOption(g: InfoGraph) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: g.categories, axisLabel: { interval: 0, rotate: g.categories.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: g.series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 24, data: s.data })),
  };
}

function Graph({ which, year, title }: { which: 'month' | 'type'; year: number; title: string }) {
  const q = useQuery({ queryKey: scoreKeys.graph(which, year), queryFn: () => scoreApi.graph(which, year) });
  return (
    <Card size="small" title={title}>
      {q.isError ? (
        <Empty description="图表加载失败，请重试" />
      ) : q.data ? (
        <ReactECharts option={graphOption(q.data)} style={{ height: 300 }} notMerge lazyUpdate />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

const FIGURES: [key: keyof Omit<InfoOverview, 'year'>, title: string][] = [
  ['reported', '报送信息'],
  ['reviewing', '审核中'],
  ['toAdopt', '待采用'],
  ['adopted', '已采用'],
  ['sentUp', '报送上级'],
  ['upperAdopted', '上级采用'],
  ['today', '今日报送'],
  ['unread', '未读'],
];

/** 信息工作台 (/info/desktop): this year's figures, two graphs of a year, the caller's review queues. */
export default function DesktopPage() {
  const [year, setYear] = useState(chinaYear());
  const can = useAuthority();
  const overview = useQuery({ queryKey: scoreKeys.overview, queryFn: scoreApi.overview, enabled: can(InfoPerm.statistics) });
  return (
    <Row gutter={[16, 16]}>
      {can(InfoPerm.statistics) && (
        <>
          <Col span={24}>
            <Card size="small" title={`${chinaYear()}年度概况`}>
              {overview.data ? (
                <Row gutter={[16, 8]}>
                  {FIGURES.map(([k, title]) => (
                    <Col key={k} xs={12} md={6} xl={3}>
                      <Statistic title={title} value={overview.data[k]} suffix="条" />
                    </Col>
                  ))}
                </Row>
              ) : overview.isError ? (
                <Empty description="概况加载失败，请重试" />
              ) : (
                <Skeleton active paragraph={{ rows: 1 }} />
              )}
            </Card>
          </Col>
          <Col span={24}>
            <Card size="small">
              <span style={{ marginRight: 8 }}>图表年度</span>
              <YearPicker
                valueType="number"
                aria-label="图表年度"
                value={year}
                allowClear={false}
                onChange={(v) => v && setYear(Number(v))}
                style={{ width: 120 }}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Graph which="month" year={year} title={`${year}年逐月报送与采用`} />
          </Col>
          <Col xs={24} xl={12}>
            <Graph which="type" year={year} title={`${year}年各类别报送与采用`} />
          </Col>
        </>
      )}
      {can(InfoPerm.check) && (
        <Col span={24}>
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'todo',
                  label: '待我审核',
                  children: (
                    <DataTable<InfoRow, object>
                      queryKey={['info', 'desktop', 'todo']}
                      fetch={scoreApi.todo}
                      rowKey="id"
                      columns={itemColumns}
                    />
                  ),
                },
                {
                  key: 'done',
                  label: '我已审核',
                  children: (
                    <DataTable<InfoRow, object>
                      queryKey={['info', 'desktop', 'done']}
                      fetch={scoreApi.done}
                      rowKey="id"
                      columns={itemColumns}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
