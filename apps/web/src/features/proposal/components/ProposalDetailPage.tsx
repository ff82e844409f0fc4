import { ProposalPage } from '@cppcc/contracts';
import { Result, Space, Spin, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { numberText, StateTag } from './columns';
import { ProposalDocuments } from './ProposalDocuments';
import { ProposalFiles } from './ProposalFiles';
import { HistoryTimeline, InstructionList, JointTable, MergedList, ProposalBasics, RichHtml, UnitsTable } from './ProposalSections';
import { proposalStates } from './stateLabels';
import { StepButtons } from './steps/StepButtons';
import { useProposalSteps } from './steps/useProposalSteps';
import { UnitReplies } from './UnitReplies';
import { useProposalDetail } from './useProposal';

/**
 * proposalDetail/{id}: every field, the attachments, co-signers, the units and, in full, their
 * replies and ratings, instructions, and the whole history; the buttons are the
 * steps the server says the caller may take now (`actions`), and the documents
 * it says the caller may download (文书下载).
 */
export default function ProposalDetailPage() {
  const { id = '' } = useParams();
  const detail = useProposalDetail(id);
  const steps = useProposalSteps();
  const back = <BackButton fallback={ProposalPage.desktop} />;

  if (detail.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const p = detail.data;
  if (!p) return <Result status="404" title="提案不存在或无权查看" extra={back} />;

  return (
    <div className="proposal-detail">
      <FormCard
        title={
          <Space size={8} wrap>
            <span>{p.title}</span>
            <StateTag table={proposalStates} code={p.state} />
            {p.isKey && <Tag color="red">重点</Tag>}
            {p.isExcellent && <Tag color="gold">优秀</Tag>}
            {p.isGood && <Tag color="green">良好</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            <StepButtons proposal={p} steps={steps} />
            {back}
          </Space>
        }
      >
        <Typography.Text type="secondary">
          案号：{numberText(p.number)}　提案人：{p.proposerName || '--'}　届次：{p.sessionName ?? '--'}
        </Typography.Text>
      </FormCard>
      <FormCard title="基本信息">
        <ProposalBasics p={p} />
      </FormCard>
      <FormCard title="提案内容">
        <RichHtml html={p.content} />
      </FormCard>
      <FormCard title="附件">
        <ProposalFiles ids={p.fileIds} />
      </FormCard>
      <ProposalDocuments id={p.id} />
      {p.isJoint || p.joints.length ? (
        <FormCard title="联名人">
          <JointTable p={p} />
        </FormCard>
      ) : null}
      <FormCard title="承办单位">
        <UnitsTable p={p} />
      </FormCard>
      {p.units.some((u) => u.phase === 'formal' && u.repliedAt) && (
        <FormCard title="答复情况">
          <UnitReplies p={p} />
        </FormCard>
      )}
      {p.merged.length > 0 && (
        <FormCard title="并入的提案">
          <MergedList p={p} />
        </FormCard>
      )}
      {(p.instructions.length > 0 || p.feedbacks.length > 0) && (
        <FormCard title="领导批示与落实反馈">
          <InstructionList p={p} />
        </FormCard>
      )}
      <FormCard title="流转记录">
        <HistoryTimeline p={p} />
      </FormCard>
      {steps.dialog}
    </div>
  );
}
