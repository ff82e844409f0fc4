import type {
  MeetAttendAddAnswer,
  MeetAttendPageQuery,
  MeetAttendRow,
  MeetAttendStats,
  MeetDetail,
  MeetKind,
  MeetSignAnswer,
  MeetSignMine,
  MeetSignQr,
  PageResult,
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
  page: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(`/${kind}/attend/page`, q),
  attendUserPage: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(`/${kind}/attendUser/page`, q),
  enterUserPage: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(`/${kind}/enterUser/page`, q),
  signList: (q: MeetAttendPageQuery) => api.post<PageResult<MeetAttendRow>>(`/${kind}/attend/query/signList`, q),
  /** the record part's detail: the title, times and SMS settings above the list */
  record: (id: string) => api.get<MeetDetail>(`/${kind}/detail/${id}`),
  stats: (id: string) => api.get<MeetAttendStats>(`/${kind}/attend/statistics/attendResult/${id}`),
  add: (id: string, userIds: string[]) => api.post<MeetAttendAddAnswer>(`/${kind}/attend/add`, { id, userIds }),
  remove: (id: string, userIds: string[]) => api.post<Count>(`/${kind}/attend/delete`, { id, userIds }),
  signAll: (id: string, userIds: string[]) => api.post<Count>(`/${kind}/attend/sign/all`, { id, userIds }),
  result: (id: string, userIds: string[], result: number) => api.post<Count>(`/${kind}/attend/attendResult`, { id, userIds, result }),
  reissueSms: (id: string, userIds?: string[]) => api.post<Count>(`/${kind}/attend/reissue/sms`, { id, userIds }),
  smsUpdate: (id: string, body: { smsNotice: boolean; remindMinutes: number }) => api.post<null>(`/${kind}/sms/update/${id}`, body),
  /** the organiser's QR code; 403 for anyone else (the page then shows the attendee's view) */
  qr: (id: string) => api.get<MeetSignQr>(`/${kind}/attend/qr/${id}`, undefined, { silent: true }),
  mine: (id: string) => api.get<MeetSignMine>(`/${kind}/attend/mine/${id}`, undefined, { silent: true }),
  sign: (body: { id: string; code?: string; latitude?: number; longitude?: number }) =>
    api.post<MeetSignAnswer>(`/${kind}/attend/sign`, body, { silent: true }),
  enter: (id: string) => api.post<null>(`/${kind}/enter/${id}`),
  cancelEnter: (id: string) => api.post<null>(`/${kind}/enter/cancel/${id}`),
  will: (id: string, will: number, remark?: string) => api.post<null>(`/${kind}/attend/attendWill`, { id, will, remark }),
});
