import type { ProposalDetail, ProposalUnitItem } from '@cppcc/contracts';
import { Collapse, Descriptions, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '@/app/store';
import { BackButton } from '@/components/BackButton';
import { formatDateTime } from '@/components/format';
import { StateTag } from './columns';
import { ProposalFiles } from './ProposalFiles';
import { JointTable, ProposalBasics, RichHtml } from './ProposalSections';
import { handleTypes, signStates } from './stateLabels';
import { useProposalDetail } from './useProposal';

/** The proposal a form page works on: `?id=` (or `?proposalId=`) of the route. */
export function useRouteProposal(param = 'id') {
  const [params] = useSearchParams();
  const id = params.get(param) ?? '';
  return { id, detail: useProposalDetail(id || null), params };
}

/** Loading, missing id and not-found states of a form page. */
export function RouteProposalGuard({
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

/**
 * The caller's own unit row: the active formal assignment (or, with `phase: 'pre'`, the
 * pre-assignment) of the user's organisation; with a single such row, that one.
 */
export function useMyUnit(p: ProposalDetail | undefined, phase: 'pre' | 'formal' = 'formal'): ProposalUnitItem | null {
  const orgId = useAppStore((s) => s.user?.orgId ?? null);
  if (!p) return null;
  const rows = p.units.filter((u) => u.phase === phase && (phase === 'pre' || u.active));
  return rows.find((u) => u.unitId === orgId) ?? (rows.length === 1 ? rows[0] : null);
}

/** The proposal above a unit's form: fields, then the content, attachments and co-signers folded. */
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

/** 本单位承办情况: how the unit was given the proposal and where its work stands. */
export function MyUnitInfo({ unit }: { unit: ProposalUnitItem }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="承办单位">{unit.unitName}</Descriptions.Item>
      <Descriptions.Item label="办理方式">
        <StateTag table={handleTypes} code={unit.handleType} />
      </Descriptions.Item>
      <Descriptions.Item label="签收状态">
        <StateTag table={signStates} code={unit.signState} />
      </Descriptions.Item>
      <Descriptions.Item label="答复期限">{unit.deadline ?? '--'}</Descriptions.Item>
      <Descriptions.Item label="签收时间">{formatDateTime(unit.signedAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
      <Descriptions.Item label="办理轮次">{unit.round > 1 ? `第${unit.round}轮（重新办理）` : '第1轮'}</Descriptions.Item>
    </Descriptions>
  );
}
