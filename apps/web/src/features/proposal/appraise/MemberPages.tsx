import {
  type AppraiseKind,
  AppraisePerm,
  appraiseGradeLabel,
  appraiseKindLabel,
  appraiseStateLabel,
  appraiseTargetLabel,
  type MyAppraiseItem,
  type MyTargetItem,
} from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Progress, Radio, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { formatDateTime } from '@/components/format';
import { SearchBar } from '@/components/SearchBar';
import { appraiseApi, appraiseKeys, pathOf } from './api';

const minute = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');
const gradeColor: Record<number, string> = { 1: 'green', 2: 'gold', 0: 'red' };
const gradeOptions = [1, 2, 0].map((g) => ({ value: g, label: appraiseGradeLabel[g] }));

/** member/list and member/result: the appraisals the member takes part in (result: those appraised). */
function MineList({ kind, result }: { kind: AppraiseKind; result: boolean }) {
  const [filters, setFilters] = useState<{ keyword?: string }>({});
  const columns: TableColumnsType<MyAppraiseItem> = [
    { title: '标题', dataIndex: 'title', render: (v: string) => <Ellipsis text={v} maxWidth={280} /> },
    { title: '开始时间', dataIndex: 'startTime', width: 150, render: minute },
    { title: '结束时间', dataIndex: 'endTime', width: 150, render: minute },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (v: number, r) => (
        <Tag color={r.open ? 'green' : 'default'}>{r.open ? '可评议' : v === 1 ? '未开始' : appraiseStateLabel[v]}</Tag>
      ),
    },
    {
      title: '进度',
      key: 'progress',
      width: 180,
      render: (_, r) => (
        <Progress
          size="small"
          percent={r.targetCount ? Math.round((r.done * 100) / r.targetCount) : 0}
          format={() => `${r.done}/${r.targetCount}`}
        />
      ),
    },
    {
      title: '操作',
      key: 'a',
      width: 100,
      render: (_, r) =>
        result ? (
          <Link to={`${pathOf(kind, 'member/result/detail')}?id=${r.id}`}>查看结果</Link>
        ) : (
          <Link to={`${pathOf(kind, 'member/target')}?id=${r.id}`}>{r.open ? '去评议' : '查看'}</Link>
        ),
    },
  ];
  return (
    <Card>
      <SearchBar placeholder="标题" onSearch={(v) => setFilters(v as { keyword?: string })} />
      <DataTable<MyAppraiseItem, { keyword?: string; appraised?: boolean }>
        queryKey={[...appraiseKeys.mine(kind), result]}
        fetch={appraiseApi(kind).mine}
        filters={{ ...filters, ...(result ? { appraised: true } : {}) }}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}

export const MemberListPage = ({ kind }: { kind: AppraiseKind }) => <MineList kind={kind} result={false} />;
export const MemberResultPage = ({ kind }: { kind: AppraiseKind }) => <MineList kind={kind} result />;

