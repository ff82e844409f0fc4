import { MeetApi, MeetHearerApi, type MeetHearerMeetRow, type MeetHearerRow, type MeetRow, type PageResult } from '@cppcc/contracts';
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
  meets: (q: Paging & { title?: string }) => api.post<PageResult<MeetHearerMeetRow>>(MeetHearerApi.meets, q),
  page: (q: Paging & { recordId: string; name?: string }) => api.post<PageResult<MeetHearerRow>>(MeetHearerApi.page, q),
  add: (body: HearerValues & { recordId: string; userId?: string | null }) => api.post<{ id: string }>(MeetHearerApi.add, body),
  update: (body: HearerValues & { id: string; recordId: string; userId?: string | null }) => api.post<null>(MeetHearerApi.update, body),
  remove: (id: string) => api.post<null>(MeetHearerApi.delete, { id }),
  /** meetings to add hearers to (the record part's list) */
  findMeetings: (title: string) => api.post<PageResult<MeetRow>>(MeetApi.page('meet'), { title: title || undefined, pageSize: 20 }),
};
