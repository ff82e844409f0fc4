import { z } from 'zod';
import { type MeetKind, meetKindSchema, meetRow } from './meetActivity';
import { pageQuery } from './paging';
import { intFilter, optFilter } from './proposalFields';

/**
 * The attendee's side of meetings and activities (/meetActivity/…: 我的日程, 报名) and the
 * statistics of a kind (/{kind}/statistics, /{kind}/statistics/attendance); docs/meetings.md.
 */

const monthStr = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const dayStr = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);

/** The web's paths of the attendee's side (/meetActivity/…); `kind` and `id` name a record. */
export const MeetActivityApi = {
  /** POST: the caller's schedule */
  schedule: '/meetActivity/schedule',
  /** POST: the records open for sign-up */
  enters: '/meetActivity/enters',
  scheduleDetail: (kind: MeetKind, id: string) => `/meetActivity/schedule/detail/${kind}/${encodeURIComponent(id)}`,
  entersDetail: (kind: MeetKind, id: string) => `/meetActivity/enters/detail/${kind}/${encodeURIComponent(id)}`,
  /** GET: today's records (the home widget) */
  today: '/meetActivity/today',
  /** GET: the schedule as an iCalendar file */
  ics: '/meetActivity/schedule.ics',
} as const;

/** POST /meetActivity/schedule: the caller's meetings and activities. */
export const maScheduleQuery = pageQuery.extend({
  kind: optFilter(meetKindSchema),
  scheduleState: intFilter('进行状态'),
  /** a China-time month, 'YYYY-MM' */
  month: optFilter(monthStr),
  /** a China-time range of days the records start in */
  startFrom: optFilter(dayStr('开始日期')),
  startTo: optFilter(dayStr('结束日期')),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
  /** released records not yet ended only, soonest first (the home widget) */
  upcoming: optFilter(z.boolean({ error: '近期只能是是或否' })),
});
export type MaScheduleQuery = z.input<typeof maScheduleQuery>;

/** POST /meetActivity/enters: the records open for sign-up. */
export const maEntersQuery = pageQuery.extend({
  kind: optFilter(meetKindSchema),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
});
export type MaEntersQuery = z.input<typeof maEntersQuery>;

/** A row of the caller's schedule and of the sign-up list. */
export const maScheduleRow = meetRow
  .pick({
    id: true,
    typeId: true,
    typeName: true,
    title: true,
    address: true,
    startTime: true,
    endTime: true,
    state: true,
    scheduleState: true,
    enterState: true,
  })
  .extend({
    kind: meetKindSchema,
    enterLimit: z.number().int(),
    enteredCount: z.number().int(),
    /** whether the caller is on the attendee list */
    onList: z.boolean(),
    /** AttendSource of the caller's row */
    source: z.number().int().nullable(),
    will: z.number().int().nullable(),
    result: z.number().int().nullable(),
    signedAt: z.string().nullable(),
    /** ApplyState of the caller's latest leave request */
    applyState: z.number().int().nullable(),
    signMode: z.number().int(),
    /** inside the sign-in window of a released record, and the caller on the list and not signed in */
    canSign: z.boolean(),
    /** the sign-up window is open, the record released, there is room, and the caller not on the list */
    canEnter: z.boolean(),
    /** the caller signed up (not invited) and the window is still open */
    canCancelEnter: z.boolean(),
    /** a released record not yet ended, the caller invited, no leave pending or approved, not signed in */
    canApply: z.boolean(),
  });
export type MaScheduleRow = z.infer<typeof maScheduleRow>;

