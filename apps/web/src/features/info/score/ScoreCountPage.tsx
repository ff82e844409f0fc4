import {
  InfoPage,
  InfoScoreApi,
  type ScoreKindValue as Kind,
  SCORE_EVENTS,
  ScoreKind,
  type ScoreLine,
  type ScoreRow,
  scoreEventLabel,
  scoreKindLabel,
} from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { chinaYear, formatChina } from '@/app/format';
import { TableEmpty } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { scoreApi, scoreKeys } from './api';

/** How one score is made: which item, which rule, how many points, line by line; the lines sum to the total. */
function Explanation({ year, kind, row }: { year: number; kind: Kind; row: ScoreRow }) {
  const q = useQuery({ queryKey: scoreKeys.explain(kind, row.id, year), queryFn: () => scoreApi.explain({ year, kind, id: row.id }) });
  if (q.isError) return <Empty description="积分明细加载失败，请重试" />;
  return (
    <Table<ScoreLine>
      rowKey={(l) => `${l.itemId}-${l.ruleId}-${l.at}`}
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.lines ?? []}
      pagination={false}
      locale={{ emptyText: <TableEmpty loading={q.isLoading} /> }}
      columns={[
        {
          title: '信息',
          dataIndex: 'title',
          render: (v: string, l) => (
            <Link to={InfoPage.detail(l.itemId)}>
              <Ellipsis text={v} />
            </Link>
          ),
        },
        { title: '计分事件', dataIndex: 'eventLabel', width: 90 },
        { title: '时间', dataIndex: 'at', width: 110, render: (v: string) => formatChina(v, 'YYYY-MM-DD') },
        { title: '积分规则', dataIndex: 'ruleName', width: 140, render: (v: string) => <Ellipsis text={v} /> },
        // the issue and the leader or unit behind a 刊发, 领导批示 or 单位反馈 line
        { title: '说明', dataIndex: 'note', width: 180, render: (v: string | null | undefined) => <Ellipsis text={v ?? ''} /> },
        {
          title: '得分',
          dataIndex: 'points',
          width: 150,
          align: 'right',
          render: (v: number, l) =>
            l.excludedBy ? (
              <span title={l.excludedBy}>
                <Tag>互斥不计</Tag>
                <Typography.Text delete type="secondary">
                  {l.rulePoints}
                </Typography.Text>
              </span>
            ) : (
              v
            ),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={5}>
            <Typography.Text strong>合计</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong>{q.data?.total ?? row.total}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** 积分统计 (/info/statistic/scoreCount): a year's scores by reporter or unit; a row opens its explanation. */
export default function ScoreCountPage() {
  const [year, setYear] = useState(chinaYear());
  const [kind, setKind] = useState<Kind>(ScoreKind.person);
  const [name, setName] = useState('');
  const [opened, setOpened] = useState<ScoreRow | null>(null);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const query = { year, kind, name: name || undefined };
  const q = useQuery({ queryKey: scoreKeys.scores(query), queryFn: () => scoreApi.scores(query) });
  const clear = async () => {
    await scoreApi.clearCache();
    await qc.invalidateQueries({ queryKey: ['info', 'score', 'statistics'] });
    message.success('已重新计算');
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
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
          <Segmented<Kind>
            aria-label="统计对象"
            value={kind}
            onChange={setKind}
            options={[
              { value: ScoreKind.person, label: `按${scoreKindLabel.person}` },
              { value: ScoreKind.unit, label: `按${scoreKindLabel.unit}` },
            ]}
          />
          <Input.Search
            aria-label="名称"
            allowClear
            placeholder="姓名或单位"
            maxLength={50}
            onSearch={(v) => setName(v.trim())}
            style={{ width: 220 }}
          />
          <Button onClick={clear}>清除缓存并重新计算</Button>
          <ExportButton url={InfoScoreApi.statisticsExport} filters={query} />
        </Space>
      </Card>
      <Card
        size="small"
        title={`${year}年度信息积分`}
        extra={q.data && <Typography.Text type="secondary">计算于 {formatChina(q.data.computedAt, 'YYYY-MM-DD HH:mm:ss')}</Typography.Text>}
      >
        {q.isError ? (
          <Empty description="积分统计加载失败，请重试" />
        ) : (
          <Table<ScoreRow>
            rowKey="id"
            size="small"
            bordered
            loading={q.isFetching}
            dataSource={q.data?.rows ?? []}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => `共${n}条数据` }}
            locale={{ emptyText: <TableEmpty loading={q.isFetching} /> }}
            onRow={(r) => ({ onClick: () => setOpened(r), style: { cursor: 'pointer' } })}
            columns={[
              { title: '排名', dataIndex: 'rank', width: 56, align: 'center' },
              {
                title: scoreKindLabel[kind],
                dataIndex: 'name',
                width: 120,
                render: (v: string) => <Typography.Link>{v}</Typography.Link>,
              },
              ...(kind === ScoreKind.person
                ? [{ title: '所在单位', dataIndex: 'unitName', width: 160, render: (v: string | null) => <Ellipsis text={v ?? ''} /> }]
                : []),
              { title: '信息数', dataIndex: 'items', width: 72, align: 'right' as const },
              ...SCORE_EVENTS.map((e) => ({
                title: scoreEventLabel[e],
                key: e,
                // four characters a title: the eight events and the total fit 1366 without scrolling
                width: 72,
                align: 'right' as const,
                render: (_: unknown, r: ScoreRow) => r.byEvent[e] ?? 0,
              })),
              {
                title: '总积分',
                dataIndex: 'total',
                width: 80,
                align: 'right' as const,
                render: (v: number) => <Typography.Text strong>{v}</Typography.Text>,
              },
            ]}
          />
        )}
      </Card>
      <Drawer
        open={opened !== null}
        size="60%"
        title={opened ? `${opened.name} · ${year}年度积分明细（共${opened.total}分）` : ''}
        onClose={() => setOpened(null)}
        destroyOnHidden
      >
        {opened && <Explanation year={year} kind={kind} row={opened} />}
      </Drawer>
    </Space>
  );
}
