import type { ProposalUnitItem } from '@cppcc/contracts';
import { handleLevelLabel, ProposalPage } from '@cppcc/contracts';
import { Descriptions, Empty } from 'antd';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { StateTag } from '../components/columns';
import { ProposalFiles } from '../components/ProposalFiles';
import { ProposalBasics, RichHtml } from '../components/ProposalSections';
import { RouteProposalGuard, useRouteProposal } from '../components/RouteProposal';
import { handleTypes, satisfactions } from '../components/stateLabels';

const LIST = ProposalPage.reference;

function Answer({ u }: { u: ProposalUnitItem }) {
  return (
    <FormCard title={`${u.unitName}的答复`}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="办理方式">
          <StateTag table={handleTypes} code={u.handleType} />
        </Descriptions.Item>
        <Descriptions.Item label="办理结果">
          {u.handleLevel ? `${u.handleLevel}类：${handleLevelLabel[u.handleLevel]}` : '--'}
        </Descriptions.Item>
        <Descriptions.Item label="答复时间">{formatDateTime(u.repliedAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
        <Descriptions.Item label="满意度">
          <StateTag table={satisfactions} code={u.satisfaction} />
        </Descriptions.Item>
      </Descriptions>
      <RichHtml html={u.replyContent} empty="暂无答复内容" />
      <div style={{ marginTop: 12 }}>
        <ProposalFiles ids={u.replyFileIds} />
      </div>
    </FormCard>
  );
}

/** reference/detail: a concluded public proposal and every unit's answer letter, read-only, for reference. */
export default function ReferenceDetailPage() {
  const { id, detail } = useRouteProposal();
  return (
    <RouteProposalGuard id={id} detail={detail} back={LIST}>
      {(p) => {
        const answers = p.units.filter((u) => u.phase === 'formal' && u.active && u.repliedAt);
        return (
          <>
            <FormCard title={p.title} extra={<BackButton fallback={LIST} />}>
              <ProposalBasics p={p} />
            </FormCard>
            <FormCard title="提案内容">
              <RichHtml html={p.content} />
            </FormCard>
            <FormCard title="附件">
              <ProposalFiles ids={p.fileIds} />
            </FormCard>
            {answers.length ? (
              answers.map((u) => <Answer key={u.id} u={u} />)
            ) : (
              <FormCard title="答复">
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无答复" />
              </FormCard>
            )}
          </>
        );
      }}
    </RouteProposalGuard>
  );
}
