import { ProposalPerm as P, type ProposalDetail, ProposalPage } from '@cppcc/contracts';
import { Alert, App, Button, Form, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { RichHtml } from '../components/ProposalSections';
import { ProposalSummary, RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { useProposalRefresh } from '../components/useProposal';
import { afterApi } from './api';

const LIST = ProposalPage.myList;

interface Values {
  unitId?: string;
  comment?: string;
}

/**
 * displeasureProposalForm: the proposer is not satisfied with a unit's answer. The reason is
 * required; the first "not satisfied" sends that unit back to work (re-handling, 30 more days).
 * `?id=` the proposal, `&unitId=` preselects the unit.
 */
export default function DispleasureProposalFormPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={LIST}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={LIST} />}>
            <ProposalSummary p={p} />
          </FormCard>
          <DispleasureCard p={p} />
        </>
      )}
    </RouteProposalGuard>
  );
}

function DispleasureCard({ p }: { p: ProposalDetail }) {
  const { params } = useRouteProposal();
  const can = useAuthority();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<Values>();
  const unitId = Form.useWatch('unitId', form);
  const [saving, setSaving] = useState(false);
  // a rating belongs to one reply: a re-handled unit's new reply (replied after the last rating) is rated again
  const ratable = p.units.filter(
    (u) => u.phase === 'formal' && u.active && u.signState === 2 && (!u.evaluatedAt || (!!u.repliedAt && u.evaluatedAt < u.repliedAt)),
  );
  const asked = params.get('unitId');
  const chosen = ratable.find((u) => u.unitId === unitId);

  if (!p.actions.includes('evaluate') || !can(P.evaluate) || !ratable.length) {
    return (
      <FormCard title="不满意意见">
        <Result status="info" title="该提案当前没有待测评的答复" />
      </FormCard>
    );
  }

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await afterApi.evaluate({ id: p.id, unitId: v.unitId as string, satisfaction: 0, comment: (v.comment ?? '').trim() });
      message.success('提交成功');
      void refresh();
      navigate(LIST);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard title="不满意意见">
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="提交后该承办单位将重新办理并再次答复；请写明不满意的具体理由和意见建议。"
      />
      <Form<Values>
        form={form}
        labelCol={{ flex: '110px' }}
        initialValues={{
          unitId: ratable.find((u) => u.unitId === asked)?.unitId ?? (ratable.length === 1 ? ratable[0].unitId : undefined),
        }}
        onFinish={submit}
        autoComplete="off"
      >
        <FormItem label="承办单位" name="unitId" required>
          <Select placeholder="请选择承办单位" options={ratable.map((u) => ({ value: u.unitId, label: u.unitName }))} />
        </FormItem>
        {chosen && (
          <FormItem label="答复内容">
            <div style={{ maxHeight: 240, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
              <RichHtml html={chosen.replyContent} />
            </div>
          </FormItem>
        )}
        <FormItem
          label="不满意理由"
          name="comment"
          rules={[
            { required: true, whitespace: true, message: '请输入不满意的理由' },
            { min: 5, message: '不满意的理由至少5个字' },
          ]}
        >
          <Input.TextArea rows={6} maxLength={2000} showCount placeholder="请输入不满意的理由" />
        </FormItem>
        <Form.Item style={{ marginBottom: 0 }}>
          <Space style={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(LIST)}>取消</Button>
            <Button type="primary" danger htmlType="submit" loading={saving}>
              提交
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </FormCard>
  );
}
