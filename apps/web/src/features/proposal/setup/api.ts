import {
  type CppccSessionOption,
  MemberApi,
  type PageResult,
  type ProposalSessionAddBody,
  type ProposalSessionInfo,
  type ProposalSessionPageQuery,
  type ProposalSessionSwitchBody,
  type ProposalSessionUpdateBody,
  ProposalSetupApi,
  type TreeTypeAddBody,
  type TreeTypeNode,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';
import { quiet } from '@/features/reference/api';
import type { TreeTypeApi } from '@/features/reference/TreeTypePage';

export const proposalSetupKeys = {
  sessions: ['proposal', 'session'],
  types: ['proposal', 'type'],
  /** the shared pickers' cache (components/CategoryTreeSelect) */
  typeOptions: ['categoryOptions', 'proposal'],
  yearlySessions: ['cppccSession', 'year'],
} as const;

export const proposalSetupApi = {
  sessionPage: (q: ProposalSessionPageQuery) => api.post<PageResult<ProposalSessionInfo>>(ProposalSetupApi.sessionPage, q),
  sessionAdd: (b: ProposalSessionAddBody) => api.post<{ id: string }>(ProposalSetupApi.sessionAdd, b),
  sessionUpdate: (b: ProposalSessionUpdateBody) => api.post<null>(ProposalSetupApi.sessionUpdate, b),
  sessionDelete: (ids: string[]) => api.post<null>(ProposalSetupApi.sessionDelete, { ids }, quiet),
  sessionSetCurrent: (id: string) => api.post<null>(ProposalSetupApi.sessionSetCurrent, { id }),
  sessionSwitch: (b: ProposalSessionSwitchBody) => api.post<null>(ProposalSetupApi.sessionSwitch, b),
  /** yearly conference sessions a proposal session belongs to (member module) */
  yearlySessions: () => api.get<CppccSessionOption[]>(MemberApi.cppccSessionList, { level: 'year' }),
};

export const proposalTypeApi: TreeTypeApi = {
  tree: (name?: string) => api.get<TreeTypeNode[]>(ProposalSetupApi.typeTree, name ? { name } : undefined),
  add: (b: TreeTypeAddBody) => api.post(ProposalSetupApi.typeAdd, b),
  update: (b: TreeTypeAddBody & { id: string }) => api.post(ProposalSetupApi.typeUpdate, b),
  remove: (id: string) => api.post(ProposalSetupApi.typeDelete, { id }, quiet),
  enable: (id: string, enabled: boolean) => api.post(ProposalSetupApi.typeEnable, { id, enabled }),
};