/** member/target (with 评议 buttons) and member/result/detail (read-only): the targets and the member's own appraisals. */
function Targets({ kind, readOnly }: { kind: AppraiseKind; readOnly: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const q = useQuery({ queryKey: appraiseKeys.targets(kind, id ?? ''), queryFn: () => appraiseApi(kind).myTargets(id!), enabled: !!id });
  const d = q.data;
  const columns: TableColumnsType<MyTargetItem> = [
    { title: appraiseTargetLabel[kind], dataIndex: 'name', render: (v: string, r) => (r.extra ? `${v}（${r.extra}）` : v) },
    {
      title: '我的评价',
      key: 'grade',
      width: 110,
      render: (_, r) => (r.record ? <Tag color={gradeColor[r.record.grade]}>{appraiseGradeLabel[r.record.grade]}</Tag> : <Tag>未评议</Tag>),
    },
    { title: '评分', key: 'score', width: 80, align: 'right', render: (_, r) => r.record?.score ?? '--' },
    { title: '意见建议', key: 'comment', render: (_, r) => <Ellipsis text={r.record?.comment ?? ''} maxWidth={300} /> },
    ...(readOnly
      ? []
      : [
          {
            title: '操作',
            key: 'a',
            width: 100,
            render: (_: unknown, r: MyTargetItem) =>
              d?.appraise.open ? (
                <Authority perm={AppraisePerm[kind].member}>
                  <Link to={`${pathOf(kind, 'member/form')}?id=${id}&target=${r.id}`}>{r.record ? '修改评议' : '评议'}</Link>
                </Authority>
              ) : (
                '-'
              ),
          },
        ]),
  ];
  if (!id) return <Empty description="请从列表中选择测评" />;
  return (
    <Card
      title={d?.appraise.title ?? appraiseKindLabel[kind]}
      loading={q.isLoading}
      extra={<BackButton fallback={pathOf(kind, readOnly ? 'member/result' : 'member/list')} />}
    >
      {d && (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="测评时间">
              {minute(d.appraise.startTime)} 至 {minute(d.appraise.endTime)}
            </Descriptions.Item>
            <Descriptions.Item label="状态">{d.appraise.open ? '可评议' : d.appraise.stateName}</Descriptions.Item>
            <Descriptions.Item label="进度">
              {d.appraise.done}/{d.appraise.targetCount}
            </Descriptions.Item>
            {d.appraise.description && <Descriptions.Item label="说明">{d.appraise.description}</Descriptions.Item>}
          </Descriptions>
          <Table<MyTargetItem>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={d.targets}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
          />
        </>
      )}
    </Card>
  );
}

export const MemberTargetPage = ({ kind }: { kind: AppraiseKind }) => <Targets kind={kind} readOnly={false} />;
export const ResultDetailPage = ({ kind }: { kind: AppraiseKind }) => <Targets kind={kind} readOnly />;

interface GradeValues {
  grade: 0 | 1 | 2;
  score: number;
  comment?: string;
}

/** member/form: appraise one target (?id=&target=). */
export function MemberFormPage({ kind }: { kind: AppraiseKind }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const targetRowId = params.get('target');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<GradeValues>();
  const q = useQuery({ queryKey: appraiseKeys.targets(kind, id ?? ''), queryFn: () => appraiseApi(kind).myTargets(id!), enabled: !!id });
  const target = q.data?.targets.find((x) => x.id === targetRowId);
  const grade = Form.useWatch('grade', form);
  useEffect(() => {
    if (target?.record)
      form.setFieldsValue({
        grade: target.record.grade as 0 | 1 | 2,
        score: target.record.score,
        comment: target.record.comment ?? undefined,
      });
  }, [target, form]);
  const submit = useMutation({
    mutationFn: (v: GradeValues) => appraiseApi(kind).submit({ appraiseId: id!, targetRowId: targetRowId!, ...v }),
    onSuccess: () => {
      message.success('提交成功');
      void qc.invalidateQueries({ queryKey: appraiseKeys.all(kind) });
      navigate(`${pathOf(kind, 'member/target')}?id=${id}`);
    },
  });
  if (!id || !targetRowId) return <Empty description="请从评议对象中选择" />;
  if (q.data && !target) return <Empty description={`${appraiseTargetLabel[kind]}不在本次测评中`} />;
  return (
    <Form<GradeValues>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ grade: 1, score: 90 }}
      onFinish={(v) => submit.mutate(v)}
      disabled={q.data ? !q.data.appraise.open : false}
    >
      <FormCard
        title={`${appraiseKindLabel[kind]}：${target?.name ?? ''}`}
        loading={q.isLoading}
        extra={<BackButton fallback={`${pathOf(kind, 'member/target')}?id=${id}`} />}
        footer={
          <Authority perm={AppraisePerm[kind].member}>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              提交
            </Button>
          </Authority>
        }
      >
        {q.data && !q.data.appraise.open && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前不在测评时间内，不能评议" />}
        {target?.extra && (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={appraiseTargetLabel[kind]}>{`${target.name}（${target.extra}）`}</Descriptions.Item>
          </Descriptions>
        )}
        <FormItem label="评价" name="grade" required>
          <Radio.Group options={gradeOptions} />
        </FormItem>
        <FormItem label="评分" name="score" required>
          <InputNumber min={0} max={100} precision={0} addonAfter="分" />
        </FormItem>
        <FormItem label="意见建议" name="comment" required={grade === 0}>
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={grade === 0 ? '评价为不满意时请填写意见建议' : undefined} />
        </FormItem>
      </FormCard>
    </Form>
  );
}
