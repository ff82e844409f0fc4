import { type PageResult, ProposalAfterApi, ProposalApi } from '@cppcc/contracts';
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
  preFeedback: (b: PreFeedbackInput) => api.post<null>(ProposalApi.preSignFeedback, b),
  sign: (b: UnitActionInput) => api.post<null>(ProposalApi.sign, b),
  backApply: (b: BackApplyInput) => api.post<null>(ProposalApi.backApply, b),
  delayApply: (b: DelayApplyInput) => api.post<null>(ProposalApi.delayApply, b),
  reply: (b: ReplyInput) => api.post<null>(ProposalApi.reply, b),

  requests: (kind: RequestKind, q: RequestQuery) => api.post<PageResult<UnitRequest>>(ProposalApi.requestPage[kind], q),
  decide: (kind: RequestKind, b: RequestDecideInput) => api.post<null>(ProposalApi.requestDecide[kind], b),
  reminds: (q: RemindQuery) => api.post<PageResult<RemindRecord>>(ProposalApi.remindPage, q),

  yearSummaries: (q: YearSummaryQuery) => api.post<PageResult<YearSummary>>(ProposalAfterApi.yearSummaryPage, q),
  yearSummary: (id: string) => api.get<YearSummary>(ProposalAfterApi.yearSummaryDetail(id)),
  yearSummaryAdd: (b: YearSummaryInput) => api.post<{ id: string }>(ProposalAfterApi.yearSummaryAdd, b),
  yearSummaryUpdate: (b: YearSummaryUpdateInput) => api.post<null>(ProposalAfterApi.yearSummaryUpdate, b),
  yearSummaryDelete: (ids: string[]) => api.post<null>(ProposalAfterApi.yearSummaryDelete, { ids }, { silent: true }),
};
