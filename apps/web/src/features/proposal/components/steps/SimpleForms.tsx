import { Satisfaction, SignState } from '@cppcc/contracts';
import { Alert, App, Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import { FormItem } from '@/components/FormItem';
import { proposalApi } from '../../api';
import type { EvaluateInput } from '../../contractTypes';
import { ActionFormShell } from './ActionFormShell';
import type { StepFormProps } from './types';

const { TextArea } = Input;

/** 撤案: before filing (1/2/-1 → 17); the reason is optional. */
export function WithdrawForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ opinion?: string }>();
  return (
    <ActionFormShell
      form={form}
      okText="确定撤案"
      okDanger
      onCancel={onCancel}
      onSubmit={async (v) => {
        await proposalApi.withdraw(proposal.id, v.opinion?.trim() || null);
        message.success('撤案成功');
        onDone();
      }}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="撤案后提案将不再办理，且不能恢复，确定撤案吗？" />
      <FormItem label="撤案理由" name="opinion">
        <TextArea rows={4} maxLength={2000} showCount placeholder="请输入撤案理由" />
      </FormItem>
    </ActionFormShell>
  );
}

/** 联名确认: the co-signer agrees or declines once. */
export function JointAnswerForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ agree?: boolean; opinion?: string }>();
  return (
    <ActionFormShell
      form={form}
      onCancel={onCancel}
      onSubmit={async (v) => {
        await proposalApi.jointAnswer({ id: proposal.id, agree: v.agree === true, opinion: v.opinion?.trim() || null });
        message.success(v.agree ? '已同意联名' : '已拒绝联名');
        onDone();
      }}
    >
      <Typography.Paragraph>
        {proposal.proposerName} 邀请您联名提案《{proposal.title}》。
      </Typography.Paragraph>
      <FormItem label="是否同意联名" name="agree" required>
        <Radio.Group
          options={[
            { value: true, label: '同意' },
            { value: false, label: '不同意' },
          ]}
        />
      </FormItem>
      <FormItem label="意见" name="opinion">
        <TextArea rows={3} maxLength={500} showCount placeholder="请输入意见" />
      </FormItem>
    </ActionFormShell>
  );
}

/** 满意度测评: one replied unit at a time; 不满意 needs the reason (it sends the unit back to work). */
export function EvaluateForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ unitId?: string; satisfaction?: number; comment?: string }>();
  const satisfaction = Form.useWatch('satisfaction', form);
  // a reply is rated once: units whose latest reply already has its rating are not offered again
  const replied = proposal.units.filter(
    (u) =>
      u.phase === 'formal' &&
      u.active &&
      u.signState === SignState.concluded &&
      (!u.evaluatedAt || (!!u.repliedAt && u.evaluatedAt < u.repliedAt)),
  );
  return (
    <ActionFormShell
      form={form}
      onCancel={onCancel}
      initialValues={{ unitId: replied.length === 1 ? replied[0]?.unitId : undefined }}
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
      <FormItem label="满意度" name="satisfaction" required>
        <Radio.Group
          options={[
            { value: 1, label: '满意' },
            { value: 2, label: '基本满意' },
            { value: 0, label: '不满意' },
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

/** 删除: drafts only. */
export function RemoveForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  return (
    <ActionFormShell
      form={form}
      okText="确定删除"
      okDanger
      onCancel={onCancel}
      onSubmit={async () => {
        await proposalApi.remove([proposal.id]).catch((e: unknown) => {
          message.error(e instanceof Error && e.message ? e.message : '删除失败');
          throw e;
        });
        message.success('删除成功');
        onDone();
      }}
    >
      <Typography.Paragraph>删除后数据不可恢复，确定删除吗？</Typography.Paragraph>
    </ActionFormShell>
  );
}

/** 办结: every unit has replied (10/11 → 12). */
export function ConcludeForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ opinion?: string; sms?: boolean }>();
  const waiting = proposal.units.filter((u) => u.phase === 'formal' && u.active && u.signState !== SignState.concluded);
  return (
    <ActionFormShell
      form={form}
      okText="确定办结"
      onCancel={onCancel}
      onSubmit={async (v) => {
        if (waiting.length) {
          message.error(`${waiting.map((u) => u.unitName).join('、')}尚未答复，不能办结`);
          throw new Error('waiting');
        }
        await proposalApi.conclude({ id: proposal.id, opinion: v.opinion?.trim() || null, sms: !!v.sms });
        message.success('办结成功');
        onDone();
      }}
    >
      {waiting.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${waiting.map((u) => u.unitName).join('、')}尚未答复，全部承办单位答复后才能办结`}
        />
      )}
      <FormItem label="办结意见" name="opinion">
        <TextArea rows={4} maxLength={2000} showCount placeholder="请输入办结意见" />
      </FormItem>
      <Form.Item name="sms" valuePropName="checked" label="短信通知">
        <Checkbox>同时发送短信</Checkbox>
      </Form.Item>
    </ActionFormShell>
  );
}

/** 催办: a reminder to one unit or to every unit still owing a reply. */
export function RemindForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ unitId?: string; content?: string; sms?: boolean }>();
  const owing = proposal.units.filter((u) => u.phase === 'formal' && u.active && u.signState !== SignState.concluded);
  return (
    <ActionFormShell
      form={form}
      okText="发送催办"
      onCancel={onCancel}
      onSubmit={async (v) => {
        if (!owing.length) {
          message.error('没有待答复的承办单位，无需催办');
          throw new Error('none');
        }
        await proposalApi.remind({ id: proposal.id, unitId: v.unitId ?? null, content: v.content?.trim() || null, sms: !!v.sms });
        message.success('催办成功');
        onDone();
      }}
    >
      <FormItem label="承办单位" name="unitId" extra="不选择时催办全部未答复的承办单位">
        <Select allowClear placeholder="全部未答复的承办单位" options={owing.map((u) => ({ value: u.unitId, label: u.unitName }))} />
      </FormItem>
      <FormItem label="催办内容" name="content">
        <TextArea rows={4} maxLength={500} showCount placeholder="请输入催办内容" />
      </FormItem>
      <Form.Item name="sms" valuePropName="checked" label="短信通知">
        <Checkbox>同时发送短信</Checkbox>
      </Form.Item>
    </ActionFormShell>
  );
}
