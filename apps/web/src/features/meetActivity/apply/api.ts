import { MeetApi, type MeetApplyDetail, type MeetApplyRow, type MeetKind, type MeetLeaveCapRow, type PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the leave pages; every step invalidates `all(kind)`. */
export const applyKeys = {
  all: (kind: MeetKind) => ['meetActivity', 'apply', kind] as const,
  list: (kind: MeetKind, recordId: string) => ['meetActivity', 'apply', kind, 'list', recordId] as const,
  caps: (kind: MeetKind) => ['meetActivity', 'apply', kind, 'caps'] as const,
};

export type ApplyFilters = { recordId?: string; state?: number; name?: string };

/** The leave requests of /meet/… and /activity/… (endpoints.tsv; apply/cap is ours: the yearly cap per type). */
export const applyApi = (kind: MeetKind) => ({
  page: (q: ApplyFilters & { pageNum: number; pageSize: number }) => api.post<PageResult<MeetApplyRow>>(MeetApi.applyPage(kind), q),
  detail: (id: string) => api.get<MeetApplyDetail>(MeetApi.applyDetail(kind, id)),
  add: (body: { recordId: string; reason: string; fileIds?: string[] }) => api.post<{ id: string }>(MeetApi.applyAdd(kind), body),
  check: (body: { id: string; approve: boolean; opinion?: string | null }) => api.post<null>(MeetApi.applyCheck(kind), body),
  remove: (id: string) => api.post<null>(MeetApi.applyDelete(kind), { id }),
  caps: () => api.get<MeetLeaveCapRow[]>(MeetApi.applyCap(kind)),
  setCap: (typeId: string, cap: number) => api.post<null>(MeetApi.applyCap(kind), { typeId, cap }),
});
