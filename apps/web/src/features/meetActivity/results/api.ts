import {
  MeetApi,
  type MeetAttendedRecord,
  type MeetKind,
  type MeetResultDetail,
  type MeetResultRow,
  type MeetRow,
  type PageResult,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const resultKeys = {
  all: ['meetActivity', 'results'] as const,
  list: (kind: MeetKind, scope: string) => ['meetActivity', 'results', kind, 'list', scope] as const,
  detail: (kind: MeetKind, id: string) => ['meetActivity', 'results', kind, 'detail', id] as const,
  attended: (kind: MeetKind) => ['meetActivity', 'results', kind, 'attended'] as const,
};

export type ResultFilters = { recordId?: string; title?: string; authorName?: string; year?: number; mine?: boolean };
export type ResultBody = { recordId: string; title: string; content: string; fileIds: string[] };

/** Results (成果) of /meet/… and /activity/… (endpoints.tsv; results/attended is ours, for 成果上报). */
export const resultApi = (kind: MeetKind) => ({
  page: (q: ResultFilters & { pageNum: number; pageSize: number }) => api.post<PageResult<MeetResultRow>>(MeetApi.resultsPage(kind), q),
  detail: (id: string) => api.get<MeetResultDetail>(MeetApi.resultsDetail(kind, id)),
  add: (body: ResultBody) => api.post<{ id: string }>(MeetApi.resultsAdd(kind), body),
  update: (body: ResultBody & { id: string }) => api.post<null>(MeetApi.resultsUpdate(kind), body),
  remove: (id: string) => api.post<null>(MeetApi.resultsDelete(kind), { id }),
  attended: () => api.get<MeetAttendedRecord[]>(MeetApi.resultsAttended(kind)),
  /** records to record a result for (the record part's list) */
  findRecords: (title: string) => api.post<PageResult<MeetRow>>(MeetApi.page(kind), { title: title || undefined, pageSize: 20 }),
});
