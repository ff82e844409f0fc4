import { type OssFile, ProposalPerm as P, type ProposalDetail, ProposalPage } from '@cppcc/contracts';
import { App, Button, Form, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { FileUploader } from '@/components/upload';
import { InstructionList } from '../components/ProposalSections';
import { ProposalSummary, RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { useProposalRefresh } from '../components/useProposal';
import { afterApi } from './api';

interface Values {
  instructionId?: string | null;
  content?: string;
  files?: OssFile[];
}

/**
 * feedBackForm: how a proposal's answer (or a leader's instruction on it) was carried out,
 * reported by the office or a handling unit. `?proposalId=` and optionally `&instructionId=`.
 */
export default function FeedBackFormPage() {
  const { id, detail, params } = useRouteProposal('proposalId');
  const can = useAuthority();
  const back = can(P.instructionList) ? ProposalPage.instructionList : ProposalPage.finishList;
  return (
    <RouteProposalGuard id={id} detail={detail} back={back}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={back} />}>
            <ProposalSummary p={p} />
          </FormCard>
          {(p.instructions.length > 0 || p.feedbacks.length > 0) && (
            <FormCard title="领导批示与落实反馈">
              <InstructionList p={p} />
            </FormCard>
          )}
          <FeedbackCard p={p} instructionId={params.get('instructionId')} back={back} />
        </>
      )}
    </RouteProposalGuard>
  );
}

function FeedbackCard({ p, instructionId, back }: { p: ProposalDetail; instructionId: string | null; back: string }) {
  const can = useAuthority();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  if (!can(P.feedback)) return <Result status="403" title="无权限，请联系管理员" />;

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const fileIds = (v.files ?? []).map((f) => f.id);
      await afterApi.feedbackAdd({
        proposalId: p.id,
        instructionId: v.instructionId || null,
        content: (v.content ?? '').trim(),
        fileIds,
      });
      message.success('反馈成功');
      void refresh();
      navigate(back);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const known = p.instructions.some((i) => i.id === instructionId);
  return (
    <FormCard title="落实反馈">
      <Form<Values>
        form={form}
        labelCol={{ flex: '110px' }}
        initialValues={{ instructionId: known ? instructionId : undefined, files: [] }}
        onFinish={submit}
        autoComplete="off"
      >
        {p.instructions.length > 0 && (
          <FormItem label="针对批示" name="instructionId" extra="不选择时为对提案办理情况的反馈">
            <Select
              allowClear
              placeholder="请选择领导批示"
              options={p.instructions.map((i) => ({
                value: i.id,
                label: `${i.leaderName}（${i.instructedAt}）：${i.content.slice(0, 40)}`,
              }))}
            />
          </FormItem>
        )}
        <FormItem label="反馈内容" name="content" required>
          <Input.TextArea rows={6} maxLength={5000} showCount placeholder="请输入反馈内容" />
        </FormItem>
        <FormItem label="附件" name="files">
          <FileUploader />
        </FormItem>
        <Form.Item style={{ marginBottom: 0 }}>
          <Space style={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(back)}>取消</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              提交反馈
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </FormCard>
  );
}
