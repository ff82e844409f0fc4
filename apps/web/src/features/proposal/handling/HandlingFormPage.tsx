import {
  handleLevelLabel,
  handleLevels,
  type OssFile,
  ProposalPerm as P,
  type ProposalDetail,
  ProposalPage,
  type ProposalUnitItem,
} from '@cppcc/contracts';
import { Alert, App, Button, Form, Input, Radio, Result, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { useAppStore } from '@/app/store';
import { BackButton } from '@/components/BackButton';
import { DateInput } from '@/components/DatePickers';
import { RichEditor, richRequiredRule } from '@/components/editor';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { FileUploader } from '@/components/upload';
import { StateTag } from '../components/columns';
import { delayDateRule, phoneRule } from '../components/forms';
import { MyUnitInfo, ProposalSummary, RouteProposalGuard, useMyUnit, useRouteProposal } from '../components/RouteProposal';
import { signStates } from '../components/stateLabels';
import { proposalName, useStepConfirm } from '../components/steps/confirm';
import { useProposalRefresh } from '../components/useProposal';
import type { ReplyInput } from '../contractTypes';
import { unitApi } from './api';

const LIST = ProposalPage.handlingList;

type Mode = 'reply' | 'back' | 'delay';
const modes: { value: Mode; label: string; action: string; perm: string }[] = [
  { value: 'reply', label: '答复', action: 'reply', perm: P.reply },
  { value: 'back', label: '申请退回', action: 'backApply', perm: P.backApply },
  { value: 'delay', label: '申请延期', action: 'delayApply', perm: P.delayApply },
];

/**
 * handlingForm: the unit's work on one proposal — the formal answer letter (答复函) with
 * attachments, handle level and contact; or a request to return it (-2) or to delay the reply (-1).
 * `?type=back|delay` opens the request form; the server's `actions` decide what is offered.
 */
export default function HandlingFormPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={LIST}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={LIST} />}>
            <ProposalSummary p={p} />
          </FormCard>
          <HandlingCard p={p} />
        </>
      )}
    </RouteProposalGuard>
  );
}

function HandlingCard({ p }: { p: ProposalDetail }) {
  const [params, setParams] = useSearchParams();
  const can = useAuthority();
  const mine = useMyUnit(p);
  const offered = modes.filter((m) => p.actions.includes(m.action) && can(m.perm));
  const asked = (params.get('type') as Mode | null) ?? 'reply';
  const mode = offered.find((m) => m.value === asked) ?? null;

  const choose = (m: Mode) => {
    const next = new URLSearchParams(params);
    if (m === 'reply') next.delete('type');
    else next.set('type', m);
    setParams(next, { replace: true });
  };

  return (
    <FormCard title="提案办理">
      {mine && <MyUnitInfo unit={mine} />}
      {offered.length > 1 && (
        <Segmented<Mode>
          style={{ marginBottom: 16 }}
          value={mode?.value ?? asked}
          onChange={choose}
          options={offered.map((m) => ({ value: m.value, label: m.label }))}
        />
      )}
      {!mode ? (
        <Result
          status="info"
          title={`该提案当前不能${modes.find((m) => m.value === asked)?.label ?? '办理'}`}
          subTitle={
            mine ? (
              <>
                签收状态：
                <StateTag table={signStates} code={mine.signState} />
                {mine.signState === -2 && '（退回申请待提案办审核）'}
              </>
            ) : (
              '本单位没有该提案的承办任务'
            )
          }
        />
      ) : mode.value === 'reply' ? (
        <ReplyForm p={p} />
      ) : mode.value === 'back' ? (
        <BackForm p={p} />
      ) : (
        <DelayForm p={p} unit={mine} />
      )}
    </FormCard>
  );
}

function useDone(to: string, text: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  return () => {
    message.success(text);
    void refresh();
    navigate(to);
  };
}

function Buttons({ saving, okText, danger }: { saving: boolean; okText: string; danger?: boolean }) {
  const navigate = useNavigate();
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Space style={{ display: 'flex', justifyContent: 'center' }}>
        <Button onClick={() => navigate(LIST)}>取消</Button>
        <Button type="primary" danger={danger} htmlType="submit" loading={saving}>
          {okText}
        </Button>
      </Space>
    </Form.Item>
  );
}

