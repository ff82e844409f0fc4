import { type AppraiseKind, type AppraiseStatRow, appraiseKindLabel, appraiseTargetLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Card, Descriptions, Empty, Table } from 'antd';
import ReactECharts from 'echarts-for-react';
import { Link } from 'react-router';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { useChosenAppraisal } from './mgtShared';

/** mgt/statistics: per target, how many appraised, the grades, the average score and the satisfaction rate. */
export function StatisticsPage({ kind }: { kind: AppraiseKind }) {
  const { id, picker } = useChosenAppraisal(kind);
  const q = useQuery({
    queryKey: appraiseKeys.statistics(kind, id ?? ''),
    queryFn: () => appraiseApi(kind).statistics(id!),
    enabled: !!id,
  });
  const s = q.data;
  const columns: TableColumnsType<AppraiseStatRow> = [
    { title: appraiseTargetLabel[kind], dataIndex: 'name', render: (v: string, r) => (r.extra ? `${v}（${r.extra}）` : v) },
    { title: '评议人数', dataIndex: 'count', align: 'right', sorter: (a, b) => a.count - b.count },
    { title: '满意', dataIndex: 'satisfied', align: 'right' },
    { title: '基本满意', dataIndex: 'basically', align: 'right' },
    { title: '不满意', dataIndex: 'not', align: 'right' },
    {
      title: '平均分',
      dataIndex: 'avgScore',
      align: 'right',
      render: (v: number | null) => v ?? '--',
      sorter: (a, b) => (a.avgScore ?? -1) - (b.avgScore ?? -1),
    },
    {
      title: '满意率',
      dataIndex: 'satisfactionRate',
      align: 'right',
      render: (v: number | null) => (v === null ? '--' : `${v.toFixed(1)}%`),
    },
    {
      title: '操作',
      key: 'detail',
      render: (_, r) => <Link to={`${pathOf(kind, 'mgt/statisticsDetailList')}?id=${id}&targetRowId=${r.targetRowId}`}>明细</Link>,
    },
  ];
  const option = s && {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 80 },
    xAxis: { type: 'category', data: s.rows.map((r) => r.name), axisLabel: { interval: 0, rotate: s.rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', max: 100 },
    series: [
      { name: '平均分', type: 'bar', barMaxWidth: 28, data: s.rows.map((r) => r.avgScore ?? 0) },
      { name: '满意率（%）', type: 'line', data: s.rows.map((r) => r.satisfactionRate ?? 0) },
    ],
  };
  return (
    <Card title={`${appraiseKindLabel[kind]}统计`} extra={picker}>
      {!id ? (
        <Empty description="请选择测评" />
      ) : s ? (
        <>
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="测评">{s.appraise.title}</Descriptions.Item>
            <Descriptions.Item label="状态">{s.appraise.stateName}</Descriptions.Item>
            <Descriptions.Item label="参评委员">{s.appraise.participantCount}</Descriptions.Item>
            <Descriptions.Item label="已完成">{s.appraise.finishedCount}</Descriptions.Item>
          </Descriptions>
          {s.rows.some((r) => r.count) && option ? <ReactECharts option={option} style={{ height: 300 }} notMerge /> : null}
          <Table<AppraiseStatRow>
            rowKey="targetRowId"
            size="small"
            bordered
            columns={columns}
            dataSource={s.rows}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
          />
        </>
      ) : (
        <Table loading columns={[]} dataSource={[]} pagination={false} />
      )}
    </Card>
  );
}
