import type {
  CppccSessionOption,
  PageResult,
  ProposalSessionAddBody,
  ProposalSessionInfo,
  ProposalSessionPageQuery,
  ProposalSessionSwitchBody,
  ProposalSessionUpdateBody,
  TreeTypeAddBody,
  TreeTypeNode,
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
  sessionPage: (q: ProposalSessionPageQuery) => api.post<PageResult<ProposalSessionInfo>>('/proposalSession/page', q),
  sessionAdd: (b: ProposalSessionAddBody) => api.post<{ id: string }>('/proposalSession/add', b),
  sessionUpdate: (b: ProposalSessionUpdateBody) => api.post<null>('/proposalSession/update', b),
  sessionDelete: (ids: string[]) => api.post<null>('/proposalSession/delete', { ids }, quiet),
  sessionSetCurrent: (id: string) => api.post<null>('/proposalSession/setCurrent', { id }),
  sessionSwitch: (b: ProposalSessionSwitchBody) => api.post<null>('/proposalSession/switch', b),
  /** yearly conference sessions a proposal session belongs to (member module) */
  yearlySessions: () => api.get<CppccSessionOption[]>('/cppccSession/list', { level: 'year' }),
};

export const proposalTypeApi: TreeTypeApi = {
  tree: (name?: string) => api.get<TreeTypeNode[]>('/proposalType/tree', name ? { name } : undefined),
  add: (b: TreeTypeAddBody) => api.post('/proposalType/add', b),
  update: (b: TreeTypeAddBody & { id: string }) => api.post('/proposalType/update', b),
  remove: (id: string) => api.post('/proposalType/delete', { id }, quiet),
  enable: (id: string, enabled: boolean) => api.post('/proposalType/enable', { id, enabled }),
};
