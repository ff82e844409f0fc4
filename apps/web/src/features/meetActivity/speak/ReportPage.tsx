import type { StatResult } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, InputNumber, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { StatChart } from '@/components/StatChart';
import { speakApi, speakKeys } from './api';

const COLUMNS = [
  { key: 'total', title: '发言总数' },
  { key: 'oral', title: '口头发言' },
  { key: 'written', title: '书面发言' },
  { key: 'passed', title: '已采用' },
  { key: 'submitted', title: '待审核' },
  { key: 'returned', title: '已退回' },
] as const;

type Counts = Record<(typeof COLUMNS)[number]['key'], number>;

/** 发言统计: per speaker or per meeting, by type and state, for a year; a bar chart above the table. */
export default function ReportPage() {
  const [year, setYear] = useState<number | undefined>(new Date().getFullYear());
  const [by, setBy] = useState<'speaker' | 'meeting'>('speaker');
  const q = useQuery({ queryKey: speakKeys.statistics(year), queryFn: () => speakApi.statistics(year) });
  const rows: (Counts & { id: string | null; name: string })[] =
    by === 'speaker'
      ? (q.data?.bySpeaker ?? []).map((r) => ({ ...r, id: r.speakerId, name: r.speakerName }))
      : (q.data?.byMeeting ?? []).map((r) => ({ ...r, id: r.meetId, name: r.meetTitle }));
  const result: StatResult = {
    title: '发言统计',
    dimension: by === 'speaker' ? '发言人' : '会议',
    columns: COLUMNS.map((c) => ({ ...c, kind: 'count' as const })),
    rows: rows.map((r) => ({ id: r.id, name: r.name, values: Object.fromEntries(COLUMNS.map((c) => [c.key, r[c.key]])) })),
    total: Object.fromEntries(COLUMNS.map((c) => [c.key, rows.reduce((n, r) => n + r[c.key], 0)])),
  };
  return (
    <Card
      title="发言统计"
      extra={
        <Space>
          <Segmented
            value={by}
            onChange={(v) => setBy(v as 'speaker' | 'meeting')}
            options={[
              { value: 'speaker', label: '按发言人' },
              { value: 'meeting', label: '按会议' },
            ]}
          />
          <InputNumber
            placeholder="年度"
            min={2000}
            max={2100}
            value={year}
            onChange={(v) => setYear(v ?? undefined)}
            addonAfter="年"
            style={{ width: 130 }}
          />
        </Space>
      }
    >
      <StatChart result={{ ...result, columns: result.columns.slice(1, 4) }} height={280} />
      <Table
        size="small"
        rowKey={(r) => r.id ?? r.name}
        loading={q.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { title: result.dimension, dataIndex: 'name', ellipsis: true },
          ...COLUMNS.map((c) => ({ title: c.title, dataIndex: c.key, width: 90, align: 'right' as const })),
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                {COLUMNS.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i + 1} align="right">
                    {result.total[c.key]}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}
