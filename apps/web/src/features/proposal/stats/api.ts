import type {
  ProposalAnnualCount,
  ProposalConditionQuery,
  ProposalDesktopCount,
  ProposalSessionOption,
  ProposalStatName,
  StatResult,
} from '@cppcc/contracts';
import { ProposalSetupApi, ProposalStatsApi } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export type StatFilters = ProposalConditionQuery;

export const statsKeys = {
  stat: (name: ProposalStatName, f: StatFilters) => ['proposal', 'stat', name, f] as const,
  sessions: ['proposal', 'stat', 'sessions'] as const,
  desktop: ['proposal', 'count', 'desktop'] as const,
  annual: (year?: number) => ['proposal', 'count', 'annual', year ?? null] as const,
};

export const statsApi = {
  stat: (name: ProposalStatName, f: StatFilters) => api.post<StatResult>(ProposalStatsApi.stat[name], f),
  sessions: () => api.get<ProposalSessionOption[]>(ProposalSetupApi.sessionList),
  desktop: () => api.get<ProposalDesktopCount>(ProposalStatsApi.desktop, undefined, { silent: true }),
  annual: (year?: number) => api.get<ProposalAnnualCount>(ProposalStatsApi.annual, year ? { year } : undefined, { silent: true }),
};
