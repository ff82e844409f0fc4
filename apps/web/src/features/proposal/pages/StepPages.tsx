import { PrinterOutlined } from '@ant-design/icons';
import { ProposalPerm as P, type ProposalDetail } from '@cppcc/contracts';
import { Button, Collapse, Descriptions, Result, Space, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { actionAllowed, getProposalAction, useProposalDetail, useProposalRefresh } from '../components/actionForms';
import { RemindForm } from '../components/actions/SimpleForms';
import { numberText, StateTag } from '../components/columns';
import { ProposalFiles } from '../components/ProposalFiles';
import { JointTable, ProposalBasics, RichHtml } from '../components/ProposalSections';
import { proposalStates, satisfactions } from '../components/stateLabels';

/** The proposal a form page works on: `?id=` of the route. */
function useRouteProposal() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return { id, detail: useProposalDetail(id || null) };
}

/** Loading, missing id and not-found states of a form page. */
function Guard({
  id,
  detail,
  back,
  children,
}: {
  id: string;
  detail: ReturnType<typeof useProposalDetail>;
  back: string;
  children: (p: ProposalDetail) => ReactNode;
}) {
  if (!id) return <Result status="warning" title="请从列表中选择提案" extra={<BackButton fallback={back} />} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (!detail.data) return <Result status="404" title="提案不存在或无权查看" extra={<BackButton fallback={back} />} />;
  return <>{children(detail.data)}</>;
}

/** The proposal being worked on, above a form: fields, co-signers, content (folded) and attachments. */
export function ProposalSummary({ p }: { p: ProposalDetail }) {
  return (
    <>
      <ProposalBasics p={p} />
      <Collapse
        style={{ marginTop: 12 }}
        items={[
          { key: 'content', label: '提案内容', children: <RichHtml html={p.content} /> },
          { key: 'files', label: '附件', children: <ProposalFiles ids={p.fileIds} /> },
          ...(p.joints.length ? [{ key: 'joints', label: `联名人（${p.joints.length}）`, children: <JointTable p={p} /> }] : []),
        ]}
      />
    </>
  );
}

/**
 * A page that takes one step on the proposal of `?id=` (receiveForm, checkForm,
 * mergeProposalListForm): the summary, then the registered action form; success goes back to the list.
 */
export function ProposalStepPage({ action, listPath, title }: { action: string; listPath: string; title: string }) {
  const { id, detail } = useRouteProposal();
  const navigate = useNavigate();
  const can = useAuthority();
  const def = getProposalAction(action);
  const refresh = useProposalRefresh();
  return (
    <Guard id={id} detail={detail} back={listPath}>
      {(p) => {
        const Form = def?.Form;
        const open = def && Form && actionAllowed(def, p) && (!def.perm || can(def.perm));
        return (
          <>
            <FormCard title="提案信息" extra={<BackButton fallback={listPath} />}>
              <ProposalSummary p={p} />
            </FormCard>
            <FormCard title={title}>
              {open && Form ? (
                <Form
                  proposal={p}
                  action={action}
                  onCancel={() => navigate(listPath)}
                  onDone={() => {
                    void refresh();
                    navigate(listPath);
                  }}
                />
              ) : (
                <Result
                  status="info"
                  title={`该提案当前不能${def?.label ?? title}`}
                  subTitle={
                    <>
                      提案状态：
                      <StateTag table={proposalStates} code={p.state} />
                    </>
                  }
                />
              )}
            </FormCard>
          </>
        );
      }}
    </Guard>
  );
}

export const ReceiveFormPage = () => <ProposalStepPage action="receive" listPath="/proposal/receiveList" title="初分" />;
export const CheckFormPage = () => <ProposalStepPage action="check" listPath="/proposal/checkList" title="审查" />;
export const MergeFormPage = () => <ProposalStepPage action="merge" listPath="/proposal/mergeProposalList" title="并案" />;

