import {
  ProposalSessionState,
  type ProposalStatName,
  ProposalStatsApi,
  proposalStatPerm,
  proposalStatTitle,
  type StatColumn,
  type StatResult,
  type StatRow,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Form, Select, Space, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { textWidth, useFitScroll } from '@/components/crud/columnKinds';
import { TableEmpty } from '@/components/DataTable';
import { DateInput, YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { compactValues } from '@/components/filters';
import { StatChart } from '@/components/StatChart';
import { statColumn, statSummary } from '@/components/statTable';
import { type StatFilters, statsApi, statsKeys } from './api';

/** the name column (cut with an ellipsis) */
const NAME_WIDTH = 120;
/** a count column: its title on at most two lines (half of it, in whole characters), the sort arrows, the padding */
const countWidth = (c: StatColumn) => Math.max(66, Math.ceil(textWidth(c.title) / 2 / 14) * 14 + 16 + 22);

function tableColumns(r: StatResult): TableColumnsType<StatRow> {
  return [
    { title: r.dimension, dataIndex: 'name', key: 'name', fixed: 'left', width: NAME_WIDTH, render: (v: string) => <Ellipsis text={v} /> },
    ...r.columns.map((c) => statColumn(c, countWidth(c))),
  ];
}

/** Session and year for every page; conditionCount adds its further conditions. */
function Filters({ name, onSearch }: { name: ProposalStatName; onSearch: (f: StatFilters) => void }) {
  const [form] = Form.useForm();
  const sessions = useQuery({ queryKey: statsKeys.sessions, queryFn: statsApi.sessions, staleTime: 60_000 });
  const submit = (v: Record<string, unknown>) => {
    onSearch(compactValues<StatFilters>(v));
  };
  // statistics are read per session: start on the current one (state 0), or on every session when none is current
  const started = useRef(false);
  useEffect(() => {
    if (started.current || sessions.isLoading) return;
    started.current = true;
    const current = (sessions.data ?? []).find((s) => s.state === ProposalSessionState.current);
    if (current) form.setFieldsValue({ sessionId: current.id });
    onSearch(current ? { sessionId: current.id } : {});
  }, [sessions.isLoading, sessions.data, form, onSearch]);
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12 }}>
      <Form.Item name="sessionId" label="提案届次">
        <Select
          allowClear
          aria-label="提案届次"
          placeholder="全部届次"
          style={{ width: 200 }}
          loading={sessions.isLoading}
          options={(sessions.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="year" label="年度">
        <YearPicker valueType="number" aria-label="年度" />
      </Form.Item>
      {name === 'conditionCount' && (
        <>
          <Form.Item name="typeId" label="提案类别">
            <ProposalTypeTreeSelect allowClear style={{ width: 200 }} placeholder="全部类别" />
          </Form.Item>
          <Form.Item name="proposerType" label="提案人类型">
            <Select
              allowClear
              aria-label="提案人类型"
              style={{ width: 120 }}
              options={[
                { value: 1, label: '委员' },
                { value: 3, label: '集体' },
              ]}
            />
          </Form.Item>
          <Form.Item name="isPlenary" label="提案时间">
            <Select
              allowClear
              aria-label="提案时间"
              style={{ width: 120 }}
              options={[
                { value: true, label: '大会提案' },
                { value: false, label: '平时提案' },
              ]}
            />
          </Form.Item>
          <Form.Item name="from" label="提交日期起">
            <DateInput />
          </Form.Item>
          <Form.Item name="to" label="提交日期止">
            <DateInput />
          </Form.Item>
        </>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** One counting or statistics page (spec 001 §2.5): filters, a bar chart, the table with its 合计 row, export. */
export default function StatPage({ name }: { name: ProposalStatName }) {
  const [filters, setFilters] = useState<StatFilters | null>(null);
  const q = useQuery({
    queryKey: statsKeys.stat(name, filters ?? {}),
    queryFn: () => statsApi.stat(name, filters ?? {}),
    enabled: filters !== null,
  });
  const r = q.data;
  // a wide statistic scrolls sideways only when its counts cannot share the width (titles on two lines)
  const fit = useFitScroll(NAME_WIDTH + (r?.columns ?? []).reduce((w, c) => w + countWidth(c), 0));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Filters name={name} onSearch={setFilters} />
      </Card>
      <Card
        size="small"
        title={proposalStatTitle[name]}
        extra={
          <Authority perm={proposalStatPerm(name, 'export')}>
            <ExportButton url={ProposalStatsApi.statExport[name]} filters={filters ?? {}} />
          </Authority>
        }
      >
        {q.isError ? (
          <Empty description="统计数据加载失败，请重试" />
        ) : r ? (
          <>
            <StatChart result={r} />
            <div ref={fit.ref}>
              <Table<StatRow>
                rowKey={(row) => row.id ?? `none-${row.name}`}
                size="small"
                bordered
                loading={q.isFetching}
                columns={tableColumns(r)}
                tableLayout="fixed"
                dataSource={r.rows}
                pagination={false}
                scroll={{ x: fit.x, y: 560 }}
                locale={{ emptyText: <TableEmpty loading={q.isFetching} /> }}
                summary={statSummary(r)}
              />
            </div>
          </>
        ) : (
          <Table loading columns={[]} dataSource={[]} pagination={false} />
        )}
      </Card>
    </Space>
  );
}
