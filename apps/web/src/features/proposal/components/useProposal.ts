import { useQuery, useQueryClient } from '@tanstack/react-query';
import { proposalApi, proposalKeys } from '../api';

/** The detail of one proposal (shared cache with the detail page). */
export function useProposalDetail(id: string | null | undefined) {
  return useQuery({ queryKey: proposalKeys.detail(id ?? ''), queryFn: () => proposalApi.detail(id as string), enabled: !!id });
}

/** After a step every proposal list, detail and count may have changed. */
export function useProposalRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: proposalKeys.all });
}
