import type { MeetHearerMeetRow, MeetHearerRow, MeetRow, PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export const hearerKeys = {
  all: ['meetActivity', 'hearer'] as const,
  meets: ['meetActivity', 'hearer', 'meets'] as const,
  list: (recordId: string) => ['meetActivity', 'hearer', 'list', recordId] as const,
};

export type HearerValues = { name: string; unit?: string | null; duty?: string | null; phone?: string | null; remark?: string | null };
type Paging = { pageNum: number; pageSize: number };

/** Hearers (列席) of a meeting: /meet/hearer/… and the meetings that have some (/meet/page/hearer). */
export const hearerApi = {
  meets: (q: Paging & { title?: string }) => api.post<PageResult<MeetHearerMeetRow>>('/meet/page/hearer', q),
  page: (q: Paging & { recordId: string; name?: string }) => api.post<PageResult<MeetHearerRow>>('/meet/hearer/page', q),
  add: (body: HearerValues & { recordId: string; userId?: string | null }) => api.post<{ id: string }>('/meet/hearer/add', body),
  update: (body: HearerValues & { id: string; recordId: string; userId?: string | null }) => api.post<null>('/meet/hearer/update', body),
  remove: (id: string) => api.post<null>('/meet/hearer/delete', { id }),
  /** meetings to add hearers to (the record part's list) */
  findMeetings: (title: string) => api.post<PageResult<MeetRow>>('/meet/page', { title: title || undefined, pageSize: 20 }),
};
