import { JointState, ProposalPage, ProposalPerm } from '@cppcc/contracts';
import { Alert, App, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { FormItem } from '@/components/FormItem';
import { type PickedUnit, UnitPicker } from '@/components/picker';
import { proposalApi } from '../../api';
import { withId } from '../../paths';
import { ActionFormShell } from './ActionFormShell';
import { MergeCandidates } from './MergeForm';
import type { StepFormProps } from './types';
import { addUnit, toPicked, UnitRecommendations, useUnitOptions } from './unitHelpers';

const { TextArea } = Input;

interface ReceiveValues {
  typeId?: string;
  units?: PickedUnit[];
  opinion?: string;
  overrideJoint?: boolean;
  sms?: boolean;
}

export const JOINT_PENDING_TEXT = '联名人尚未全部确认，请等待联名人确认或选择不再等待';

/**
 * 初分 (receiveForm, 1 → 2): category, suggested units (with the recommendation
 * call's suggestions), and the proposals that look like it (candidates for 并案).
 * While a co-signer has not answered the office may go on only with 不再等待联名确认.
 */
export function ReceiveForm({ proposal, onDone, onCancel }: StepFormProps) {
  const { message } = App.useApp();
  const can = useAuthority();
  const [form] = Form.useForm<ReceiveValues>();
  const units = useUnitOptions();
  const pending = proposal.joints.filter((j) => j.state === JointState.pending);
  const overrideJoint = Form.useWatch('overrideJoint', form);

  // suggested units saved earlier come back with their names once the unit list is in
  useEffect(() => {
    if (units.data && proposal.suggestUnitIds.length && !form.getFieldValue('units')?.length) {
      form.setFieldValue('units', toPicked(proposal.suggestUnitIds, units.data));
    }
  }, [units.data, proposal.suggestUnitIds, form]);

  return (
    <ActionFormShell<ReceiveValues>
      form={form}
      okText="确定初分"
      onCancel={onCancel}
      initialValues={{ typeId: proposal.typeId ?? undefined, units: [] }}
      onSubmit={async (v) => {
        if (pending.length && !v.overrideJoint) {
          message.error(JOINT_PENDING_TEXT);
          throw new Error('joint');
        }
        await proposalApi.receive({
          id: proposal.id,
          typeId: v.typeId ?? null,
          suggestUnitIds: (v.units ?? []).map((u) => u.unitId),
          opinion: v.opinion?.trim() || null,
          overrideJoint: !!v.overrideJoint,
          sms: !!v.sms,
        });
        message.success('初分成功');
        onDone();
      }}
    >
      {pending.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`尚有${pending.length}位联名人未确认：${pending.map((j) => j.username).join('、')}`}
        />
      )}
      <FormItem label="提案类别" name="typeId" required>
        <ProposalTypeTreeSelect leafOnly />
      </FormItem>
      <FormItem label="建议承办单位" name="units">
        <UnitPicker title="选择建议承办单位" allowEmpty />
      </FormItem>
      <Form.Item label=" " colon={false} style={{ marginTop: -12 }}>
        <UnitRecommendations proposal={proposal} onPick={(u) => form.setFieldValue('units', addUnit(form.getFieldValue('units'), u))} />
      </Form.Item>
      <FormItem label="初分意见" name="opinion">
        <TextArea rows={3} maxLength={2000} showCount placeholder="请输入初分意见" />
      </FormItem>
      {pending.length > 0 && can(ProposalPerm.jointOverride) && (
        <Form.Item name="overrideJoint" valuePropName="checked" label="联名确认">
          <Checkbox>不再等待联名确认{overrideJoint ? '（将记录在流转记录中）' : ''}</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="sms" valuePropName="checked" label="短信通知">
        <Checkbox>同时发送短信通知提案人</Checkbox>
      </Form.Item>
      <Form.Item label="相似提案">
        <MergeCandidates proposal={proposal} compact />
        {proposal.actions.includes('merge') && can(ProposalPerm.merge) && (
          <Link to={withId(ProposalPage.mergeForm, proposal.id)}>去并案</Link>
        )}
      </Form.Item>
    </ActionFormShell>
  );
}
