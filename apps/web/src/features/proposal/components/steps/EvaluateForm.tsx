import { Satisfaction, SignState, satisfactionLabel } from '@cppcc/contracts';
import { App, Form, Input, Radio, Select, Typography } from 'antd';
import { FormItem } from '@/components/FormItem';
import { proposalApi } from '../../api';
import type { EvaluateInput } from '../../contractTypes';
import { UnitReplyView } from '../UnitReplies';
import { ActionFormShell } from './ActionFormShell';
import { proposalName } from './confirm';
import type { StepFormProps } from './types';

const { TextArea } = Input;

interface EvaluateValues {
  unitId?: string;
  satisfaction?: number;
  comment?: string;
}

/**
 * 满意度测评: one replied unit at a time, with that unit's reply (letter and files) in front of the
 * proposer; 不满意 needs the reason (it sends the unit back to work). A rating is final: it asks first.
 */
export function EvaluateForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EvaluateValues>();
  const satisfaction = Form.useWatch('satisfaction', form);
  // a reply is rated once: units whose latest reply already has its rating are not offered again
  const replied = proposal.units.filter(
    (u) =>
      u.phase === 'formal' &&
      u.active &&
      u.signState === SignState.concluded &&
      (!u.evaluatedAt || (!!u.repliedAt && u.evaluatedAt < u.repliedAt)),
  );
  const first = replied.length === 1 ? replied[0]?.unitId : undefined;
  const unitId = Form.useWatch('unitId', form) ?? first;
  const chosen = replied.find((u) => u.unitId === unitId);
  return (
    <ActionFormShell<EvaluateValues>
      form={form}
      onCancel={onCancel}
      initialValues={{ unitId: first }}
      confirm={(v) => {
        const unit = replied.find((u) => u.unitId === v.unitId);
        const label = satisfactionLabel[v.satisfaction ?? -1] ?? '';
        return {
          title: '确认测评',
          content: `确定将${unit?.unitName ?? ''}对提案${proposalName(proposal)}的答复评价为「${label}」吗？测评提交后不能修改${
            v.satisfaction === Satisfaction.not ? '，该单位将重新办理' : ''
          }。`,
        };
      }}
      onSubmit={async (v) => {
        await proposalApi.evaluate({
          id: proposal.id,
          unitId: v.unitId as string,
          satisfaction: v.satisfaction as EvaluateInput['satisfaction'],
          comment: v.comment?.trim() || null,
        });
        message.success('测评成功');
        onDone();
      }}
    >
      <FormItem label="承办单位" name="unitId" required>
        <Select placeholder="请选择承办单位" options={replied.map((u) => ({ value: u.unitId, label: u.unitName }))} />
      </FormItem>
      <Form.Item label="单位答复">
        {chosen ? (
          <UnitReplyView u={chosen} rating={false} letterHeight={300} />
        ) : (
          <Typography.Text type="secondary">请选择承办单位，查看其答复后再测评</Typography.Text>
        )}
      </Form.Item>
      <FormItem label="满意度" name="satisfaction" required>
        <Radio.Group
          options={[
            { value: Satisfaction.satisfied, label: satisfactionLabel[Satisfaction.satisfied] },
            { value: Satisfaction.basically, label: satisfactionLabel[Satisfaction.basically] },
            { value: Satisfaction.not, label: satisfactionLabel[Satisfaction.not] },
          ]}
        />
      </FormItem>
      <FormItem
        label="意见建议"
        name="comment"
        required={satisfaction === Satisfaction.not}
        rules={satisfaction === Satisfaction.not ? [{ required: true, whitespace: true, message: '请输入不满意的理由' }] : []}
      >
        <TextArea
          rows={4}
          maxLength={2000}
          showCount
          placeholder={satisfaction === Satisfaction.not ? '请输入不满意的理由' : '请输入意见建议'}
        />
      </FormItem>
    </ActionFormShell>
  );
}
