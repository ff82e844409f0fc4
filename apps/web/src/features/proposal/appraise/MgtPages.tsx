import {
  type AppraiseItem,
  type AppraiseKind,
  AppraisePerm,
  type AppraiseRecordItem,
  type AppraiseStatRow,
  appraiseGradeLabel,
  appraiseKindLabel,
  appraiseStateLabel,
  appraiseTargetLabel,
  type UnevaluatedItem,
} from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, DatePicker, Descriptions, Empty, Form, Input, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import ReactECharts from 'echarts-for-react';
import { type Key, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { statsApi, statsKeys } from '../stats/api';
import { appraiseApi, appraiseKeys, type Option, pathOf } from './api';

const stateColor: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue' };
const minute = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
const stateOptions = Object.entries(appraiseStateLabel).map(([value, label]) => ({ value: Number(value), label }));

type ListFilters = { keyword?: string; year?: number; state?: number };

function useAppraiseActions(kind: AppraiseKind) {
  const qc = useQueryClient();
  const a = appraiseApi(kind);
  const refresh = () => qc.invalidateQueries({ queryKey: appraiseKeys.all(kind) });
  return {
    publish: useMutation({ mutationFn: a.publish, onSuccess: refresh }),
    end: useMutation({ mutationFn: a.end, onSuccess: refresh }),
    remove: (ids: string[]) => a.remove(ids).then(refresh),
  };
}

/** mgt/list: the appraisals of one kind and their steps (publish, end, delete a draft). */
export function MgtListPage({ kind }: { kind: AppraiseKind }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const perm = AppraisePerm[kind];
  const [filters, setFilters] = useState<ListFilters>({});
  const act = useAppraiseActions(kind);
  const columns: TableColumnsType<AppraiseItem> = [
    { title: '标题', dataIndex: 'title', render: (v: string) => <Ellipsis text={v} maxWidth={260} /> },
    { title: '年度', dataIndex: 'year', width: 80 },
    { title: '提案届次', dataIndex: 'sessionName', render: (v: string | null) => v ?? '--' },
    { title: '开始时间', dataIndex: 'startTime', render: minute, width: 150 },
    { title: '结束时间', dataIndex: 'endTime', render: minute, width: 150 },
    { title: `${appraiseTargetLabel[kind]}数`, dataIndex: 'targetCount', width: 90, align: 'right' },
    {
      title: '参评委员',
      dataIndex: 'participantCount',
      width: 90,
      align: 'right',
      render: (v: number, r) => (r.state === 0 && !v ? '全体委员' : v),
    },
    { title: '已完成', dataIndex: 'finishedCount', width: 80, align: 'right' },
    { title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag color={stateColor[v]}>{appraiseStateLabel[v]}</Tag> },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_, r) => (
        <RowActions
          actions={[
            { key: 'edit', perm: perm.edit, visible: r.state === 0, node: <Link to={`${pathOf(kind, 'mgt/form')}?id=${r.id}`}>编辑</Link> },
            {
              key: 'publish',
              perm: perm.publish,
              visible: r.state === 0,
              node: (
                <Popconfirm
                  title="发布后将通知参评委员，且不能再修改，确定发布吗？"
                  onConfirm={() => act.publish.mutateAsync(r.id).then(() => message.success('发布成功'))}
                >
                  <Button type="link" size="small">
                    发布
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'end',
              perm: perm.publish,
              visible: r.state === 1,
              node: (
                <Popconfirm
                  title="结束后委员不能再评议，确定结束吗？"
                  onConfirm={() => act.end.mutateAsync(r.id).then(() => message.success('操作成功'))}
                >
                  <Button type="link" size="small">
                    结束
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'stat',
              perm: perm.statistics,
              visible: r.state !== 0,
              node: <Link to={`${pathOf(kind, 'mgt/statistics')}?id=${r.id}`}>统计</Link>,
            },
            {
              key: 'owing',
              perm: perm.statistics,
              visible: r.state !== 0,
              node: <Link to={`${pathOf(kind, 'mgt/unevaluatedList')}?id=${r.id}`}>未评</Link>,
            },
            { key: 'delete', perm: perm.edit, visible: r.state === 0, node: <ConfirmDelete onConfirm={() => act.remove([r.id])} /> },
          ]}
        />
      ),
    },
  ];
  return (
    <Card>
      <SearchBar
        placeholder="标题"
        onSearch={(v) => setFilters(v as ListFilters)}
        filters={
          <>
            <Form.Item name="year" label="年度">
              <YearPicker valueType="number" />
            </Form.Item>
            <Form.Item name="state" label="状态">
              <Select allowClear style={{ width: 120 }} options={stateOptions} aria-label="状态" />
            </Form.Item>
          </>
        }
      />
      <DataTable<AppraiseItem, ListFilters>
        queryKey={appraiseKeys.list(kind)}
        fetch={appraiseApi(kind).page}
        filters={filters}
        rowKey="id"
        columns={columns}
        toolbar={
          <Authority perm={perm.edit}>
            <Button type="primary" onClick={() => navigate(pathOf(kind, 'mgt/form'))}>
              新增
            </Button>
          </Authority>
        }
      />
    </Card>
  );
}

/** A multiple select that searches the server as the user types. */
function RemoteSelect({
  value,
  onChange,
  load,
  initial,
  placeholder,
  label,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  load: (keyword?: string) => Promise<Option[]>;
  initial: Option[];
  placeholder: string;
  label: string;
}) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery({
    queryKey: ['proposal', 'appraise', 'options', label, keyword],
    queryFn: () => load(keyword || undefined),
    staleTime: 30_000,
  });
  const [known, setKnown] = useState<Map<string, Option>>(new Map());
  useEffect(() => {
    setKnown((m) => {
      const next = new Map(m);
      for (const o of [...initial, ...(q.data ?? [])]) next.set(o.id, o);
      return next;
    });
  }, [initial, q.data]);
  const options = useMemo(() => {
    const shown = new Map((q.data ?? []).map((o) => [o.id, o]));
    for (const id of value ?? []) if (!shown.has(id) && known.has(id)) shown.set(id, known.get(id)!);
    return [...shown.values()].map((o) => ({ value: o.id, label: o.extra ? `${o.name}（${o.extra}）` : o.name }));
  }, [q.data, value, known]);
  return (
    <Select
      mode="multiple"
      aria-label={label}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={q.isFetching}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      notFoundContent={q.isFetching ? '加载中…' : '暂无数据'}
    />
  );
}