/** Runs a save, keeping the form on failure (the api client has shown the message). */
function useSaving() {
  const [saving, setSaving] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

interface ReplyValues {
  content?: string;
  files?: OssFile[];
  handleLevel?: string;
  contactName?: string;
  contactPhone?: string;
}

/**
 * 答复函. 联系人 starts empty: a unit's account bears the unit's name, not a person's (联系电话 starts from the
 * account's mobile). The letter reaches the proposer at once and cannot be changed: it asks first.
 */
function ReplyForm({ p }: { p: ProposalDetail }) {
  const user = useAppStore((s) => s.user);
  const [form] = Form.useForm<ReplyValues>();
  const { saving, run } = useSaving();
  const ask = useStepConfirm();
  const done = useDone(ProposalPage.finishList, '答复成功');
  return (
    <Form<ReplyValues>
      form={form}
      layout="vertical"
      initialValues={{ contactName: '', contactPhone: user?.mobile ?? '', files: [] }}
      onFinish={async (v) => {
        const sure = await ask({
          title: '确认提交答复',
          content: `确定提交对提案${proposalName(p)}的答复吗？提交后答复函将送达提案人，不能修改。`,
        });
        if (!sure) return;
        await run(async () => {
          await unitApi.reply({
            id: p.id,
            content: v.content ?? '',
            fileIds: (v.files ?? []).map((f) => f.id),
            handleLevel: v.handleLevel as ReplyInput['handleLevel'],
            contactName: (v.contactName ?? '').trim(),
            contactPhone: (v.contactPhone ?? '').trim(),
          });
          done();
        });
      }}
      autoComplete="off"
    >
      <Form.Item label="答复函" name="content" rules={[richRequiredRule('答复内容')]}>
        <RichEditor placeholder="请输入答复内容" intelligent={false} minHeight={280} />
      </Form.Item>
      <FormItem label="附件" name="files">
        <FileUploader />
      </FormItem>
      <FormItem label="办理结果" name="handleLevel" required>
        <Radio.Group>
          <Space orientation="vertical">
            {handleLevels.map((l) => (
              <Radio key={l} value={l}>
                {l}类：{handleLevelLabel[l]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </FormItem>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <FormItem label="联系人" name="contactName" required rules={[{ max: 50, message: '联系人不能超过50个字' }]}>
          <Input maxLength={50} placeholder="请输入联系人" style={{ width: 260 }} />
        </FormItem>
        <FormItem label="联系电话" name="contactPhone" required rules={[phoneRule]}>
          <Input maxLength={30} placeholder="请输入联系电话" style={{ width: 260 }} />
        </FormItem>
      </Space>
      <Buttons saving={saving} okText="提交答复" />
    </Form>
  );
}

function BackForm({ p }: { p: ProposalDetail }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { saving, run } = useSaving();
  const done = useDone(LIST, '退回申请已提交，请等待提案办审核');
  return (
    <Form
      form={form}
      labelCol={{ flex: '110px' }}
      onFinish={(v) =>
        run(async () => {
          await unitApi.backApply({ id: p.id, reason: (v.reason ?? '').trim() });
          done();
        })
      }
      autoComplete="off"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="提案不属于本单位职责范围时可申请退回，提案办同意后本单位不再承办该提案。"
      />
      <FormItem label="退回理由" name="reason" required>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder="请输入退回理由" />
      </FormItem>
      <Buttons saving={saving} okText="提交申请" danger />
    </Form>
  );
}

function DelayForm({ p, unit }: { p: ProposalDetail; unit: ProposalUnitItem | null }) {
  const [form] = Form.useForm<{ reason?: string; delayDate?: string }>();
  const { saving, run } = useSaving();
  const done = useDone(LIST, '延期申请已提交，请等待提案办审核');
  return (
    <Form
      form={form}
      labelCol={{ flex: '110px' }}
      onFinish={(v) =>
        run(async () => {
          await unitApi.delayApply({ id: p.id, reason: (v.reason ?? '').trim(), delayDate: v.delayDate as string });
          done();
        })
      }
      autoComplete="off"
    >
      <FormItem label="当前答复期限">
        <span>{unit?.deadline ?? '--'}</span>
      </FormItem>
      <FormItem label="申请延期至" name="delayDate" required rules={[delayDateRule(unit?.deadline)]}>
        <DateInput style={{ width: 260 }} />
      </FormItem>
      <FormItem label="延期理由" name="reason" required>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder="请输入延期理由" />
      </FormItem>
      <Buttons saving={saving} okText="提交申请" />
    </Form>
  );
}
