import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { FileList } from '@/components/FileList';
import { proposalApi, proposalKeys } from '../api';

/** Loads the file records of the ids a proposal (or a reply) keeps. */
export function useProposalFiles(ids: string[] | null | undefined) {
  const list = ids ?? [];
  return useQuery({
    queryKey: proposalKeys.files(list),
    queryFn: () => proposalApi.files(list),
    enabled: list.length > 0,
    staleTime: 60_000,
  });
}

/** Read-only attachments of a proposal or a reply: 暂无附件 when none. */
export function ProposalFiles({ ids }: { ids: string[] | null | undefined }) {
  const q = useProposalFiles(ids);
  if (ids?.length && q.isLoading) return <Spin size="small" />;
  return <FileList files={ids?.length ? (q.data ?? []) : []} preview />;
}
