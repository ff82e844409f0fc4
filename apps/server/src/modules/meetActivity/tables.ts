import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { charsIndex } from '../../platform/db/contains-text';

/**
 * Meetings and activities (docs/meetings.md): one set of tables for both kinds, told apart by
 * `kind` ('meet' | 'activity'), so one implementation serves /meet/… and /activity/…. The codes
 * are those of contracts `meetActivity.ts` and `speak.ts`; a record's state changes only through
 * the machine of `core/machine.ts`. Schedule and enter states are derived from the times, never
 * stored.
 */
export const maRecord = pgTable(
  'ma_record',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** a meet_type or activity_type id (the kind says which) */
    typeId: text('type_id').notNull(),
    /** the China-time year of the start, for the yearly lists, caps and statistics */
    year: integer('year').notNull(),
    title: text('title').notNull(),
    /** sanitised rich text */
    content: text('content'),
    address: text('address'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    enterStart: timestamp('enter_start', { withTimezone: true }),
    enterEnd: timestamp('enter_end', { withTimezone: true }),
    /** 0: no limit */
    enterLimit: integer('enter_limit').notNull().default(0),
    /** SignMode: 1 QR, 2 location, 3 either */
    signMode: integer('sign_mode').notNull().default(1),
    signStart: timestamp('sign_start', { withTimezone: true }),
    signEnd: timestamp('sign_end', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** metres, 100–500 */
    signRadius: integer('sign_radius').notNull().default(300),
    /** the secret the QR codes of this record are signed with (rotated when the record is re-released) */
    signSecret: text('sign_secret').notNull(),
    organizer: text('organizer'),
    contact: text('contact'),
    contactPhone: text('contact_phone'),
    /** a plenary session (全体会议) groups sub-meetings; meetings only */
    plenary: boolean('plenary').notNull().default(false),
    parentId: text('parent_id'),
    /** MeetState: 0 草稿, 1 已发布, 2 已结束 */
    state: integer('state').notNull().default(0),
    smsNotice: boolean('sms_notice').notNull().default(false),
    remindMinutes: integer('remind_minutes').notNull().default(0),
    /** set when the reminder went out, so the scheduled job sends it once */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name'),
    /** the organiser's organisation: who else of it may manage the record */
    createdOrgId: text('created_org_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // the lists: per kind, newest start first; per type; a plenary's sub-meetings; the reminder job
    index('ma_record_kind_start_idx').on(t.kind, t.startTime, t.id).where(sql`${t.deletedAt} is null`),
    index('ma_record_type_idx').on(t.kind, t.typeId, t.startTime).where(sql`${t.deletedAt} is null`),
    index('ma_record_year_idx').on(t.kind, t.year, t.state).where(sql`${t.deletedAt} is null`),
    index('ma_record_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null and ${t.deletedAt} is null`),
    index('ma_record_plenary_idx').on(t.kind, t.startTime, t.id).where(sql`${t.plenary} and ${t.deletedAt} is null`),
    index('ma_record_remind_idx')
      .on(t.startTime)
      .where(sql`${t.remindMinutes} > 0 and ${t.remindedAt} is null and ${t.state} = 1 and ${t.deletedAt} is null`),
    charsIndex('ma_record_title_chars_idx', t.title),
  ],
);

/**
 * One row per attendee of a record: invited by the organiser or signed up (enter); their will,
 * sign-in and result. A cancelled sign-up deletes its row; an invitation taken back deletes it.
 */
export const maAttend = pgTable(
  'ma_attend',
  {
    recordId: text('record_id').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    /** AttendSource: 1 invited, 2 entered */
    source: integer('source').notNull().default(1),
    /** AttendWill: 0 未回复, 1 参加, 2 不参加 */
    will: integer('will').notNull().default(0),
    willRemark: text('will_remark'),
    /** AttendResult: 1 出席, 0 请假, 2 缺席; null until known */
    result: integer('result'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** SignWay: 1 QR, 2 location, 3 by staff */
    signWay: integer('sign_way'),
    /** metres from the record's place at a location sign-in */
    signDistance: integer('sign_distance'),
    /** set when a notice or reminder reached them by SMS (reissue/sms sends again) */
    smsAt: timestamp('sms_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.userId] }),
    // a member's schedule, conflicts and attendance rates
    index('ma_attend_user_idx').on(t.userId, t.recordId),
  ],
);

/** Leave requests (请假, apply): a member asks with a reason; staff approve or refuse. */
export const maApply = pgTable(
  'ma_apply',
  {
    id: text('id').primaryKey(),
    recordId: text('record_id').notNull(),
    kind: text('kind').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    reason: text('reason').notNull(),
    /** ApplyState: 0 待审核, 1 已同意, 2 未同意 */
    state: integer('state').notNull().default(0),
    checkerId: text('checker_id'),
    checkerName: text('checker_name'),
    opinion: text('opinion'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** the China-time year of the record, for the yearly cap */
    year: integer('year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ma_apply_record_idx').on(t.recordId, t.state),
    // the office's list: pending first, newest first (bench/meet-scale.ts: 58,000 requests of a kind)
    index('ma_apply_list_idx').on(t.kind, sql`(${t.state} = 0)`, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('ma_apply_state_idx').on(t.kind, t.state, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // the yearly cap counts a member's approved leaves of a kind
    index('ma_apply_user_year_idx').on(t.userId, t.kind, t.year, t.state),
    uniqueIndex('ma_apply_open_uq').on(t.recordId, t.userId).where(sql`${t.deletedAt} is null and ${t.state} <> 2`),
  ],
);

/** Per type settings beside the shared type tables: the yearly cap of leaves (0: no cap). */
export const maTypeSetting = pgTable(
  'ma_type_setting',
  {
    kind: text('kind').notNull(),
    typeId: text('type_id').notNull(),
    leaveLimit: integer('leave_limit').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.typeId] })],
);

/** Hearers (列席) of a meeting: people of the platform or named by hand. */
export const maHearer = pgTable(
  'ma_hearer',
  {
    id: text('id').primaryKey(),
    recordId: text('record_id').notNull(),
    userId: text('user_id'),
    name: text('name').notNull(),
    unit: text('unit'),
    duty: text('duty'),
    phone: text('phone'),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ma_hearer_record_idx').on(t.recordId, t.sort)],
);

/** Results (成果) of a record: recorded by staff or reported by an attendee. */
export const maResult = pgTable(
  'ma_result',
  {
    id: text('id').primaryKey(),
    recordId: text('record_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ma_result_record_idx').on(t.recordId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('ma_result_kind_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('ma_result_author_idx').on(t.authorId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/** Every step of a record, who took it and when (the detail's trail). */
export const maHistory = pgTable(
  'ma_history',
  {
    id: text('id').primaryKey(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    opinion: text('opinion'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ma_history_record_idx').on(t.recordId, t.at)],
);

/** Speeches (发言): oral or written, of a meeting or on their own; checked by the office. */
export const speech = pgTable(
  'speech',
  {
    id: text('id').primaryKey(),
    meetId: text('meet_id'),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    /** sanitised rich text */
    content: text('content').notNull(),
    /** SpeakType: 1 口头, 2 书面 */
    speakType: integer('speak_type').notNull(),
    /** SpeakState: 0 草稿, 1 待审核, 2 已采用, -2 已退回 */
    state: integer('state').notNull().default(0),
    speakerId: text('speaker_id').notNull(),
    speakerName: text('speaker_name').notNull(),
    /** entered by staff (补录) rather than submitted by the speaker */
    supplementary: boolean('supplementary').notNull().default(false),
    speakTime: timestamp('speak_time', { withTimezone: true }),
    checkerId: text('checker_id'),
    checkerName: text('checker_name'),
    opinion: text('opinion'),
    /** the place in the meeting's manuscript */
    sort: integer('sort').notNull().default(0),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('speech_speaker_idx').on(t.speakerId, t.updatedAt).where(sql`${t.deletedAt} is null`),
    index('speech_state_idx').on(t.state, t.submittedAt, t.id).where(sql`${t.deletedAt} is null`),
    // the office's list (speak/page): every speech but drafts, the latest submitted first
    index('speech_office_idx')
      .on(t.submittedAt.desc().nullsLast(), t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.state} <> 0`),
    index('speech_meet_idx').on(t.meetId, t.sort).where(sql`${t.meetId} is not null and ${t.deletedAt} is null`),
    charsIndex('speech_title_chars_idx', t.title),
  ],
);

/** Every step of a speech (the detail's trail). */
export const speechHistory = pgTable(
  'speech_history',
  {
    id: text('id').primaryKey(),
    speechId: text('speech_id').notNull(),
    action: text('action').notNull(),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    opinion: text('opinion'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('speech_history_speech_idx').on(t.speechId, t.at)],
);
