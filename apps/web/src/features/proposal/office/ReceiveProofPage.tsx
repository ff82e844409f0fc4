import { PrinterOutlined } from '@ant-design/icons';
import { ProposalPage } from '@cppcc/contracts';
import { Button, Descriptions, Space, Typography } from 'antd';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { numberText, StateTag } from '../components/columns';
import { RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { proposalStates } from '../components/stateLabels';

/** receiveProof: the receipt (受理回执) of a submitted proposal, to print. */
export function ReceiveProofPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={ProposalPage.receiveList}>
      {(p) => (
        <FormCard
          title="提案受理回执"
          extra={
            <Space className="no-print">
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                打印
              </Button>
              <BackButton fallback={ProposalPage.receiveList} />
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
              {formatDateTime(Date.now(), 'YYYY年MM月DD日')}
            </Typography.Paragraph>
          </div>
        </FormCard>
      )}
    </RouteProposalGuard>
  );
}
