import { type AppraiseKind, AppraisePerm, appraiseKindLabel, appraiseTargetLabel } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Form, Input, InputNumber, Radio } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { appraiseApi, appraiseKeys, pathOf } from './api';
import { gradeOptions } from './memberShared';

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