interface FormValues {
  title: string;
  year: number;
  sessionId?: string;
  range: [Dayjs, Dayjs];
  description?: string;
  targetIds: string[];
  who: 'all' | 'chosen';
  participantIds: string[];
}

/** mgt/form: new (no id) or edit a draft (?id=). */
export function MgtFormPage({ kind }: { kind: AppraiseKind }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const a = appraiseApi(kind);
  const detail = useQuery({ queryKey: appraiseKeys.detail(kind, id ?? ''), queryFn: () => a.detail(id!), enabled: !!id });
  const sessions = useQuery({ queryKey: statsKeys.sessions, queryFn: statsApi.sessions, staleTime: 60_000 });
  const who = Form.useWatch('who', form);
  const d = detail.data;
  useEffect(() => {
    if (!d) return;
    form.setFieldsValue({
      title: d.title,
      year: d.year,
      sessionId: d.sessionId ?? undefined,
      range: [dayjs(d.startTime), dayjs(d.endTime)],
      description: d.description ?? undefined,
      targetIds: d.targets.map((x) => x.targetId),
      who: d.allMembers ? 'all' : 'chosen',
      participantIds: d.allMembers ? [] : d.participants.map((p) => p.userId),
    });
  }, [d, form]);
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const body = {
        title: v.title,
        year: v.year,
        sessionId: v.sessionId,
        startTime: v.range[0].toISOString(),
        endTime: v.range[1].toISOString(),
        description: v.description,
        targetIds: v.targetIds ?? [],
        participantIds: v.who === 'chosen' ? (v.participantIds ?? []) : [],
      };
      if (id) await a.update({ id, ...body });
      else await a.add(body);
    },
    onSuccess: () => {
      message.success('保存成功');
      void qc.invalidateQueries({ queryKey: appraiseKeys.all(kind) });
      navigate(pathOf(kind, 'mgt/list'));
    },
  });
  const readOnly = !!d && d.state !== 0;
  const targetInitial = useMemo(() => (d?.targets ?? []).map((x) => ({ id: x.targetId, name: x.name, extra: x.extra })), [d]);
  const memberInitial = useMemo(() => (d?.participants ?? []).map((x) => ({ id: x.userId, name: x.username, extra: null })), [d]);
  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 16 }}
      initialValues={{ year: dayjs().year(), who: 'all', targetIds: [], participantIds: [] }}
      onFinish={(v) => save.mutate(v)}
      disabled={readOnly}
    >
      <FormCard
        title={id ? `修改${appraiseKindLabel[kind]}` : `新增${appraiseKindLabel[kind]}`}
        loading={!!id && detail.isLoading}
        extra={<BackButton fallback={pathOf(kind, 'mgt/list')} />}
        footer={
          <Authority perm={AppraisePerm[kind].edit}>
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={readOnly}>
              保存
            </Button>
          </Authority>
        }
      >
        {readOnly && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="已发布的测评不能修改" />}
        <FormItem label="标题" name="title" required>
          <Input maxLength={100} showCount />
        </FormItem>
        <FormItem label="年度" name="year" required>
          <YearPicker valueType="number" />
        </FormItem>
        <FormItem label="提案届次" name="sessionId">
          <Select allowClear options={(sessions.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </FormItem>
        <FormItem label="测评时间" name="range" required choice>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </FormItem>
        <FormItem label="说明" name="description">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </FormItem>
        <FormItem label={appraiseTargetLabel[kind]} name="targetIds" required choice>
          <RemoteSelect
            load={a.targetOptions}
            initial={targetInitial}
            label={appraiseTargetLabel[kind]}
            placeholder={kind === 'proposal' ? '输入标题、提案人或案号搜索已立案的提案' : '输入名称搜索承办单位'}
          />
        </FormItem>
        <FormItem label="参评委员" name="who">
          <Radio.Group
            options={[
              { value: 'all', label: '本届全体委员（发布时确定）' },
              { value: 'chosen', label: '指定委员' },
            ]}
          />
        </FormItem>
        {who === 'chosen' && (
          <FormItem label="指定委员" name="participantIds" required choice>
            <RemoteSelect load={a.memberOptions} initial={memberInitial} label="指定委员" placeholder="输入姓名搜索委员" />
          </FormItem>
        )}
      </FormCard>
    </Form>
  );
}

