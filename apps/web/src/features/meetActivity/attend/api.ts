import {
  MeetApi,
  type MeetAttendAddAnswer,
  type MeetAttendPageQuery,
  type MeetAttendRow,
  type MeetAttendStats,
  type MeetDetail,
  type MeetKind,
  type MeetSignAnswer,
  type MeetSignMine,
  type MeetSignQr,
  type PageResult,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the attendance pages; every step invalidates `all(kind, id)`. */
export const attendKeys = {
  all: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id] as const,
  list: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id, 'list'] as const,
  stats: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id, 'stats'] as const,
  record: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id, 'record'] as const,
  qr: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id, 'qr'] as const,
  mine: (kind: MeetKind, id: string) => ['meetActivity', 'attend', kind, id, 'mine'] as const,
};

type Count = { count: number };

/** The attend part of /meet/… and /activity/… (endpoints.tsv; attend/qr and attend/mine serve the sign-in page). */
export const attendApi = (kind: MeetKind) => ({
  page: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(MeetApi.attendPage(kind), q),
  attendUserPage: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(MeetApi.attendUserPage(kind), q),
  enterUserPage: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(MeetApi.enterUserPage(kind), q),
  signList: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(MeetApi.signList(kind), q),
  /** the record part's detail: the title, times and SMS settings above the list */
  record: (id: string) => api.get<MeetDetail>(MeetApi.detail(kind, id)),
  stats: (id: string) => api.get<MeetAttendStats>(MeetApi.attendStats(kind, id)),
  add: (id: string, userIds: string[]) => api.post<MeetAttendAddAnswer>(MeetApi.attendAdd(kind), { id, userIds }),
  remove: (id: string, userIds: string[]) => api.post<Count>(MeetApi.attendDelete(kind), { id, userIds }),
  signAll: (id: string, userIds: string[]) => api.post<Count>(MeetApi.signAll(kind), { id, userIds }),
  result: (id: string, userIds: string[], result: number) => api.post<Count>(MeetApi.attendResult(kind), { id, userIds, result }),
  reissueSms: (id: string, userIds?: string[]) => api.post<Count>(MeetApi.reissueSms(kind), { id, userIds }),
  smsUpdate: (id: string, body: { smsNotice: boolean; remindMinutes: number }) => api.post<null>(MeetApi.smsUpdate(kind, id), body),
  /** the organiser's QR code; 403 for anyone else (the page then shows the attendee's view) */
  qr: (id: string) => api.get<MeetSignQr>(MeetApi.qr(kind, id), undefined, { silent: true }),
  mine: (id: string) => api.get<MeetSignMine>(MeetApi.mine(kind, id), undefined, { silent: true }),
  sign: (body: { id: string; code?: string; latitude?: number; longitude?: number }) =>
    api.post<MeetSignAnswer>(MeetApi.sign(kind), body, { silent: true }),
  enter: (id: string) => api.post<null>(MeetApi.enter(kind, id)),
  cancelEnter: (id: string) => api.post<null>(MeetApi.cancelEnter(kind, id)),
  will: (id: string, will: number, remark?: string) => api.post<null>(MeetApi.will(kind), { id, will, remark }),
});
