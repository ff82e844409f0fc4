import type { MeetAttendedRecord, MeetKind, MeetResultDetail, MeetResultRow, MeetRow, PageResult } from '@cppcc/contracts';
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
  page: (q: ResultFilters & { pageNum: number; pageSize: number }) => api.post<PageResult<MeetResultRow>>(`/${kind}/results/page`, q),
  detail: (id: string) => api.get<MeetResultDetail>(`/${kind}/results/detail/${id}`),
  add: (body: ResultBody) => api.post<{ id: string }>(`/${kind}/results/add`, body),
  update: (body: ResultBody & { id: string }) => api.post<null>(`/${kind}/results/update`, body),
  remove: (id: string) => api.post<null>(`/${kind}/results/delete`, { id }),
  attended: () => api.get<MeetAttendedRecord[]>(`/${kind}/results/attended`),
  /** records to record a result for (the record part's list) */
  findRecords: (title: string) => api.post<PageResult<MeetRow>>(`/${kind}/page`, { title: title || undefined, pageSize: 20 }),
});