/** A published appraisal to look at: from ?id=, or chosen here. */
function useChosenAppraisal(kind: AppraiseKind) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const list = useQuery({
    queryKey: [...appraiseKeys.list(kind), 'published'],
    queryFn: () => appraiseApi(kind).unevaluatedPage({ pageNum: 1, pageSize: 40 }),
    staleTime: 30_000,
  });
  const picker = (
    <Select
      aria-label="选择测评"
      placeholder="请选择测评"
      style={{ width: 320 }}
      value={id}
      onChange={(v: string) => setParams({ id: v })}
      options={(list.data?.list ?? []).map((x) => ({ value: x.id, label: `${x.title}（${x.stateName}）` }))}
    />
  );
  return { id, picker };
}

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

type RecordFilters = { appraiseId: string; targetRowId?: string; grade?: number; keyword?: string };

/** mgt/statisticsDetailList: every appraisal (of one target when ?targetRowId=). */
export function StatisticsDetailListPage({ kind }: { kind: AppraiseKind }) {
  const [params] = useSearchParams();
  const { id, picker } = useChosenAppraisal(kind);
  const targetRowId = params.get('targetRowId') ?? undefined;
  const [extra, setExtra] = useState<{ grade?: number; keyword?: string }>({});
  const columns: TableColumnsType<AppraiseRecordItem> = [
    { title: appraiseTargetLabel[kind], dataIndex: 'targetName', render: (v: string) => <Ellipsis text={v} maxWidth={240} /> },
    { title: '委员', dataIndex: 'username', width: 100 },
    {
      title: '评价',
      dataIndex: 'gradeName',
      width: 100,
      render: (v: string, r) => <Tag color={r.grade === 0 ? 'red' : r.grade === 1 ? 'green' : 'gold'}>{v}</Tag>,
    },
    { title: '评分', dataIndex: 'score', width: 80, align: 'right' },
    { title: '意见建议', dataIndex: 'comment', render: (v: string | null) => <Ellipsis text={v ?? ''} maxWidth={320} /> },
    { title: '评议时间', dataIndex: 'updatedAt', width: 160, render: minute },
  ];
  return (
    <Card
      title={`${appraiseKindLabel[kind]}明细`}
      extra={
        <Space>
          {picker}
          <BackButton fallback={pathOf(kind, 'mgt/statistics')} />
        </Space>
      }
    >
      {!id ? (
        <Empty description="请选择测评" />
      ) : (
        <>
          <SearchBar
            placeholder="委员姓名或意见"
            onSearch={(v) => setExtra(v as { grade?: number; keyword?: string })}
            filters={
              <Form.Item name="grade" label="评价">
                <Select
                  allowClear
                  aria-label="评价"
                  style={{ width: 120 }}
                  options={Object.entries(appraiseGradeLabel).map(([value, label]) => ({ value: Number(value), label }))}
                />
              </Form.Item>
            }
          />
          <DataTable<AppraiseRecordItem, RecordFilters>
            queryKey={appraiseKeys.records(kind)}
            fetch={appraiseApi(kind).records}
            filters={{ appraiseId: id, targetRowId, ...extra }}
            rowKey="id"
            columns={columns}
          />
        </>
      )}
    </Card>
  );
}

