import {
  type MaEntersQuery,
  type MaScheduleDetail,
  type MaScheduleQuery,
  type MaScheduleRow,
  MeetActivityApi,
  MeetApi,
  type MeetKind,
  type MeetSignAnswer,
  type PageResult,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the member's pages; every step invalidates `all`. */
export const memberKeys = {
  all: ['meetActivity', 'member'] as const,
  schedule: ['meetActivity', 'member', 'schedule'] as const,
  enters: ['meetActivity', 'member', 'enters'] as const,
  upcoming: ['meetActivity', 'member', 'upcoming'] as const,
  today: ['meetActivity', 'member', 'today'] as const,
  detail: (kind: MeetKind, id: string) => ['meetActivity', 'member', 'detail', kind, id] as const,
};

export interface MaTodayRow {
  kind: MeetKind;
  id: string;
  title: string;
  address: string | null;
  startTime: string;
  endTime: string;
  scheduleState: number;
  invited: number;
  signed: number;
}

/** The attendee's side (/meetActivity/…) and the steps it takes on a record of either kind (/{kind}/…). */
export const memberApi = {
  schedule: (q: MaScheduleQuery) => api.post<PageResult<MaScheduleRow>>(MeetActivityApi.schedule, q),
  enters: (q: MaEntersQuery) => api.post<PageResult<MaScheduleRow>>(MeetActivityApi.enters, q),
  detail: (kind: MeetKind, id: string) => api.get<MaScheduleDetail>(MeetActivityApi.scheduleDetail(kind, id)),
  entersDetail: (kind: MeetKind, id: string) => api.get<MaScheduleDetail>(MeetActivityApi.entersDetail(kind, id)),
  today: () => api.get<MaTodayRow[]>(MeetActivityApi.today),
  ics: () => api.download(MeetActivityApi.ics, { filename: '我的日程.ics' }),

  will: (kind: MeetKind, id: string, will: number, remark?: string) => api.post<null>(MeetApi.will(kind), { id, will, remark }),
  /** silent: the page shows the server's message (the distance when too far) */
  sign: (kind: MeetKind, body: { id: string; latitude: number; longitude: number }) =>
    api.post<MeetSignAnswer>(MeetApi.sign(kind), body, { silent: true }),
  apply: (kind: MeetKind, recordId: string, reason: string) =>
    api.post<{ id: string } | null>(MeetApi.applyAdd(kind), { recordId, reason }),
  enter: (kind: MeetKind, id: string) => api.post<null>(MeetApi.enter(kind, id)),
  cancelEnter: (kind: MeetKind, id: string) => api.post<null>(MeetApi.cancelEnter(kind, id)),
};
