import type {
  ProposalAnnualCount,
  ProposalConditionQuery,
  ProposalDesktopCount,
  ProposalSessionOption,
  ProposalStatName,
  StatResult,
} from '@cppcc/contracts';
import { proposalStatGroup } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export type StatFilters = ProposalConditionQuery;

/** Where a statistics page's numbers and workbook come from. */
export const statUrl = (name: ProposalStatName) => `/proposal/${proposalStatGroup(name)}/${name}`;

export const statsKeys = {
  stat: (name: ProposalStatName, f: StatFilters) => ['proposal', 'stat', name, f] as const,
  sessions: ['proposal', 'stat', 'sessions'] as const,
  desktop: ['proposal', 'count', 'desktop'] as const,
  annual: (year?: number) => ['proposal', 'count', 'annual', year ?? null] as const,
};

export const statsApi = {
  stat: (name: ProposalStatName, f: StatFilters) => api.post<StatResult>(statUrl(name), f),
  sessions: () => api.get<ProposalSessionOption[]>('/proposalSession/list'),
  desktop: () => api.get<ProposalDesktopCount>('/proposal/count/desktop', undefined, { silent: true }),
  annual: (year?: number) => api.get<ProposalAnnualCount>('/proposal/count/annual', year ? { year } : undefined, { silent: true }),
};
