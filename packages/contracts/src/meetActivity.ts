import { z } from 'zod';
import { pageQuery } from './paging';
import { fileIds, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * Meetings (会议) and committee activities (委员活动): one implementation for both kinds
 * (spec 000 §7 "generic families for a resource prefix {kind}", seed 001 §2.8; docs/meetings.md).
 * A record of either kind is drafted, released to its attendees, opened for sign-up, held and
 * closed; attendees state their will, sign in or ask for leave; results and speeches attach to it.
 * The meeting-only parts (plenary sessions and their sub-meetings, hearers 列席) sit on top.
 * Speeches have their own file (speak.ts).
 */

/** The two kinds and their path prefix (/meet/…, /activity/…; the web's {homeType}). */
export const MEET_KINDS = ['meet', 'activity'] as const;
export type MeetKind = (typeof MEET_KINDS)[number];
export const meetKindLabel: Record<MeetKind, string> = { meet: '会议', activity: '活动' };
export const meetKindSchema = z.enum(MEET_KINDS, { error: '类别只能是会议或活动' });

/** A record's own state; the spec names the steps (release, close), the values are ours. */
export const MeetState = { draft: 0, released: 1, closed: 2 } as const;
export type MeetStateValue = (typeof MeetState)[keyof typeof MeetState];
export const meetStateLabel: Record<number, string> = {
  0: '草稿',
  1: '已发布',
  2: '已结束',
} satisfies Record<MeetStateValue, string>;

/** Schedule state (issue 18): derived on the server from the start and end times in China time. */
export const ScheduleState = { notStarted: 0, underWay: 1, ended: 2 } as const;
export const scheduleStateLabel: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** Enter (sign-up) state (domain: enter state 0/1/2): derived from the sign-up window. */
export const EnterState = { notOpen: 0, open: 1, ended: 2 } as const;
export const enterStateLabel: Record<number, string> = { 0: '未开始报名', 1: '报名中', 2: '报名已截止' };

/** Attend result (seed 001): 1 present, 0 on leave, 2 absent; null until known. */
export const AttendResult = { present: 1, leave: 0, absent: 2 } as const;
export const attendResultLabel: Record<number, string> = { 1: '出席', 0: '请假', 2: '缺席' };

/** An attendee's stated will (attendWill): 0 not yet said, 1 will attend, 2 will not. */
export const AttendWill = { unknown: 0, attend: 1, absent: 2 } as const;
export const attendWillLabel: Record<number, string> = { 0: '未回复', 1: '参加', 2: '不参加' };

/** How an attendee came onto the list: invited by the organiser, or signed up (enter). */
export const AttendSource = { invited: 1, entered: 2 } as const;
export const attendSourceLabel: Record<number, string> = { 1: '邀请', 2: '报名' };

/** How a sign-in was made. */
export const SignWay = { qr: 1, location: 2, staff: 3 } as const;
export const signWayLabel: Record<number, string> = { 1: '扫码签到', 2: '定位签到', 3: '代签到' };

/** Sign-in methods a record allows (bit flags: either, both). */
export const SignMode = { qr: 1, location: 2, both: 3 } as const;
export const signModeLabel: Record<number, string> = { 1: '扫码签到', 2: '定位签到', 3: '扫码或定位签到' };

/** The radius a location sign-in may be made within (issue 18: 100–500 m, chosen per record). */
export const SIGN_RADIUS = { min: 100, max: 500, default: 300 } as const;

/** A leave request (apply): waiting, approved (the attend result becomes 请假), refused. */
export const ApplyState = { pending: 0, approved: 1, refused: 2 } as const;
export const applyStateLabel: Record<number, string> = { 0: '待审核', 1: '已同意', 2: '未同意' };

/** Permissions of the area, per kind (`<kind>:<resource>:<action>`). */
export const meetPerm = (kind: MeetKind) =>
  ({
    /** the organiser's lists and steps: draft, release, change, close, delete, attendees, sign-in */
    manage: `${kind}:record:manage`,
    /** read every record of the kind (statistics, all lists) */
    view: `${kind}:record:view`,
    /** approve or refuse leave requests */
    applyCheck: `${kind}:apply:check`,
    /** record, change and delete results of any record */
    results: `${kind}:results:manage`,
    /** an attendee's side: schedule, sign-up, will, sign-in, leave, own results */
    attend: `${kind}:attend:self`,
  }) as const;
export type MeetPerm = ReturnType<typeof meetPerm>;

/** Hearers (列席) are a meeting-only list. */
export const MeetHearerPerm = { manage: 'meet:hearer:manage' } as const;

/** The web's paths of the hearer API (meetings only): /meet/hearer/… and the meetings that have hearers. */
export const MeetHearerApi = {
  /** POST: the meetings with their hearer counts */
  meets: '/meet/page/hearer',
  page: '/meet/hearer/page',
  add: '/meet/hearer/add',
  update: '/meet/hearer/update',
  delete: '/meet/hearer/delete',
} as const;

/** The web pages of the area (seed 001 §2.8; {homeType} is the kind). */
export const MeetPage = {
  list: (kind: MeetKind) => `/${kind}/list`,
  add: (kind: MeetKind) => `/${kind}/add`,
  detail: (kind: MeetKind) => `/${kind}/detail`,
  signList: (kind: MeetKind) => `/${kind}/signList`,
  results: (kind: MeetKind) => `/${kind}/results`,
  resultForm: (kind: MeetKind) => `/${kind}/resultForm`,
  allResults: (kind: MeetKind) => `/${kind}/allResults`,
  allResultsForm: (kind: MeetKind) => `/${kind}/allResultsForm`,
  statistic: (kind: MeetKind) => `/${kind}/statistic`,
  types: (kind: MeetKind) => `/${kind}/types`,
  /** one type's list; its pages are …/add, …/detail, …/results (the route: typedList(kind, ':typeId', ':typeCode')) */
  typedList: (kind: MeetKind, typeId: string, typeCode: string) => `/${kind}/list/${typeId}/${typeCode}`,
  /** the QR page an attendee's phone opens to sign in (':id' for the route) */
  sign: (kind: MeetKind, id: string) => `/${kind}/sign/${id}`,
  /** 请假审核 (?id= the record), beyond the spec's routes */
  apply: (kind: MeetKind) => `/${kind}/apply`,
  hearer: '/meet/hearer',
  /** the attendee's landing (routes.tsv): their schedule */
  meeting: '/meeting',
  plenaryNotice: '/plenaryMeet/noticeDetail',
  schedule: '/meetActivity/schedule',
  scheduleDetail: '/meetActivity/scheduleDetail',
  myResults: '/meetActivity/myResults',
  myResultForm: '/meetActivity/myResultForm',
  report: '/meetActivity/report',
  enters: '/meetActivity/enters',
  entersDetail: '/meetActivity/enters/detail',
  resultDetail: '/meetActivity/resultDetail',
  /** the spec's other name of resultDetail */
  meetActivityResultDetail: '/meet/activity/resultDetail',
} as const;

const enc = encodeURIComponent;

/**
 * The web's paths of a record of either kind (/meet/…, /activity/…; docs/meetings.md): the record,
 * its attendees and sign-in, leave requests, results and statistics. `id` is the record's (or the
 * request's, the result's) id.
 */
export const MeetApi = {
  // the record
  page: (kind: MeetKind) => `/${kind}/page`,
  plenary: (kind: MeetKind) => `/${kind}/plenary`,
  /** POST: the sub-meetings of a plenary session (meetings only) */
  childPage: '/meet/filter/child/page',
  detail: (kind: MeetKind, id: string) => `/${kind}/detail/${enc(id)}`,
  /** POST: a new record */
  add: (kind: MeetKind) => `/${kind}/general`,
  /** POST: meetings update at /meet/general/update, activities at /activity/update */
  update: (kind: MeetKind) => (kind === 'meet' ? '/meet/general/update' : '/activity/update'),
  /** GET */
  release: (kind: MeetKind, id: string) => `/${kind}/release/${enc(id)}`,
  close: (kind: MeetKind) => `/${kind}/close`,
  delete: (kind: MeetKind) => `/${kind}/delete`,
  setPlenary: (kind: MeetKind) => `/${kind}/plenary/update`,
  /** GET: every enabled type of the kind */
  typeAll: (kind: MeetKind) => `/${kind}/type/all`,
  /** GET: the types the caller may create records of */
  typeGranted: (kind: MeetKind) => `/${kind}/type/list/permission`,
  // attendees and sign-in
  attendPage: (kind: MeetKind) => `/${kind}/attend/page`,
  attendUserPage: (kind: MeetKind) => `/${kind}/attendUser/page`,
  enterUserPage: (kind: MeetKind) => `/${kind}/enterUser/page`,
  signList: (kind: MeetKind) => `/${kind}/attend/query/signList`,
  attendStats: (kind: MeetKind, id: string) => `/${kind}/attend/statistics/attendResult/${enc(id)}`,
  attendAdd: (kind: MeetKind) => `/${kind}/attend/add`,
  attendDelete: (kind: MeetKind) => `/${kind}/attend/delete`,
  signAll: (kind: MeetKind) => `/${kind}/attend/sign/all`,
  attendResult: (kind: MeetKind) => `/${kind}/attend/attendResult`,
  reissueSms: (kind: MeetKind) => `/${kind}/attend/reissue/sms`,
  smsUpdate: (kind: MeetKind, id: string) => `/${kind}/sms/update/${enc(id)}`,
  /** GET: the organiser's QR code */
  qr: (kind: MeetKind, id: string) => `/${kind}/attend/qr/${enc(id)}`,
  /** GET: the caller's own attendance of the record */
  mine: (kind: MeetKind, id: string) => `/${kind}/attend/mine/${enc(id)}`,
  sign: (kind: MeetKind) => `/${kind}/attend/sign`,
  enter: (kind: MeetKind, id: string) => `/${kind}/enter/${enc(id)}`,
  cancelEnter: (kind: MeetKind, id: string) => `/${kind}/enter/cancel/${enc(id)}`,
  will: (kind: MeetKind) => `/${kind}/attend/attendWill`,
  // leave requests
  applyPage: (kind: MeetKind) => `/${kind}/apply/page`,
  applyDetail: (kind: MeetKind, id: string) => `/${kind}/apply/detail/${enc(id)}`,
  applyAdd: (kind: MeetKind) => `/${kind}/apply/add`,
  applyCheck: (kind: MeetKind) => `/${kind}/apply/check`,
  applyDelete: (kind: MeetKind) => `/${kind}/apply/delete`,
  /** GET the yearly leave caps per type, POST one */
  applyCap: (kind: MeetKind) => `/${kind}/apply/cap`,
  // results
  resultsPage: (kind: MeetKind) => `/${kind}/results/page`,
  resultsDetail: (kind: MeetKind, id: string) => `/${kind}/results/detail/${enc(id)}`,
  resultsAdd: (kind: MeetKind) => `/${kind}/results/add`,
  resultsUpdate: (kind: MeetKind) => `/${kind}/results/update`,
  resultsDelete: (kind: MeetKind) => `/${kind}/results/delete`,
  /** GET: the records the caller attended (成果上报) */
  resultsAttended: (kind: MeetKind) => `/${kind}/results/attended`,
  // statistics
  statistics: (kind: MeetKind) => `/${kind}/statistics`,
  attendance: (kind: MeetKind) => `/${kind}/statistics/attendance`,
  /** GET: the home widgets' figures, this year */
  countAnnual: (kind: MeetKind) => `/${kind}/count/annual`,
  countDesktop: (kind: MeetKind) => `/${kind}/count/desktop`,
} as const;

const MAX_TEXT = 50_000;
/** A moment: an ISO time with its offset, or 'YYYY-MM-DD HH:mm' read as China time (the forms send that). */
export const meetTime = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)$/, `${label}格式应为 YYYY-MM-DD HH:mm`)
    .transform((s) => (/(Z|[+-]\d{2}:?\d{2})$/.test(s) ? s : `${s.replace(' ', 'T')}+08:00`))
    .refine((s) => !Number.isNaN(new Date(s).getTime()), `${label}不是有效的时间`);
