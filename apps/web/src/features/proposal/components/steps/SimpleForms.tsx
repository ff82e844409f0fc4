import { SignState } from '@cppcc/contracts';
import { Alert, App, Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import { FormItem } from '@/components/FormItem';
import { proposalApi } from '../../api';
import { ActionFormShell } from './ActionFormShell';
import { proposalName } from './confirm';
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

/**
 * 办结 (10/11 → 12): offered by the server once every unit has replied. Opened before that (a row of
 * 办理跟踪 does not know), it names the units still to reply and keeps 确定办结 off.
 */
export function ConcludeForm({ proposal, onDone, onCancel, action }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ opinion?: string; sms?: boolean }>();
  const open = proposal.actions.includes(action);
  const waiting = proposal.units.filter((u) => u.phase === 'formal' && u.active && u.signState !== SignState.concluded);
  return (
    <ActionFormShell
      form={form}
      okText="确定办结"
      okDisabled={!open}
      onCancel={onCancel}
      confirm={() => ({ title: '确认办结', content: `确定办结提案${proposalName(proposal)}吗？办结后提案不再办理。` })}
      onSubmit={async (v) => {
        await proposalApi.conclude({ id: proposal.id, opinion: v.opinion?.trim() || null, sms: !!v.sms });
        message.success('办结成功');
        onDone();
      }}
    >
      {!open && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={waiting.length ? `${waiting.map((u) => u.unitName).join('、')}尚未答复，全部承办单位答复后才能办结` : '该提案当前不能办结'}
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
