import {
  MA_ATTENDANCE_BY,
  type MaAttendanceRow,
  type MaStats,
  type MeetKind,
  maAttendanceByLabel,
  meetKindLabel,
  meetStateLabel,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Segmented, Select, Skeleton, Space, Statistic, Table, type TableColumnsType } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useState } from 'react';
import { chinaYear } from '@/app/format';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { statsApi, statsKeys } from './api';

type By = (typeof MA_ATTENDANCE_BY)[number];

export function barOption(categories: string[], series: { name: string; data: number[] }[], percent = false) {
  return {
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 40, right: 16, top: series.length > 1 ? 36 : 16, bottom: 56 },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 } },
    yAxis: percent ? { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } } : { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 24, data: s.data })),
  };
}

function Chart({ option, height = 280 }: { option: object; height?: number }) {
  return <ReactECharts option={option} style={{ height }} notMerge lazyUpdate />;
}

const rate = (v: number) => `${v.toFixed(1)}%`;

function Overview({ s, label }: { s: MaStats; label: string }) {
  const recordColumns: TableColumnsType<MaStats['records'][number]> = [
    { title: '标题', dataIndex: 'title', key: 'title', render: (v: string) => <Ellipsis text={v} /> },
    { title: '类型', dataIndex: 'typeName', key: 'typeName', width: 120, render: (v: string | null) => <Ellipsis text={v ?? ''} /> },
    {
      title: '开始时间',
      dataIndex: 'startTime',
      key: 'startTime',
      width: 136,
      render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
    },
    { title: '状态', dataIndex: 'state', key: 'state', width: 80, render: (v: number) => meetStateLabel[v] },
    { title: '应到', dataIndex: 'invited', key: 'invited', width: 70, align: 'right' },
    { title: '出席', dataIndex: 'present', key: 'present', width: 70, align: 'right' },
    { title: '请假', dataIndex: 'leave', key: 'leave', width: 70, align: 'right' },
    { title: '缺席', dataIndex: 'absent', key: 'absent', width: 70, align: 'right' },
    {
      title: '出席率',
      dataIndex: 'rate',
      key: 'rate',
      width: 90,
      align: 'right',
      // a record nobody has a result on yet (not held) has no rate
      render: (v: number, r) => (r.present + r.leave + r.absent ? rate(v) : '--'),
    },
  ];
  return (
    <>
      <Col span={24}>
        <Card size="small">
          <Row gutter={[16, 8]}>
            <Col xs={12} md={6}>
              <Statistic title={`${label}总数`} value={s.total} suffix="个" />
            </Col>
            {s.byState.map((x) => (
              <Col key={x.state} xs={12} md={6}>
                <Statistic title={meetStateLabel[x.state]} value={x.count} suffix="个" />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={`各类型${label}数`}>
          {s.byType.length ? (
            <Chart
              option={barOption(
                s.byType.map((t) => t.name),
                [{ name: `${label}数`, data: s.byType.map((t) => t.count) }],
              )}
            />
          ) : (
            <Empty description="暂无数据" />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={`逐月${label}数`}>
          <Chart
            option={barOption(
              s.byMonth.map((m) => `${m.month}月`),
              [{ name: `${label}数`, data: s.byMonth.map((m) => m.count) }],
            )}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={`各${label}出席情况`}>
          <Table
            rowKey="id"
            size="small"
            columns={recordColumns}
            dataSource={s.records}
            pagination={{ pageSize: 10, showSizeChanger: false }}
          />
        </Card>
      </Col>
    </>
  );
}

function Attendance({ kind, year }: { kind: MeetKind; year: number }) {
  const [by, setBy] = useState<By>('member');
  const q = useQuery({ queryKey: statsKeys.attendance(kind, year, by), queryFn: () => statsApi(kind).attendance({ year, by }) });
  const columns: TableColumnsType<MaAttendanceRow> = [
    { title: maAttendanceByLabel[by], dataIndex: 'name', key: 'name', render: (v: string) => <Ellipsis text={v} /> },
    { title: '应到', dataIndex: 'invited', key: 'invited', width: 80, align: 'right' },
    { title: '出席', dataIndex: 'present', key: 'present', width: 80, align: 'right' },
    { title: '请假', dataIndex: 'leave', key: 'leave', width: 80, align: 'right' },
    { title: '缺席', dataIndex: 'absent', key: 'absent', width: 80, align: 'right' },
    { title: '出席率', dataIndex: 'rate', key: 'rate', width: 90, align: 'right', render: rate },
  ];
  const top = (q.data?.rows ?? []).slice(0, 20);
  return (
    <Card
      size="small"
      title={`${year}年${meetKindLabel[kind]}出席率`}
      extra={
        <Segmented<By>
          aria-label="统计维度"
          value={by}
          onChange={setBy}
          options={MA_ATTENDANCE_BY.map((b) => ({ value: b, label: `按${maAttendanceByLabel[b]}` }))}
        />
      }
    >
      {q.isError ? (
        <Empty description="出席率加载失败，请重试" />
      ) : !q.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            {top.length ? (
              <Chart
                option={barOption(
                  top.map((r) => r.name),
                  [{ name: '出席率', data: top.map((r) => r.rate) }],
                  true,
                )}
                height={320}
              />
            ) : (
              <Empty description="暂无已结束的会议活动" />
            )}
          </Col>
          <Col xs={24} xl={12}>
            <Table
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={q.data.rows}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {q.data.total.invited}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {q.data.total.present}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {q.data.total.leave}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {q.data.total.absent}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {rate(q.data.total.rate)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

/**
 * 会议统计 / 活动统计 (/{kind}/statistic): a year's records by state, type and month with each one's
 * attendance, and the attendance rates by member, sector (界别) or special committee (专委会).
 */
export default function StatisticPage({ kind }: { kind: MeetKind }) {
  const label = meetKindLabel[kind];
  const [year, setYear] = useState<number>(chinaYear());
  const [typeId, setTypeId] = useState<string | undefined>();
  const types = useQuery({ queryKey: statsKeys.types(kind), queryFn: statsApi(kind).types, staleTime: 60_000 });
  const q = useQuery({ queryKey: statsKeys.stats(kind, year, typeId), queryFn: () => statsApi(kind).stats({ year, typeId }) });
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small">
          <Space wrap>
            <span>年度</span>
            <YearPicker
              valueType="number"
              aria-label="年度"
              value={year}
              allowClear={false}
              onChange={(v) => v && setYear(Number(v))}
              style={{ width: 120 }}
            />
            <span>{label}类型</span>
            <Select
              allowClear
              aria-label={`${label}类型`}
              placeholder="全部类型"
              style={{ width: 180 }}
              value={typeId}
              onChange={setTypeId}
              options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </Space>
        </Card>
      </Col>
      {q.isError ? (
        <Col span={24}>
          <Empty description="统计加载失败，请重试" />
        </Col>
      ) : q.data ? (
        <Overview s={q.data} label={label} />
      ) : (
        <Col span={24}>
          <Skeleton active />
        </Col>
      )}
      <Col span={24}>
        <Attendance kind={kind} year={year} />
      </Col>
    </Row>
  );
}