/** GET /meetActivity/schedule/detail/{kind}/{id}: the record as an attendee sees it. */
export const maScheduleDetail = maScheduleRow.extend({
  content: z.string().nullable(),
  organizer: z.string().nullable(),
  contact: z.string().nullable(),
  contactPhone: z.string().nullable(),
  enterStart: z.string().nullable(),
  enterEnd: z.string().nullable(),
  signFrom: z.string(),
  signTo: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  signRadius: z.number().int(),
  qrAllowed: z.boolean(),
  locationAllowed: z.boolean(),
  willRemark: z.string().nullable(),
  signWay: z.number().int().nullable(),
  signDistance: z.number().int().nullable(),
  apply: z
    .object({ id: z.string(), reason: z.string(), state: z.number().int(), opinion: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  fileIds: z.array(z.string()),
});
export type MaScheduleDetail = z.infer<typeof maScheduleDetail>;

export const maKindIdParams = z.object({ kind: meetKindSchema, id: z.string().trim().min(1, 'id不能为空').max(64, 'id过长') });

/** POST /{kind}/statistics. */
export const maStatsQuery = z.object({
  year: intFilter('年度'),
  typeId: optFilter(z.string().trim().max(64, '类型过长')),
});
export type MaStatsQuery = z.input<typeof maStatsQuery>;

const named = z.object({ key: z.string(), name: z.string(), count: z.number().int() });
export const maStats = z.object({
  total: z.number().int(),
  /** by MeetState: 0 草稿, 1 已发布, 2 已结束 */
  byState: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
  byType: z.array(named),
  /** 1 … 12 of the year (of every year when none is asked: by the start's month) */
  byMonth: z.array(z.object({ month: z.number().int(), count: z.number().int() })),
  records: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      typeName: z.string().nullable(),
      startTime: z.string(),
      state: z.number().int(),
      invited: z.number().int(),
      present: z.number().int(),
      leave: z.number().int(),
      absent: z.number().int(),
      rate: z.number(),
    }),
  ),
});
export type MaStats = z.infer<typeof maStats>;

export const MA_ATTENDANCE_BY = ['member', 'sector', 'committee'] as const;
export const maAttendanceBy = z.enum(MA_ATTENDANCE_BY, { error: '统计维度只能是委员、界别或专委会' });
export const maAttendanceByLabel: Record<(typeof MA_ATTENDANCE_BY)[number], string> = {
  member: '委员',
  sector: '界别',
  committee: '专委会',
};

/** POST /{kind}/statistics/attendance. */
export const maAttendanceQuery = z.object({
  year: z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(2000, '年度超出范围').max(2100, '年度超出范围'),
  by: maAttendanceBy.default('member'),
});
export type MaAttendanceQuery = z.input<typeof maAttendanceQuery>;

export const maAttendanceRow = z.object({
  key: z.string(),
  name: z.string(),
  invited: z.number().int(),
  present: z.number().int(),
  leave: z.number().int(),
  absent: z.number().int(),
  /** present / invited of the closed or ended records with a result, 0–100 with one decimal */
  rate: z.number(),
});
export type MaAttendanceRow = z.infer<typeof maAttendanceRow>;
export const maAttendance = z.object({ rows: z.array(maAttendanceRow), total: maAttendanceRow });
export type MaAttendance = z.infer<typeof maAttendance>;

/** GET /{kind}/count/annual and /{kind}/count/desktop: the China-time year, this year by default. */
export const maYearQuery = z.object({ year: intFilter('年度') });

/**
 * GET /{kind}/count/annual (countByMeeting/attendMeetCount, countByActivity/attendActivityCount): the
 * caller's records of the kind in the year, those they attended (出席), against the annual plan's target.
 */
export const maAnnualCount = z.object({
  year: z.number().int(),
  /** the annual plan's attendMeetCount / attendActivityCount; null when the year has no plan */
  target: z.number().int().nullable(),
  /** records (not drafts) of the year on which the caller's result is 出席 */
  done: z.number().int(),
  /** records (not drafts) of the year the caller was on */
  invited: z.number().int(),
});
export type MaAnnualCount = z.infer<typeof maAnnualCount>;

/** GET /{kind}/count/desktop: the office's figures of the kind this year, over the records the caller may open. */
export const maDesktopCount = z.object({
  year: z.number().int(),
  total: z.number().int(),
  /** by MeetState: 0 草稿, 1 已发布, 2 已结束 */
  byState: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
  /** released records under way now */
  underWay: z.number().int(),
  /** released records starting within the next 7 days */
  upcoming: z.number().int(),
  /** 出席 / (出席 + 请假 + 缺席) over the year's closed records, 0–100 with one decimal; null when none */
  rate: z.number().nullable(),
  /** leave requests waiting for a check */
  pendingLeave: z.number().int(),
});
export type MaDesktopCount = z.infer<typeof maDesktopCount>;
