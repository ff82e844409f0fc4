import { AssignFeedback, DEFAULT_REPLY_DAYS, HandleType } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { chinaToday } from '@/app/format';
import { DateInput } from '@/components/DatePickers';
import { FormItem } from '@/components/FormItem';
import { type PickedUnit, UnitPicker } from '@/components/picker';
import { proposalApi, proposalKeys } from '../../api';
import { SINGLE_UNDERTAKE_LABEL } from '../stateLabels';
import { ActionFormShell } from './ActionFormShell';
import { proposalName } from './confirm';
import type { StepFormProps } from './types';
import { addUnit, toPicked, UnitRecommendations, useUnitOptions } from './unitHelpers';

const { TextArea } = Input;

/** 单独承办 (one unit, stored as lead 0), 主办+会办 (lead 0 + joint 1), 分办 (split 2 only). */
export type AssignMode = 'single' | 'lead' | 'split';

interface AssignValues {
  mode: AssignMode;
  single?: PickedUnit[];
  lead?: PickedUnit[];
  joint?: PickedUnit[];
  split?: PickedUnit[];
  deadline?: string | null;
  opinion?: string;
  sms?: boolean;
}

export const AssignText = {
  single: '单独承办只能选择一个承办单位',
  lead: '主办单位只能选择一个',
  jointRequired: '请选择会办单位',
  overlap: '主办单位与会办单位不能重复',
  split: '分办至少选择两个承办单位',
} as const;

/** A picker's value is an array: empty counts as nothing chosen. */
export const pickRequired = (label: string) => ({
  validator: async (_r: unknown, v: unknown[] | undefined) => {
    if (!v?.length) throw new Error(`请选择${label}`);
  },
});

const one = (message: string) => ({
  validator: async (_r: unknown, v: PickedUnit[] | undefined) => {
    if ((v?.length ?? 0) > 1) throw new Error(message);
  },
});

/** The assignment as the server takes it: [{ unitId, handleType }]. */
export function unitsOf(v: AssignValues): { unitId: string; handleType: 0 | 1 | 2 }[] {
  if (v.mode === 'single') return (v.single ?? []).map((u) => ({ unitId: u.unitId, handleType: 0 }));
  if (v.mode === 'split') return (v.split ?? []).map((u) => ({ unitId: u.unitId, handleType: 2 }));
  return [
    ...(v.lead ?? []).map((u) => ({ unitId: u.unitId, handleType: 0 as const })),
    ...(v.joint ?? []).map((u) => ({ unitId: u.unitId, handleType: 1 as const })),
  ];
}

/** The names of the units an assignment goes to, in the form's order. */
const unitNamesOf = (v: AssignValues): string[] =>
  (v.mode === 'single' ? v.single : v.mode === 'split' ? v.split : [...(v.lead ?? []), ...(v.joint ?? [])])?.map((u) => u.name) ?? [];

/**
 * 交办 / 预交办 (assignList, preAssignList): one unit alone, a lead unit with joint
 * units, or split units only. Starts from the units that agreed to a pre-assignment,
 * else the units suggested at the initial sort; the recommendation call adds suggestions.
 */
