import { InfoPerm, InfoScorePage, type ScoreExclude, type ScoreRule, scoreTargetLabel, submissionObjectLabel } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { chinaYear } from '@/app/format';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { TableEmpty } from '@/components/DataTable';
import { YearPicker } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { scoreApi, scoreKeys } from './api';

const conditionOf = (r: ScoreRule) =>
  [
    r.typeName && `类别：${r.typeName}`,
    r.submissionObject !== null && `报送对象：${submissionObjectLabel[r.submissionObject]}`,
    r.instructionLevel !== null && `批示级别：${r.instructionLevel}`,
  ]
    .filter(Boolean)
    .join('；') || '不限';

/** 复制规则: this year's rules and exclude rules into another year in one action. */
function CopyDialog({ fromYear, open, onClose }: { fromYear: number; open: boolean; onClose: (toYear?: number) => void }) {
  const [form] = Form.useForm<{ toYear: number; replace: boolean }>();
  const { message } = App.useApp();
  const copy = useMutation({ mutationFn: scoreApi.copy });
  return (
    <Modal
      open={open}
      title={`复制${fromYear}年度积分规则`}
      okText="复制"
      confirmLoading={copy.isPending}
      onCancel={() => onClose()}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        const r = await copy.mutateAsync({ fromYear, toYear: v.toYear, replace: Boolean(v.replace) });
        message.success(`已复制${r.rules}条积分规则、${r.excludes}条互斥规则`);
        onClose(v.toYear);
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ toYear: fromYear + 1, replace: false }}>
        <Form.Item name="toYear" label="目标年度" rules={[{ required: true, message: '请选择目标年度' }]}>
          <InputNumber aria-label="目标年度" min={2000} max={2100} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="replace" valuePropName="checked">
          <Checkbox>目标年度已有规则时覆盖</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 积分规则 (/info/scoreRulesList): a year's rules and exclude rules, check, copy. */
export default function ScoreRulesPage() {
  const [year, setYear] = useState(chinaYear());
  const [copying, setCopying] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const rules = useQuery({ queryKey: scoreKeys.rules(year), queryFn: () => scoreApi.rules(year) });
  const excludes = useQuery({ queryKey: scoreKeys.excludes(year), queryFn: () => scoreApi.excludes(year) });
  const reload = () => qc.invalidateQueries({ queryKey: ['info', 'score'] });
  const check = async () => setProblems((await scoreApi.check(year)).problems);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>年度</span>
          <YearPicker
            valueType="number"
            aria-label="年度"
            value={year}
            onChange={(v) => v && setYear(Number(v))}
            allowClear={false}
            style={{ width: 120 }}
          />
          <Authority perm={InfoPerm.scoreRule}>
            <Button type="primary" onClick={() => navigate(`${InfoScorePage.ruleForm}?year=${year}`)}>
              新增积分规则
            </Button>
            <Button onClick={() => navigate(`${InfoScorePage.mutualForm}?year=${year}`)}>新增互斥规则</Button>
            <Button onClick={check}>校验规则</Button>
            <Button onClick={() => setCopying(true)}>复制到其他年度</Button>
          </Authority>
        </Space>
        {problems &&
          (problems.length ? (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              title="规则有以下问题"
              description={
                <ul>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
              closable
              onClose={() => setProblems(null)}
            />
          ) : (
            <Alert
              style={{ marginTop: 12 }}
              type="success"
              showIcon
              title={`${year}年度积分规则校验通过`}
              closable
              onClose={() => setProblems(null)}
            />
          ))}
      </Card>
      <Card size="small" title={`${year}年度积分规则`}>
        <Table<ScoreRule>
          rowKey="id"
          size="small"
          loading={rules.isFetching}
          dataSource={rules.data ?? []}
          pagination={false}
          locale={{ emptyText: <TableEmpty loading={rules.isFetching} /> }}
          columns={[
            { title: '规则名称', dataIndex: 'name', render: (v: string) => <Ellipsis text={v} /> },
            { title: '计分事件', dataIndex: 'eventLabel', width: 100 },
            { title: '条件', key: 'condition', render: (_: unknown, r) => conditionOf(r) },
            { title: '分值', dataIndex: 'points', width: 80, align: 'right' },
            { title: '计分对象', dataIndex: 'target', width: 140, render: (v: number) => scoreTargetLabel[v] },
            { title: '互斥', dataIndex: 'excludeNames', width: 140, render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>) },
            {
              title: '状态',
              dataIndex: 'enabled',
              width: 70,
              render: (v: boolean) => (v ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
            },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_: unknown, r) => (
                <Authority perm={InfoPerm.scoreRule}>
                  <Space>
                    <Typography.Link onClick={() => navigate(`${InfoScorePage.ruleForm}?id=${r.id}`)}>编辑</Typography.Link>
                    <ConfirmDelete onConfirm={() => scoreApi.deleteRules([r.id]).then(reload)} />
                  </Space>
                </Authority>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title="互斥规则（所列规则中只按分值最高的一条计分）">
        <Table<ScoreExclude>
          rowKey="id"
          size="small"
          loading={excludes.isFetching}
          dataSource={excludes.data ?? []}
          pagination={false}
          locale={{ emptyText: <TableEmpty loading={excludes.isFetching} /> }}
          columns={[
            { title: '名称', dataIndex: 'name', width: 200 },
            { title: '包含的积分规则', dataIndex: 'ruleNames', render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>) },
            { title: '备注', dataIndex: 'remark', render: (v: string | null) => <Ellipsis text={v ?? ''} /> },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_: unknown, r) => (
                <Authority perm={InfoPerm.scoreRule}>
                  <Space>
                    <Typography.Link onClick={() => navigate(`${InfoScorePage.mutualForm}?id=${r.id}`)}>编辑</Typography.Link>
                    <ConfirmDelete onConfirm={() => scoreApi.removeExclude(r.id).then(reload)} />
                  </Space>
                </Authority>
              ),
            },
          ]}
        />
      </Card>
      <CopyDialog
        fromYear={year}
        open={copying}
        onClose={(to) => {
          setCopying(false);
          if (to) {
            void reload();
            setYear(to);
          }
        }}
      />
    </Space>
  );
}
