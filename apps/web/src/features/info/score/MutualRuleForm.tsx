import { InfoScorePage, type ScoreExcludeBody } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chinaYear } from '@/app/format';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { scoreApi, scoreKeys } from './api';

/** 互斥规则表单 (/info/mutualRulesForm?id= or ?year=): at least two rules of the year, only the highest counts. */
export default function MutualRuleForm() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [form] = Form.useForm<ScoreExcludeBody>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const existing = useQuery({ queryKey: scoreKeys.exclude(id ?? ''), queryFn: () => scoreApi.exclude(id as string), enabled: Boolean(id) });
  const year = existing.data?.year ?? (Number(params.get('year')) || chinaYear());
  const rules = useQuery({ queryKey: scoreKeys.rules(year), queryFn: () => scoreApi.rules(year) });

  useEffect(() => {
    if (existing.data) form.setFieldsValue({ name: existing.data.name, ruleIds: existing.data.ruleIds, remark: existing.data.remark });
  }, [existing.data, form]);

  const save = async (v: ScoreExcludeBody) => {
    const body = { ...v, year, remark: v.remark || null };
    if (id) await scoreApi.updateExclude({ ...body, id });
    else await scoreApi.addExclude(body);
    message.success('保存成功');
    await qc.invalidateQueries({ queryKey: ['info', 'score'] });
    navigate(InfoScorePage.rules);
  };

  return (
    <Form<ScoreExcludeBody> form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 14 }} onFinish={save}>
      <FormCard
        title={`${id ? '编辑' : '新增'}互斥规则（${year}年度）`}
        loading={(Boolean(id) && existing.isLoading) || rules.isLoading}
        extra={<BackButton fallback={InfoScorePage.rules} />}
        footer={
          <Space>
            <Button type="primary" htmlType="submit">
              保存
            </Button>
            <Button onClick={() => navigate(InfoScorePage.rules)}>取消</Button>
          </Space>
        }
      >
        <FormItem label="互斥规则名称" name="name" required>
          <Input maxLength={50} showCount />
        </FormItem>
        <FormItem
          label="积分规则"
          name="ruleIds"
          choice
          rules={[{ required: true, type: 'array', min: 2, message: '请至少选择2条积分规则' }]}
          extra="同一条信息、同一人（或单位）命中所选规则中的多条时，只按分值最高的一条计分"
        >
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {(rules.data ?? []).map((r) => (
              <Checkbox key={r.id} value={r.id}>
                {r.name}
                <Typography.Text type="secondary">
                  {'　'}
                  {r.eventLabel} · {r.points}分
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </FormItem>
        <FormItem label="备注" name="remark">
          <Input.TextArea maxLength={200} showCount rows={3} />
        </FormItem>
      </FormCard>
    </Form>
  );
}