export function AssignForm({ proposal, onDone, onCancel, action }: StepFormProps) {
  const pre = action === 'preAssign';
  const { message } = App.useApp();
  const [form] = Form.useForm<AssignValues>();
  const mode = Form.useWatch('mode', form) ?? 'single';
  const units = useUnitOptions();
  const session = useQuery({
    queryKey: proposalKeys.sessionInfo(proposal.sessionId),
    queryFn: () => proposalApi.sessionInfo(proposal.sessionId),
    staleTime: 5 * 60_000,
  });
  const handleDays = session.data?.handleDays ?? DEFAULT_REPLY_DAYS;

  // start from the pre-assigned units that agreed (formal assignment), else from the initial sort's suggestions
  useEffect(() => {
    if (!units.data) return;
    const agreed = proposal.units.filter((u) => u.phase === 'pre' && u.preFeedback === AssignFeedback.agree);
    const current = form.getFieldsValue();
    if (current.single?.length || current.lead?.length || current.split?.length) return;
    if (!pre && agreed.length) {
      const lead = agreed.filter((u) => u.handleType === HandleType.lead);
      const joint = agreed.filter((u) => u.handleType === HandleType.joint);
      const split = agreed.filter((u) => u.handleType === HandleType.split);
      const pick = (list: typeof agreed) => list.map((u) => ({ unitId: u.unitId, name: u.unitName, collectiveType: 7, parentName: null }));
      if (split.length) form.setFieldsValue({ mode: 'split', split: pick(split) });
      else if (joint.length) form.setFieldsValue({ mode: 'lead', lead: pick(lead), joint: pick(joint) });
      else form.setFieldsValue({ mode: 'single', single: pick(lead) });
      return;
    }
    const suggested = toPicked(proposal.suggestUnitIds, units.data);
    if (suggested.length === 1) form.setFieldsValue({ mode: 'single', single: suggested });
    else if (suggested.length > 1) form.setFieldsValue({ mode: 'split', split: suggested });
  }, [units.data, proposal, pre, form]);

  const target: keyof AssignValues = mode === 'single' ? 'single' : mode === 'split' ? 'split' : 'joint';

  return (
    <ActionFormShell<AssignValues>
      form={form}
      okText={pre ? '确定预交办' : '确定交办'}
      onCancel={onCancel}
      initialValues={{ mode: 'single' }}
      confirm={(v) => {
        const names = unitNamesOf(v).join('、');
        return pre
          ? { title: '确认预交办', content: `确定将提案${proposalName(proposal)}预交办给${names}吗？将征求这些单位的意见。` }
          : { title: '确认交办', content: `确定将提案${proposalName(proposal)}交办给${names}吗？交办后将通知承办单位办理，不能撤回。` };
      }}
      onSubmit={async (v) => {
        await (pre ? proposalApi.preAssign : proposalApi.assign)({
          id: proposal.id,
          units: unitsOf(v),
          deadline: pre ? undefined : v.deadline || undefined,
          opinion: v.opinion?.trim() || null,
          sms: !!v.sms,
        });
        message.success(pre ? '预交办成功' : '交办成功');
        onDone();
      }}
    >
      <FormItem label="办理方式" name="mode" required>
        <Radio.Group
          options={[
            { value: 'single', label: SINGLE_UNDERTAKE_LABEL },
            { value: 'lead', label: '主办+会办' },
            { value: 'split', label: '分办' },
          ]}
        />
      </FormItem>
      {mode === 'single' && (
        <FormItem label="承办单位" name="single" required choice rules={[pickRequired('承办单位'), one(AssignText.single)]}>
          <UnitPicker />
        </FormItem>
      )}
      {mode === 'lead' && (
        <>
          <FormItem label="主办单位" name="lead" required choice rules={[pickRequired('主办单位'), one(AssignText.lead)]}>
            <UnitPicker title="选择主办单位" />
          </FormItem>
          <FormItem
            label="会办单位"
            name="joint"
            required
            choice
            dependencies={['lead']}
            rules={[
              {
                validator: async (_r, v: PickedUnit[] | undefined) =>
                  v?.length ? undefined : Promise.reject(new Error(AssignText.jointRequired)),
              },
              ({ getFieldValue }) => ({
                validator: async (_r, v: PickedUnit[] | undefined) => {
                  const lead = new Set((getFieldValue('lead') as PickedUnit[] | undefined)?.map((u) => u.unitId));
                  if (v?.some((u) => lead.has(u.unitId))) throw new Error(AssignText.overlap);
                },
              }),
            ]}
          >
            <UnitPicker title="选择会办单位" />
          </FormItem>
        </>
      )}
      {mode === 'split' && (
        <FormItem
          label="分办单位"
          name="split"
          required
          choice
          rules={[
            pickRequired('分办单位'),
            {
              validator: async (_r, v: PickedUnit[] | undefined) => {
                if (v?.length === 1) throw new Error(AssignText.split);
              },
            },
          ]}
        >
          <UnitPicker title="选择分办单位" />
        </FormItem>
      )}
      <Form.Item label=" " colon={false} style={{ marginTop: -12 }}>
        <UnitRecommendations
          proposal={proposal}
          onPick={(u) => form.setFieldValue(target, mode === 'single' ? [u] : addUnit(form.getFieldValue(target), u))}
        />
      </Form.Item>
      {!pre && (
        <FormItem label="答复期限" name="deadline" extra={`不填写时为交办后${handleDays}天`}>
          <DateInput disabledDate={(d) => d.isBefore(chinaToday(), 'day')} placeholder={`默认交办后${handleDays}天`} />
        </FormItem>
      )}
      <FormItem label={pre ? '预交办意见' : '交办意见'} name="opinion">
        <TextArea rows={3} maxLength={2000} showCount placeholder={pre ? '请输入预交办意见' : '请输入交办意见'} />
      </FormItem>
      <Form.Item name="sms" valuePropName="checked" label="短信通知">
        <Checkbox>同时发送短信通知承办单位</Checkbox>
      </Form.Item>
      {pre && <Typography.Text type="secondary">预交办将征求所选承办单位的意见，单位反馈后再正式交办。</Typography.Text>}
    </ActionFormShell>
  );
}
