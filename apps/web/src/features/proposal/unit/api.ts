import type { OssFile, PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** A unit's return or delay request as the record lists answer it. */
export interface UnitRequest {
  id: string;
  kind: 'back' | 'delay';
  proposalId: string;
  number: number | null;
  title: string;
  unitId: string;
  unitName: string;
  reason: string;
  delayDate: string | null;
  oldDeadline: string | null;
  /** 0 待审核, 1 同意, 2 不同意 */
  status: number;
  applicantName: string | null;
  deciderName: string | null;
  opinion: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface RemindRecord {
  id: string;
  proposalId: string;
  number: number | null;
  title: string;
  unitId: string;
  unitName: string;
  /** reply remaining days 3/2/1/0; null for a manual 催办 */
  threshold: number | null;
  way: number;
  deadline: string | null;
  content: string;
  senderName: string | null;
  createdAt: string;
}

export interface YearSummary {
  id: string;
  unitId: string;
  unitName: string;
  year: number;
  title: string;
  content: string;
  fileIds: string[];
  /** 0 暂存, 1 已提交 */
  state: number;
  submittedAt: string | null;
  updatedAt: string;
}

export interface YearSummaryInput {
  year: number;
  title: string;
  content: string;
  fileIds: string[];
  submit: boolean;
}

interface Paged {
  pageNum: number;
  pageSize: number;
  sort?: string;
  order?: boolean;
}
export type RequestQuery = Paged & { status?: number; keyword?: string; unitId?: string };
export type RemindQuery = Paged & { keyword?: string; unitId?: string; threshold?: number };
export type YearSummaryQuery = Paged & { year?: number; unitId?: string; state?: number; keyword?: string };

export const unitKeys = {
  requests: (kind: 'back' | 'delay') => ['proposal', 'requests', kind] as const,
  reminds: ['proposal', 'reminds'] as const,
  yearSummaries: ['proposal', 'yearSummaries'] as const,
  yearSummary: (id: string) => ['proposal', 'yearSummary', id] as const,
};

/** The handling units' calls (docs/proposals.md §API, handling units) and the office's answers to their requests. */
export const unitApi = {
  preFeedback: (b: { id: string; agree: boolean; opinion?: string | null }) => api.post<null>('/proposal/preSign/feedback', b),
  sign: (b: { id: string; opinion?: string | null }) => api.post<null>('/proposal/sign', b),
  backApply: (b: { id: string; reason: string }) => api.post<null>('/proposal/back/apply', b),
  delayApply: (b: { id: string; reason: string; delayDate: string }) => api.post<null>('/proposal/delay/apply', b),
  reply: (b: { id: string; content: string; fileIds: string[]; handleLevel: string; contactName: string; contactPhone: string }) =>
    api.post<null>('/proposal/reply', b),

  requests: (kind: 'back' | 'delay', q: RequestQuery) => api.post<PageResult<UnitRequest>>(`/proposal/${kind}/page`, q),
  decide: (
    kind: 'back' | 'delay',
    b: { requestId: string; approve: boolean; opinion?: string | null; deadline?: string | null; sms: boolean },
  ) => api.post<null>(`/proposal/${kind}/decide`, b),
  reminds: (q: RemindQuery) => api.post<PageResult<RemindRecord>>('/proposal/remind/page', q),

  yearSummaries: (q: YearSummaryQuery) => api.post<PageResult<YearSummary>>('/proposal/yearSummary/page', q),
  yearSummary: (id: string) => api.get<YearSummary>(`/proposal/yearSummary/detail/${encodeURIComponent(id)}`),
  yearSummaryAdd: (b: YearSummaryInput) => api.post<{ id: string }>('/proposal/yearSummary/add', b),
  yearSummaryUpdate: (b: YearSummaryInput & { id: string }) => api.post<null>('/proposal/yearSummary/update', b),
  yearSummaryDelete: (ids: string[]) => api.post<null>('/proposal/yearSummary/delete', { ids }, { silent: true }),

  /** binds uploaded files to the record, so readers other than the uploader may open them */
  bindFiles: (id: string, fileIds: string[]) =>
    fileIds.length ? api.post<OssFile[]>('/sys/oss/binding', { fileIds, id }, { silent: true }).catch(() => []) : Promise.resolve([]),
};