/** receiveProof: the receipt (受理回执) of a submitted proposal, to print. */
export function ReceiveProofPage() {
  const { id, detail } = useRouteProposal();
  return (
    <Guard id={id} detail={detail} back="/proposal/receiveList">
      {(p) => (
        <FormCard
          title="提案受理回执"
          extra={
            <Space className="no-print">
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                打印
              </Button>
              <BackButton fallback="/proposal/receiveList" />
            </Space>
          }
        >
          <div style={{ maxWidth: 720, margin: '0 auto' }}>
            <Typography.Title level={3} style={{ textAlign: 'center' }}>
              提案受理回执
            </Typography.Title>
            <Descriptions bordered column={1} size="middle" styles={{ label: { width: 140 } }}>
              <Descriptions.Item label="届次">{p.sessionName ?? '--'}</Descriptions.Item>
              <Descriptions.Item label="提案标题">{p.title}</Descriptions.Item>
              <Descriptions.Item label="提案人">{p.proposerName || '--'}</Descriptions.Item>
              <Descriptions.Item label="联名人">{p.isJoint ? (p.jointNames ?? '--') : '无'}</Descriptions.Item>
              <Descriptions.Item label="提案类别">{p.typeName ?? '--'}</Descriptions.Item>
              <Descriptions.Item label="案号">{numberText(p.number)}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{formatDateTime(p.submittedAt, 'YYYY年MM月DD日 HH:mm')}</Descriptions.Item>
              <Descriptions.Item label="当前状态">
                <StateTag table={proposalStates} code={p.state} />
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ marginTop: 24 }}>
              您提交的提案已收到，提案委员会办公室将按规定进行审查，审查结果将通过系统消息告知。
            </Typography.Paragraph>
            <Typography.Paragraph style={{ textAlign: 'right' }}>
              提案委员会办公室
              <br />
              {dayjs().format('YYYY年MM月DD日')}
            </Typography.Paragraph>
          </div>
        </FormCard>
      )}
    </Guard>
  );
}

/**
 * trackList/displeasureProposalForm: a proposal rated "not satisfied" (re-handling, 11):
 * the ratings and their reasons per unit; the office reminds the unit or concludes.
 */
export function DispleasureProposalFormPage() {
  const { id, detail } = useRouteProposal();
  const navigate = useNavigate();
  const can = useAuthority();
  const refresh = useProposalRefresh();
  const back = '/proposal/trackList';
  return (
    <Guard id={id} detail={detail} back={back}>
      {(p) => {
        const rated = p.units.filter((u) => u.phase === 'formal' && u.satisfaction !== null);
        const done = () => {
          void refresh();
          navigate(back);
        };
        const conclude = getProposalAction('conclude');
        const ConcludeForm = conclude?.Form;
        return (
          <>
            <FormCard title="提案信息" extra={<BackButton fallback={back} />}>
              <ProposalSummary p={p} />
            </FormCard>
            <FormCard title="满意度测评">
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={rated}
                locale={{ emptyText: '暂无测评' }}
                columns={[
                  { title: '承办单位', dataIndex: 'unitName' },
                  {
                    title: '满意度',
                    dataIndex: 'satisfaction',
                    width: 110,
                    render: (v: number) => <StateTag table={satisfactions} code={v} />,
                  },
                  { title: '测评意见', dataIndex: 'satisfactionComment', render: (v: string | null) => v || '--' },
                  {
                    title: '测评时间',
                    dataIndex: 'evaluatedAt',
                    width: 170,
                    render: (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
                  },
                  { title: '轮次', dataIndex: 'round', width: 60 },
                ]}
              />
            </FormCard>
            {can(P.remind) && (p.state === 10 || p.state === 11) && (
              <FormCard title="催办承办单位">
                <RemindForm proposal={p} action="remind" onDone={done} />
              </FormCard>
            )}
            {ConcludeForm && p.actions.includes('conclude') && can(P.conclude) && (
              <FormCard title="办结">
                <ConcludeForm proposal={p} action="conclude" onDone={done} />
              </FormCard>
            )}
          </>
        );
      }}
    </Guard>
  );
}
