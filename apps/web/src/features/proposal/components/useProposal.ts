import type { ProposalDetail } from '@cppcc/contracts';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * Whether a step's form may show the loaded proposal: not while a cached copy is read again
 * (a page opened right after a step). The form starts again when the server's offer changes
 * (StepForm's key), which would drop a choice the user had already made in the stale one.
 */
export function currentForStep(detail: UseQueryResult<ProposalDetail>): boolean {
  return !detail.isFetching || detail.isFetchedAfterMount;
}