/** mgt/unevaluated: published appraisals with how many participants have not finished. */
export function UnevaluatedPage({ kind }: { kind: AppraiseKind }) {
  const [filters, setFilters] = useState<ListFilters>({});
  const columns: TableColumnsType<AppraiseItem> = [
    { title: '标题', dataIndex: 'title', render: (v: string) => <Ellipsis text={v} maxWidth={280} /> },
    { title: '结束时间', dataIndex: 'endTime', width: 150, render: minute },
    { title: '状态', dataIndex: 'state', width: 90, render: (v: number) => <Tag color={stateColor[v]}>{appraiseStateLabel[v]}</Tag> },
    { title: '参评委员', dataIndex: 'participantCount', width: 90, align: 'right' },
    { title: '已完成', dataIndex: 'finishedCount', width: 90, align: 'right' },
    { title: '未完成', key: 'owing', width: 90, align: 'right', render: (_, r) => r.participantCount - r.finishedCount },
    {
      title: '完成率',
      key: 'rate',
      width: 90,
      align: 'right',
      render: (_, r) => (r.participantCount ? `${((r.finishedCount * 100) / r.participantCount).toFixed(1)}%` : '--'),
    },
    {
      title: '操作',
      key: 'a',
      width: 100,
      render: (_, r) => <Link to={`${pathOf(kind, 'mgt/unevaluatedList')}?id=${r.id}`}>未评委员</Link>,
    },
  ];
  return (
    <Card>
      <SearchBar placeholder="标题" onSearch={(v) => setFilters(v as ListFilters)} />
      <DataTable<AppraiseItem, ListFilters>
        queryKey={[...appraiseKeys.list(kind), 'unevaluated']}
        fetch={appraiseApi(kind).unevaluatedPage}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}

/** mgt/unevaluatedList: members who still owe appraisals, and reminders to them. */
export function UnevaluatedListPage({ kind }: { kind: AppraiseKind }) {
  const { message } = App.useApp();
  const { id, picker } = useChosenAppraisal(kind);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const remind = useMutation({
    mutationFn: (userIds: string[]) => appraiseApi(kind).remind(id!, userIds),
    onSuccess: (r) => message.success(`已提醒${r.count}位委员`),
  });
  const columns: TableColumnsType<UnevaluatedItem> = [
    { title: '委员', dataIndex: 'username' },
    { title: '手机号', dataIndex: 'mobile', render: (v: string | null) => (v ? v.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '--') },
    { title: '已评', dataIndex: 'done', align: 'right' },
    { title: '未评', dataIndex: 'remaining', align: 'right' },
  ];
  return (
    <Card
      title={`${appraiseKindLabel[kind]}未评委员`}
      extra={
        <Space>
          {picker}
          <BackButton fallback={pathOf(kind, 'mgt/unevaluated')} />
        </Space>
      }
    >
      {!id ? (
        <Empty description="请选择测评" />
      ) : (
        <>
          <SearchBar placeholder="委员姓名" onSearch={(v) => setKeyword((v as { keyword?: string }).keyword)} />
          <DataTable<UnevaluatedItem, { appraiseId: string; keyword?: string }>
            queryKey={appraiseKeys.unevaluated(kind)}
            fetch={appraiseApi(kind).unevaluated}
            filters={{ appraiseId: id, keyword }}
            rowKey="userId"
            columns={columns}
            selectionPerms={[AppraisePerm[kind].remind]}
            onSelectionChange={setSelected}
            toolbar={
              <Authority perm={AppraisePerm[kind].remind}>
                <Space>
                  <Button disabled={!selected.length} loading={remind.isPending} onClick={() => remind.mutate(selected.map(String))}>
                    提醒所选
                  </Button>
                  <Button type="primary" loading={remind.isPending} onClick={() => remind.mutate([])}>
                    全部提醒
                  </Button>
                </Space>
              </Authority>
            }
          />
        </>
      )}
    </Card>
  );
}
