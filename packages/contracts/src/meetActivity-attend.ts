import { z } from 'zod';
import { pageQuery } from './paging';
import { idOf, intFilter, optFilter } from './proposalFields';

/**
 * The attendance part of meetings and activities (docs/meetings.md「参加与签到」): attendee lists,
 * sign-up, will, sign-in by QR code or location, results and SMS. The request bodies of the spec's
 * own shapes (sign, will, result, sms, statistics) are in meetActivity.ts; these are the lists' and
 * the answers'.
 */

const userIds = (min: number) => z.array(idOf('人员'), { error: '人员必须是数组' }).min(min, '请至少选择一人').max(5_000, '人员最多5000个');

/** "true"/"false" from a query string or a form, a boolean from JSON; blank for either. */
const optBool = optFilter(
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: '是否签到只能是是或否' })),
);

/** POST /{kind}/attendUser/page, /attend/page, /enterUser/page, /attend/query/signList. */
export const meetAttendPageQuery = pageQuery.extend({
  id: idOf('会议或活动'),
  name: optFilter(z.string().trim().max(50, '姓名不能超过50个字')),
  /** AttendResult; -1: not yet known (未登记) */
  result: intFilter('出席情况'),
  signed: optBool,
  /** AttendSource: 1 invited, 2 signed up */
  source: intFilter('来源'),
  will: intFilter('参加意向'),
});
export type MeetAttendPageQuery = z.input<typeof meetAttendPageQuery>;

/** A row of the attendee lists. */
export const meetAttendRow = z.object({
  userId: z.string(),
  userName: z.string(),
  source: z.number().int(),
  will: z.number().int(),
  willRemark: z.string().nullable(),
  result: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  signWay: z.number().int().nullable(),
  signDistance: z.number().int().nullable(),
  smsAt: z.string().nullable(),
  mobile: z.boolean(),
  createdAt: z.string(),
});
export type MeetAttendRow = z.infer<typeof meetAttendRow>;

/** The record of a path: enter/{id}, attend/qr/{id}, statistics/attendResult/{id}, sms/update/{id}. */
export const meetAttendIdParams = z.object({ id: idOf('id') });

/** POST /{kind}/attend/add and delete, sign/all. */
export const meetAttendUsersBody = z.object({ id: idOf('会议或活动'), userIds: userIds(1) });
/** POST /{kind}/attend/reissue/sms: to the chosen attendees, or to every attendee with a mobile. */
export const meetReissueSmsBody = z.object({ id: idOf('会议或活动'), userIds: optFilter(userIds(0)) });

/** The answer of attend/add: how many were added and the double-booking warning. */
export const meetAttendAddAnswer = z.object({ added: z.number().int(), warning: z.string().nullable().optional() });
export type MeetAttendAddAnswer = z.infer<typeof meetAttendAddAnswer>;

/** The answer of a step on several attendees (sign/all, attendResult, delete, reissue/sms). */
export const meetAttendCountAnswer = z.object({ count: z.number().int() });

/** The answer of attend/sign. */
export const meetSignAnswer = z.object({
  /** signed before this call: nothing changed */
  already: z.boolean(),
  signedAt: z.string(),
  signWay: z.number().int().nullable(),
  signDistance: z.number().int().nullable(),
});
export type MeetSignAnswer = z.infer<typeof meetSignAnswer>;

/** What the sign-in page shows of a record (to the organiser with the code, to an attendee with their own state). */
export const meetSignRecord = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.number().int(),
  signMode: z.number().int(),
  signRadius: z.number().int(),
  hasPlace: z.boolean(),
  signFrom: z.string(),
  signTo: z.string(),
});

/** GET /{kind}/attend/qr/{id} (organiser): the current signed code, its expiry and the URL a phone opens. */
export const meetSignQr = meetSignRecord.extend({
  code: z.string(),
  expiresAt: z.string(),
  /** the path an attendee's phone opens: /{kind}/sign/{id}?code=… */
  url: z.string(),
  attendeeCount: z.number().int(),
  signedCount: z.number().int(),
});
export type MeetSignQr = z.infer<typeof meetSignQr>;

/** GET /{kind}/attend/mine/{id} (attendee): the record and the caller's own sign-in. */
export const meetSignMine = meetSignRecord.extend({
  listed: z.boolean(),
  signedAt: z.string().nullable(),
  signWay: z.number().int().nullable(),
  signDistance: z.number().int().nullable(),
});
export type MeetSignMine = z.infer<typeof meetSignMine>;
