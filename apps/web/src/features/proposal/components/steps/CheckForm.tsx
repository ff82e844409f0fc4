import { App, Checkbox, Form, Input, Radio } from 'antd';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { FormItem } from '@/components/FormItem';
import { proposalApi } from '../../api';
import { notFiledDestinationOptions } from '../stateLabels';
import { ActionFormShell } from './ActionFormShell';
import { proposalName, type StepConfirm } from './confirm';
import type { StepFormProps } from './types';

const { TextArea } = Input;

export type CheckDecision = 'file' | 'notFile' | 'sendBack';

const decisionLabel: Record<CheckDecision, string> = { file: '立案', notFile: '不立案', sendBack: '退回修改' };
const DECISIONS: CheckDecision[] = ['file', 'notFile', 'sendBack'];

interface CheckValues {
  decision?: CheckDecision;
  typeId?: string;
  opinion?: string;
  destination?: 14 | 15 | 16;
  reason?: string;
  sms?: boolean;
}

/**
 * 审查 (checkForm): file with a number (2 → 3), not file with a reason and a
 * destination (15 转社情民意 / 16 转委员来信 / 14 其他方式处理), or send back for revision.
 * Opened for one action (立案, 不立案 or 退回修改 of the detail page) it shows only that
 * decision; opened as 审查 it offers those the server allows now.
 *
 * The choice starts at 立案 when the server offers it: most proposals a reviewer opens are filed,
 * and a rejecting choice (不立案, 退回修改) is never preselected; without 立案 nothing is chosen,
 * so the reviewer picks. Filing and not filing cannot be taken back: both ask first.
 */
export function CheckForm({ proposal, onDone, onCancel, action }: StepFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CheckValues>();
  const allowed = DECISIONS.filter((d) => proposal.actions.includes(d));
  const fixed = (DECISIONS as string[]).includes(action) ? (action as CheckDecision) : null;
  const decision = Form.useWatch('decision', form) ?? fixed ?? undefined;
  const destinationLabel = (d: number | undefined) => notFiledDestinationOptions.find((o) => o.value === d)?.label ?? '';
  const confirm = (v: CheckValues): StepConfirm | null => {
    const chosen = fixed ?? v.decision;
    if (chosen === 'file') return { title: '确认立案', content: `确定对提案${proposalName(proposal)}立案吗？立案后将编定案号，不能撤回。` };
    if (chosen === 'notFile')
      return {
        title: '确认不立案',
        content: `确定对提案${proposalName(proposal)}不予立案（${destinationLabel(v.destination)}）吗？不立案后提案不再办理。`,
      };
    return null;
  };

  const submit = async (v: CheckValues) => {
    const sms = !!v.sms;
    const chosen = fixed ?? v.decision;
    if (chosen === 'file') {
      const r = await proposalApi.file({ id: proposal.id, typeId: v.typeId ?? null, opinion: v.opinion?.trim() || null, sms });
      message.success(`立案成功，案号为${r.number}`);
    } else if (chosen === 'notFile') {
      await proposalApi.notFile({ id: proposal.id, destination: v.destination as 14 | 15 | 16, reason: (v.reason ?? '').trim(), sms });
      message.success('操作成功');
    } else if (chosen === 'sendBack') {
      await proposalApi.sendBack({ id: proposal.id, opinion: (v.opinion ?? '').trim(), sms });
      message.success('退回成功');
    } else return;
    onDone();
  };

  return (
    <ActionFormShell<CheckValues>
      form={form}
      onCancel={onCancel}
      okText={fixed ? `确定${decisionLabel[fixed]}` : '提交'}
      okDanger={decision === 'sendBack'}
      initialValues={{ decision: fixed ?? (allowed.includes('file') ? 'file' : undefined), typeId: proposal.typeId ?? undefined }}
      confirm={confirm}
      onSubmit={submit}
    >
      {!fixed && (
        <FormItem label="审查结果" name="decision" required>
          <Radio.Group options={allowed.map((d) => ({ value: d, label: decisionLabel[d] }))} />
        </FormItem>
      )}
      {decision === 'file' && (
        <>
          <FormItem label="提案类别" name="typeId" required>
            <ProposalTypeTreeSelect leafOnly />
          </FormItem>
          <FormItem label="审查意见" name="opinion">
            <TextArea rows={4} maxLength={2000} showCount placeholder="请输入审查意见" />
          </FormItem>
        </>
      )}
      {decision === 'notFile' && (
        <>
          <FormItem label="不立案去向" name="destination" required>
            <Radio.Group options={notFiledDestinationOptions.map((o) => ({ value: o.value, label: o.label }))} />
          </FormItem>
          <FormItem label="不立案理由" name="reason" required>
            <TextArea rows={4} maxLength={2000} showCount placeholder="请输入不立案理由" />
          </FormItem>
        </>
      )}
      {decision === 'sendBack' && (
        <FormItem label="退回意见" name="opinion" required>
          <TextArea rows={4} maxLength={2000} showCount placeholder="请输入退回意见" />
        </FormItem>
      )}
      {decision && (
        <Form.Item name="sms" valuePropName="checked" label="短信通知">
          <Checkbox>同时发送短信通知提案人</Checkbox>
        </Form.Item>
      )}
    </ActionFormShell>
  );
}
