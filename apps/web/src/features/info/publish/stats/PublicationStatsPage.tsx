import { type PublicationStatView, publicationStatTitle, type StatResult, type StatRow } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Form, Segmented, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { chinaYear } from '@/app/format';
import { TableEmpty } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { StatChart } from '@/components/StatChart';
import { statColumn, statSummary } from '@/components/statTable';
import { type PublicationStatFilters, publicationStatApi, publicationStatKeys } from './api';

const VIEWS: PublicationStatView[] = ['reporter', 'unit', 'type'];

function columnsOf(r: StatResult): TableColumnsType<StatRow> {
  return [
    { title: r.dimension, dataIndex: 'name', key: 'name', fixed: 'left', width: 180, render: (v: string) => <Ellipsis text={v} /> },
    ...r.columns.map((c) => statColumn(c, 96)),
  ];
}

/** Year and publication type: the filters of all three views. */
function Filters({ onSearch }: { onSearch: (f: PublicationStatFilters) => void }) {
  const [form] = Form.useForm();
  const types = useQuery({ queryKey: publicationStatKeys.types, queryFn: publicationStatApi.types, staleTime: 60_000 });
  const submit = (v: PublicationStatFilters) => onSearch({ year: v.year ?? chinaYear(), typeId: v.typeId || undefined });
  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={{ year: chinaYear() }} style={{ rowGap: 12 }}>
      <Form.Item name="year" label="年度">
        <YearPicker valueType="number" aria-label="年度" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="typeId" label="刊物类型">
        <Select
          allowClear
          aria-label="刊物类型"
          placeholder="全部刊物"
          style={{ width: 200 }}
          loading={types.isLoading}
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({ year: chinaYear() });
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function StatTable({ r, loading }: { r: StatResult; loading: boolean }) {
  return (
    <Table<StatRow>
      rowKey={(row) => row.id ?? `none-${row.name}`}
      size="small"
      bordered
      loading={loading}
      columns={columnsOf(r)}
      dataSource={r.rows}
      pagination={r.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <TableEmpty loading={loading} /> }}
      summary={statSummary(r)}
    />
  );
}

/**
 * 刊物统计 (/info/periodical/statistics): per reporter, unit and category, for a year and
 * optionally one publication type: a bar chart of 期数, 刊发条数 and 批示合计, the table with its
 * 合计 row (distinct counts, not the sum of the rows), and the same table as xlsx.
 */
export default function PublicationStatsPage() {
  const [filters, setFilters] = useState<PublicationStatFilters>({ year: chinaYear() });
  const [view, setView] = useState<PublicationStatView>('reporter');
  const [by, setBy] = useState<'publicationType' | 'infoType'>('publicationType');
  const body: PublicationStatFilters = view === 'type' ? { ...filters, by } : filters;
  const q = useQuery({ queryKey: publicationStatKeys.stat(view, body), queryFn: () => publicationStatApi.stat(view, body) });
  const r = q.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Filters onSearch={setFilters} />
      </Card>
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          activeKey={view}
          onChange={(k) => setView(k as PublicationStatView)}
          items={VIEWS.map((v) => ({ key: v, label: publicationStatTitle[v] }))}
          tabBarExtraContent={
            <Space>
              {view === 'type' && (
                <Segmented
                  aria-label="类别"
                  value={by}
                  onChange={(v) => setBy(v as typeof by)}
                  options={[
                    { value: 'publicationType', label: '刊物类型' },
                    { value: 'infoType', label: '信息类别' },
                  ]}
                />
              )}
              <ExportButton url={publicationStatApi.exportUrl(view)} filters={body} />
            </Space>
          }
        />
        {q.isError ? (
          <Empty description="统计数据加载失败，请重试" />
        ) : r ? (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Text strong>{r.title}</Typography.Text>
            <StatChart result={r} />
            <StatTable r={r} loading={q.isFetching} />
          </Space>
        ) : (
          <Table loading columns={[]} dataSource={[]} pagination={false} />
        )}
      </Card>
    </Space>
  );
}