const optTime = (label: string) => z.preprocess((v) => (v === '' ? null : v), meetTime(label).nullish());
const ids = (label: string, max: number) => z.array(idOf(label), { error: `${label}必须是数组` }).max(max, `${label}最多${max}个`);
const coord = (label: string, limit: number) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(-limit, `${label}超出范围`)
    .max(limit, `${label}超出范围`);

/** The fields of a record the organiser writes (POST /{kind}/general and /update). */
export const meetRecordBase = z.object({
  typeId: idOf('类型'),
  title: text('标题', 200),
  content: optText('内容', MAX_TEXT),
  address: optText('地点', 200),
  startTime: meetTime('开始时间'),
  endTime: meetTime('结束时间'),
  /** sign-up window: without it attendees are only invited */
  enterStart: optTime('报名开始时间'),
  enterEnd: optTime('报名截止时间'),
  /** how many may sign up (0: no limit) */
  enterLimit: z.coerce.number({ error: '报名人数上限必须是数字' }).int('报名人数上限必须是整数').min(0).max(100_000).default(0),
  signMode: z
    .union([z.literal(SignMode.qr), z.literal(SignMode.location), z.literal(SignMode.both)], { error: '签到方式不正确' })
    .default(SignMode.qr),
  /** sign-in window; default from an hour before the start to the end */
  signStart: optTime('签到开始时间'),
  signEnd: optTime('签到截止时间'),
  latitude: optFilter(coord('纬度', 90)),
  longitude: optFilter(coord('经度', 180)),
  signRadius: z.coerce
    .number({ error: '签到范围必须是数字' })
    .int('签到范围必须是整数')
    .min(SIGN_RADIUS.min, `签到范围不能小于${SIGN_RADIUS.min}米`)
    .max(SIGN_RADIUS.max, `签到范围不能超过${SIGN_RADIUS.max}米`)
    .default(SIGN_RADIUS.default),
  organizer: optText('组织单位', 100),
  contact: optText('联系人', 50),
  contactPhone: optText('联系电话', 30),
  /** the attendees chosen with the shared picker (user ids) */
  attendeeIds: ids('参加人员', 5_000).default([]),
  /** a sub-meeting of a plenary (meetings only) */
  parentId: optFilter(idOf('所属全体会议')),
  /** send an SMS besides the system message when released, changed or cancelled */
  smsNotice: z.boolean().default(false),
  /** remind attendees this many minutes before the start (0: no reminder) */
  remindMinutes: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60, '提醒时间不能超过7天')
    .default(0),
  fileIds,
});
export const meetRecordAdd = meetRecordBase.superRefine((v, ctx) => {
  if (new Date(v.endTime) <= new Date(v.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间应晚于开始时间' });
  if (v.enterStart && v.enterEnd && new Date(v.enterEnd) <= new Date(v.enterStart))
    ctx.addIssue({ code: 'custom', path: ['enterEnd'], message: '报名截止时间应晚于报名开始时间' });
  if (v.enterEnd && new Date(v.enterEnd) > new Date(v.endTime))
    ctx.addIssue({ code: 'custom', path: ['enterEnd'], message: '报名截止时间不能晚于结束时间' });
  if (v.signMode !== SignMode.qr && (v.latitude === undefined || v.longitude === undefined))
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: '定位签到需要选择签到地点（经纬度）' });
});
export const meetRecordUpdate = meetRecordBase.extend({ id: idOf('id') }).superRefine((v, ctx) => {
  if (new Date(v.endTime) <= new Date(v.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间应晚于开始时间' });
});
export type MeetRecordInput = z.output<typeof meetRecordBase>;

/** POST /{kind}/page: the organiser's list and the typed lists (/{kind}/list/{typeId}/{typeCode}). */
export const meetPageQuery = pageQuery.extend({
  typeId: optFilter(idOf('类型')),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
  state: intFilter('状态'),
  scheduleState: intFilter('进行状态'),
  year: intFilter('年度'),
  /** plenary sessions only, or the sub-meetings of one (filter/child/page) */
  plenary: optFilter(z.coerce.boolean()),
  parentId: optFilter(idOf('所属全体会议')),
});

/** A row of every record list. */
export const meetRow = z.object({
  id: z.string(),
  kind: z.string(),
  typeId: z.string(),
  typeName: z.string().nullable(),
  title: z.string(),
  address: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.number().int(),
  scheduleState: z.number().int(),
  enterState: z.number().int().nullable(),
  plenary: z.boolean(),
  parentId: z.string().nullable(),
  organizer: z.string().nullable(),
  attendeeCount: z.number().int(),
  signedCount: z.number().int(),
  createdByName: z.string().nullable(),
});
export type MeetRow = z.infer<typeof meetRow>;

/** POST /{kind}/attend/sign: an attendee signs in with the QR page's code, or with the device's position. */
export const meetSignBody = z.object({
  id: idOf('id'),
  /** the signed code of the QR page */
  code: optFilter(z.string().trim().max(512, '签到码不正确')),
  latitude: optFilter(coord('纬度', 90)),
  longitude: optFilter(coord('经度', 180)),
});

/** POST /{kind}/attend/attendWill. */
export const meetAttendWillBody = z.object({
  id: idOf('id'),
  will: z.union([z.literal(AttendWill.attend), z.literal(AttendWill.absent)], { error: '参加意向只能是参加或不参加' }),
  remark: optText('说明', 200),
});

/** POST /{kind}/attend/attendResult and sign/all: staff set results for attendees. */
export const meetAttendResultBody = z.object({
  id: idOf('id'),
  userIds: ids('人员', 5_000).min(1, '请至少选择一人'),
  result: z.union([z.literal(AttendResult.present), z.literal(AttendResult.leave), z.literal(AttendResult.absent)], {
    error: '出席情况只能是出席、请假或缺席',
  }),
});

/** POST /{kind}/apply/add: a member asks for leave. */
export const meetApplyAdd = z.object({
  recordId: idOf('会议或活动'),
  reason: text('请假事由', 500),
  fileIds,
});
/** POST /{kind}/apply/check. */
export const meetApplyCheck = z.object({
  id: idOf('请假申请'),
  approve: z.boolean({ error: '请选择同意或不同意' }),
  opinion: optText('审核意见', 500),
});

/** POST /{kind}/results/add and update: a result (成果) of a record. */
export const meetResultBase = z.object({
  recordId: idOf('会议或活动'),
  title: text('成果标题', 200),
  content: text('成果内容', MAX_TEXT),
  fileIds,
});
export const meetResultUpdate = meetResultBase.extend({ id: idOf('id') });

/** POST /meet/hearer/add and update: a hearer (列席), a person of the platform or named by hand. */
export const meetHearerBase = z.object({
  recordId: idOf('会议'),
  userId: optFilter(idOf('人员')),
  name: text('姓名', 50),
  unit: optText('单位', 100),
  duty: optText('职务', 100),
  phone: optText('电话', 30),
  remark: optText('备注', 200),
});
export const meetHearerUpdate = meetHearerBase.extend({ id: idOf('id') });

/** POST /{kind}/sms/update/{id}: whether and what to send by SMS. */
export const meetSmsBody = z.object({
  smsNotice: z.boolean({ error: '请选择是否发送短信' }),
  remindMinutes: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60, '提醒时间不能超过7天')
    .default(0),
});

/** GET /{kind}/attend/statistics/attendResult/{id}. */
export const meetAttendStats = z.object({
  invited: z.number().int(),
  present: z.number().int(),
  leave: z.number().int(),
  absent: z.number().int(),
  unknown: z.number().int(),
  willAttend: z.number().int(),
  willAbsent: z.number().int(),
  rate: z.number(),
});
export type MeetAttendStats = z.infer<typeof meetAttendStats>;
