import type { StatResult, StatRow } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Drawer, Empty, Form, Segmented, Space, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { chinaYear } from '@/app/format';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { TableEmpty } from '@/components/DataTable';
import { DateInput, YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { compactValues } from '@/components/filters';
import { StatChart } from '@/components/StatChart';
import { statColumn, statSummary } from '@/components/statTable';
import { scoreApi, scoreKeys } from './api';

/** One way of counting a page offers (the page's call, and what it adds to the filters). */
export interface StatView {
  key: string;
  label: string;
  url: string;
  extra?: Record<string, unknown>;
}

export type StatFilters = { year?: number; dateFrom?: string; dateTo?: string; typeId?: string };

export interface InfoStatPageProps {
  title: string;
  views: StatView[];
  /** what opens when a row's name is clicked (the items behind its numbers) */
  drill?: (row: StatRow, filters: StatFilters, view: StatView) => ReactNode;
}

function columnsOf(r: StatResult, open?: (row: StatRow) => void): TableColumnsType<StatRow> {
  return [
    {
      title: r.dimension,
      dataIndex: 'name',
      key: 'name',
      fixed: 'left',
      width: 160,
      render: (v: string, row: StatRow) =>
        open ? (
          <Typography.Link onClick={() => open(row)}>
            <Ellipsis text={v} />
          </Typography.Link>
        ) : (
          <Ellipsis text={v} />
        ),
    },
    ...r.columns.map((c) => statColumn(c, 96)),
  ];
}

/** The filters every information statistic takes: year, report dates, type. */
function Filters({ onSearch }: { onSearch: (f: StatFilters) => void }) {
  const [form] = Form.useForm();
  const submit = (v: Record<string, unknown>) => onSearch(compactValues<StatFilters>(v));
  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={{ year: chinaYear() }} style={{ rowGap: 12 }}>
      <Form.Item name="year" label="年度">
        <YearPicker valueType="number" aria-label="年度" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="dateFrom" label="报送日期起">
        <DateInput aria-label="报送日期起" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="dateTo" label="报送日期止">
        <DateInput aria-label="报送日期止" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="typeId" label="信息类别">
        <InfoTypeTreeSelect allowClear style={{ width: 180 }} placeholder="全部类别" />
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

/** A statistics page (spec 001 §2.7): filters, a bar chart, the table with its 合计 row, export to xlsx. */
export default function InfoStatPage({ title, views, drill }: InfoStatPageProps) {
  const [filters, setFilters] = useState<StatFilters>({ year: chinaYear() });
  const [viewKey, setViewKey] = useState(views[0].key);
  const [opened, setOpened] = useState<StatRow | null>(null);
  const view = views.find((v) => v.key === viewKey) ?? views[0];
  const body = { ...filters, ...view.extra };
  const q = useQuery({ queryKey: scoreKeys.stat(view.url, body), queryFn: () => scoreApi.stat(view.url, body) });
  const r = q.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Filters onSearch={setFilters} />
      </Card>
      <Card
        size="small"
        title={r?.title ?? title}
        extra={
          <Space>
            {views.length > 1 && (
              <Segmented
                aria-label="统计方式"
                value={viewKey}
                onChange={(v) => setViewKey(String(v))}
                options={views.map((v) => ({ value: v.key, label: v.label }))}
              />
            )}
            <ExportButton url={`/${view.url}/export`} filters={body} />
          </Space>
        }
      >
        {q.isError ? (
          <Empty description="统计数据加载失败，请重试" />
        ) : r ? (
          <>
            <StatChart result={r} />
            <Table<StatRow>
              rowKey={(row) => row.id ?? `none-${row.name}`}
              size="small"
              bordered
              loading={q.isFetching}
              columns={columnsOf(r, drill ? setOpened : undefined)}
              dataSource={r.rows}
              pagination={r.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <TableEmpty loading={q.isFetching} /> }}
              summary={statSummary(r)}
            />
          </>
        ) : (
          <Table loading columns={[]} dataSource={[]} pagination={false} />
        )}
      </Card>
      {drill && (
        <Drawer open={opened !== null} size="60%" title={opened?.name} onClose={() => setOpened(null)} destroyOnHidden>
          {opened && drill(opened, filters, view)}
        </Drawer>
      )}
    </Space>
  );
}
