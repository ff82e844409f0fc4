import { ProposalPerm as P, type ProposalDetail, ProposalPage } from '@cppcc/contracts';
import { App, Button, Form, Input, Result, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { FormItem } from '@/components/FormItem';
import { StateTag } from '../components/columns';
import { MyUnitInfo, ProposalSummary, RouteProposalGuard, useMyUnit, useRouteProposal } from '../components/RouteProposal';
import { signStates } from '../components/stateLabels';
import { useProposalRefresh } from '../components/useProposal';
import { withId } from '../paths';
import { unitApi } from './api';

const LIST = ProposalPage.signList;

/** signFor: the unit reads the assigned proposal and signs for it (0 → 1), or asks to return it. */
export default function SignForPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={LIST}>
      {(p) => (
        <>
          <FormCard title="提案信息" extra={<BackButton fallback={LIST} />}>
            <ProposalSummary p={p} />
          </FormCard>
          <SignCard p={p} />
        </>
      )}
    </RouteProposalGuard>
  );
}

function SignCard({ p }: { p: ProposalDetail }) {
  const mine = useMyUnit(p);
  const can = useAuthority();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useProposalRefresh();
  const [form] = Form.useForm<{ opinion?: string }>();
  const [saving, setSaving] = useState(false);
  const canSign = p.actions.includes('sign') && can(P.sign);
  const canBack = p.actions.includes('backApply') && can(P.backApply);

  const sign = async (v: { opinion?: string }) => {
    setSaving(true);
    try {
      await unitApi.sign({ id: p.id, opinion: v.opinion?.trim() || null });
      message.success('签收成功');
      void refresh();
      navigate(ProposalPage.handlingList);
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard title="签收">
      {mine && <MyUnitInfo unit={mine} />}
      {canSign ? (
        <Form form={form} labelCol={{ flex: '110px' }} onFinish={sign} autoComplete="off">
          <FormItem label="签收意见" name="opinion">
            <Input.TextArea rows={3} maxLength={2000} showCount placeholder="请输入签收意见" />
          </FormItem>
          <Form.Item style={{ marginBottom: 0 }}>
            <Space style={{ display: 'flex', justifyContent: 'center' }}>
              <Button onClick={() => navigate(LIST)}>取消</Button>
              {canBack && (
                <Button danger onClick={() => navigate(`${withId(ProposalPage.handlingForm, p.id)}&type=back`)}>
                  申请退回
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={saving}>
                确认签收
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : (
        <Result
          status="info"
          title="该提案当前不能签收"
          subTitle={
            mine ? (
              <>
                签收状态：
                <StateTag table={signStates} code={mine.signState} />
              </>
            ) : (
              '本单位没有该提案的承办任务'
            )
          }
        />
      )}
    </FormCard>
  );
}
