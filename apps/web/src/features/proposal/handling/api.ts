import type { PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type {
  BackApplyInput,
  DelayApplyInput,
  PreFeedbackInput,
  RemindQuery,
  RemindRecord,
  ReplyInput,
  RequestDecideInput,
  RequestQuery,
  UnitActionInput,
  UnitRequest,
  YearSummary,
  YearSummaryInput,
  YearSummaryQuery,
  YearSummaryUpdateInput,
} from '../contractTypes';

type RequestKind = UnitRequest['kind'];

export const unitKeys = {
  requests: (kind: RequestKind) => ['proposal', 'requests', kind] as const,
  reminds: ['proposal', 'reminds'] as const,
  yearSummaries: ['proposal', 'yearSummaries'] as const,
  yearSummary: (id: string) => ['proposal', 'yearSummary', id] as const,
};

/** The handling units' calls (docs/proposals.md §API, handling units) and the office's answers to their requests. */
export const unitApi = {
  preFeedback: (b: PreFeedbackInput) => api.post<null>('/proposal/preSign/feedback', b),
  sign: (b: UnitActionInput) => api.post<null>('/proposal/sign', b),
  backApply: (b: BackApplyInput) => api.post<null>('/proposal/back/apply', b),
  delayApply: (b: DelayApplyInput) => api.post<null>('/proposal/delay/apply', b),
  reply: (b: ReplyInput) => api.post<null>('/proposal/reply', b),

  requests: (kind: RequestKind, q: RequestQuery) => api.post<PageResult<UnitRequest>>(`/proposal/${kind}/page`, q),
  decide: (kind: RequestKind, b: RequestDecideInput) => api.post<null>(`/proposal/${kind}/decide`, b),
  reminds: (q: RemindQuery) => api.post<PageResult<RemindRecord>>('/proposal/remind/page', q),

  yearSummaries: (q: YearSummaryQuery) => api.post<PageResult<YearSummary>>('/proposal/yearSummary/page', q),
  yearSummary: (id: string) => api.get<YearSummary>(`/proposal/yearSummary/detail/${encodeURIComponent(id)}`),
  yearSummaryAdd: (b: YearSummaryInput) => api.post<{ id: string }>('/proposal/yearSummary/add', b),
  yearSummaryUpdate: (b: YearSummaryUpdateInput) => api.post<null>('/proposal/yearSummary/update', b),
  yearSummaryDelete: (ids: string[]) => api.post<null>('/proposal/yearSummary/delete', { ids }, { silent: true }),
};
