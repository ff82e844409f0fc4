import {
  InfoScorePage,
  instructionLevelLabel,
  SCORE_EVENTS,
  ScoreEvent,
  type ScoreRuleBody,
  scoreEventLabel,
  scoreTargetLabel,
  submissionObjectLabel,
} from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chinaYear } from '@/app/format';
import { BackButton } from '@/components/BackButton';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { scoreApi, scoreKeys } from './api';

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

type Values = ScoreRuleBody;

/** The body to save: conditions only where the event has them (the server refuses the others). */
export function ruleBodyOf(v: Values): ScoreRuleBody {
  return {
    ...v,
    typeId: v.typeId || null,
    submissionObject: v.event === ScoreEvent.upperAdopt ? (v.submissionObject ?? null) : null,
    instructionLevel: v.event === ScoreEvent.instruction ? (v.instructionLevel ?? null) : null,
    remark: v.remark || null,
  };
}

/** 积分规则表单 (/info/scoreRulesForm?id= or ?year=): checked against the year's rules before it is saved. */
export default function ScoreRuleForm() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const year = Number(params.get('year')) || chinaYear();
  const [form] = Form.useForm<Values>();
  const event = Form.useWatch('event', form);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const rule = useQuery({ queryKey: scoreKeys.rule(id ?? ''), queryFn: () => scoreApi.rule(id as string), enabled: Boolean(id) });

  useEffect(() => {
    if (rule.data)
      form.setFieldsValue({ ...rule.data, event: rule.data.event as Values['event'], target: rule.data.target as Values['target'] });
  }, [rule.data, form]);

  const save = async (v: Values) => {
    const body = ruleBodyOf(v);
    setSaving(true);
    try {
      const check = await scoreApi.check(Number(body.year), { ...body, ...(id ? { id } : {}) });
      // the year's other problems (an exclude rule short of rules …) do not stop this rule
      const mine = check.problems.filter((p) => p.includes(`「${body.name}」`));
      setProblems(mine);
      if (mine.length) return;
      if (id) await scoreApi.updateRule({ ...body, id });
      else await scoreApi.addRule(body);
      message.success('保存成功');
      await qc.invalidateQueries({ queryKey: ['info', 'score'] });
      navigate(InfoScorePage.rules);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ year, event: ScoreEvent.report, points: 1, target: 3, enabled: true, sort: 0 }}
      onFinish={save}
    >
      <FormCard
        title={id ? '编辑积分规则' : '新增积分规则'}
        loading={Boolean(id) && rule.isLoading}
        extra={<BackButton fallback={InfoScorePage.rules} />}
        footer={
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={() => navigate(InfoScorePage.rules)}>取消</Button>
          </Space>
        }
      >
        {problems.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title="不能保存" description={problems.join('；')} />
        )}
        <FormItem label="年度" name="year" required>
          <InputNumber min={2000} max={2100} precision={0} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="规则名称" name="name" required>
          <Input maxLength={50} showCount />
        </FormItem>
        <FormItem label="计分事件" name="event" required>
          <Select options={SCORE_EVENTS.map((e) => ({ value: e, label: scoreEventLabel[e] }))} />
        </FormItem>
        <FormItem label="分值" name="points" required extra="0～999，最多1位小数">
          <InputNumber min={0} max={999} precision={1} step={0.5} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="计分对象" name="target" required>
          <Radio.Group options={options(scoreTargetLabel)} />
        </FormItem>
        <FormItem label="信息类别" name="typeId" extra="不选则不限类别；选上级类别包含其下级">
          <InfoTypeTreeSelect allowClear placeholder="不限" />
        </FormItem>
        {event === ScoreEvent.upperAdopt && (
          <FormItem label="报送对象" name="submissionObject" extra="不选则任一报送对象采用都计分">
            <Select allowClear placeholder="不限" options={options(submissionObjectLabel)} />
          </FormItem>
        )}
        {event === ScoreEvent.instruction && (
          <FormItem label="批示级别" name="instructionLevel">
            <Select allowClear placeholder="不限" options={options(instructionLevelLabel)} />
          </FormItem>
        )}
        <FormItem label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="启用" name="enabled" valuePropName="checked">
          <Switch aria-label="启用" />
        </FormItem>
        <FormItem label="备注" name="remark">
          <Input.TextArea maxLength={200} showCount rows={3} />
        </FormItem>
      </FormCard>
    </Form>
  );
}
