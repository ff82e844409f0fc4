import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { ProposalDocumentApi } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { api } from '@/app/api/client';
import { ExportButton } from '@/components/ExportButton';
import { FormCard } from '@/components/FormCard';
import { proposalApi, proposalKeys } from '../api';

/** The documents the caller may download now, as the server decides them (GET …/available). */
export function useProposalDocuments(id: string) {
  return useQuery({ queryKey: proposalKeys.documents(id), queryFn: () => proposalApi.documents(id), enabled: !!id });
}

const ALL_UNITS = '__all__';

/**
 * The office's 交办单 of a proposal with several units: every unit in one file, or one unit's.
 * api.download saves the file, or shows the server's message when an envelope comes instead.
 */
function AssignNoticeMenu({ id, units }: { id: string; units: { unitId: string; unitName: string }[] }) {
  const [busy, setBusy] = useState(false);
  const run = async (unitId?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await api.download(ProposalDocumentApi.assignNotice(id), { params: unitId ? { unitId } : undefined });
    } catch {
      // the api client has shown the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: [{ key: ALL_UNITS, label: '全部承办单位' }, ...units.map((u) => ({ key: u.unitId, label: u.unitName }))],
        onClick: ({ key }) => void run(key === ALL_UNITS ? undefined : key),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        <Space size={4}>
          {busy ? '下载中…' : '下载交办单'}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}

/**
 * The Word documents and the attachments zip of a proposal (docs/proposal-statistics.md §文书):
 * only those the caller may have now: the proposal itself for every reader, the 交办单 for the
 * office (every unit) and a unit (its own), the 立案/不立案通知书 for the parties once the review
 * has decided, the attachments when there are any. A card of its own; none when there is nothing to download.
 */
export function ProposalDocuments({ id }: { id: string }) {
  const docs = useProposalDocuments(id).data;
  if (!docs) return null;
  const notice = docs.assignNotice;
  const buttons = [
    docs.proposal && (
      <ExportButton key="proposal" method="GET" url={ProposalDocumentApi.proposal(id)}>
        下载提案
      </ExportButton>
    ),
    notice.length === 1 && (
      <ExportButton key="assign" method="GET" url={ProposalDocumentApi.assignNotice(id)} filters={{ unitId: notice[0].unitId }}>
        下载交办单
      </ExportButton>
    ),
    notice.length > 1 && <AssignNoticeMenu key="assign" id={id} units={notice} />,
    docs.caseNotice && (
      <ExportButton key="case" method="GET" url={ProposalDocumentApi.caseNotice(id)}>
        {docs.caseNotice === 'filed' ? '下载立案通知书' : '下载不立案通知书'}
      </ExportButton>
    ),
    docs.attachments > 0 && (
      <ExportButton key="files" method="GET" url={ProposalDocumentApi.attachments(id)}>
        {`下载附件（${docs.attachments}）`}
      </ExportButton>
    ),
  ].filter(Boolean);
  if (!buttons.length) return null;
  return (
    <FormCard title="文书下载">
      <Space wrap>{buttons}</Space>
    </FormCard>
  );
}
