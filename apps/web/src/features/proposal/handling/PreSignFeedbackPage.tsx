import { AssignFeedback, ProposalPerm as P, type ProposalDetail, ProposalPage } from '@cppcc/contracts';
import { Alert, App, Button, Form, Input, Radio, Result, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { StateTag } from '../components/columns';
import { ProposalSummary, RouteProposalGuard, useMyUnit, useRouteProposal } from '../components/RouteProposal';
import { assignFeedbacks, handleTypes } from '../components/stateLabels';
import { useProposalRefresh } from '../components/useProposal';
import { unitApi } from './api';

const LIST = ProposalPage.preSignList;

interface Values {
  agree?: boolean;
  opinion?: string;
}

/** preSignFeedback: the unit answers a pre-assignment — agrees to take the proposal, or declines with a reason. */
export default function PreSignFeedbackPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={LIST}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={LIST} />}>
            <ProposalSummary p={p} />
          </FormCard>
          <FeedbackCard p={p} />
        </>
      )}
    </RouteProposalGuard>
  );
}

function FeedbackCard({ p }: { p: ProposalDetail }) {
  const mine = useMyUnit(p, 'pre');
  const can = useAuthority();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<Values>();
  const agree = Form.useWatch('agree', form);
  const [saving, setSaving] = useState(false);
  const open = p.actions.includes('preFeedback') && can(P.preSignFeedback);

  if (!open) {
    return (
      <FormCard title="预交办反馈">
        {mine && mine.preFeedback !== AssignFeedback.pending ? (
          <Result
            status="success"
            title="本单位已反馈"
            subTitle={
              <Space direction="vertical">
                <span>
                  反馈结果：
                  <StateTag table={assignFeedbacks} code={mine.preFeedback} />
                </span>
                {mine.preOpinion && <span>反馈意见：{mine.preOpinion}</span>}
              </Space>
            }
          />
        ) : (
          <Result status="info" title="该提案当前不能进行预交办反馈" />
        )}
      </FormCard>
    );
  }

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await unitApi.preFeedback({ id: p.id, agree: v.agree === true, opinion: v.opinion?.trim() || null });
      message.success('反馈成功');
      void refresh();
      navigate(LIST);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard title="预交办反馈">
      {mine && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              提案办拟将本提案交由 {mine.unitName} <StateTag table={handleTypes} code={mine.handleType} />
              ，请反馈是否同意承办。
            </span>
          }
        />
      )}
      <Form<Values> form={form} labelCol={{ flex: '110px' }} onFinish={submit} autoComplete="off">
        <FormItem label="是否同意承办" name="agree" required>
          <Radio.Group
            options={[
              { value: true, label: '同意' },
              { value: false, label: '不同意' },
            ]}
          />
        </FormItem>
        <FormItem
          label="反馈意见"
          name="opinion"
          rules={agree === false ? [{ required: true, whitespace: true, message: '请输入不同意承办的理由' }] : []}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder={agree === false ? '请输入不同意承办的理由' : '请输入反馈意见'} />
        </FormItem>
        <Form.Item style={{ marginBottom: 0 }}>
          <Space style={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(LIST)}>取消</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              提交反馈
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </FormCard>
  );
}
