import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { charsIndex } from '../../platform/db/contains-text';
import { treeTypeTable } from '../../platform/reference/tree-types';

/** 信息类别: the info category tree (infoLevel = level). */
export const infoType = treeTypeTable('info_type');

/** 刊物类型: each publication type numbers its own issues (第N期); soft-deleted so old issues keep their type. */
export const publicationType = pgTable(
  'publication_type',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 编发单位 */
    publishingUnit: text('publishing_unit'),
    /** 刊期说明 (不定期, 每月两期 …) */
    cycle: text('cycle'),
    /** the header prints 签发人 (上报类刊物 after GB/T 9704) */
    hasIssuer: boolean('has_issuer').notNull().default(false),
    /** 总期数起点: the issues published before the platform; 总第M期 continues after it */
    startTotal: integer('start_total').notNull().default(0),
    /** 1 in use, 0 stopped (stateChange) */
    state: integer('state').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('publication_type_state_idx').on(t.state)],
);

/**
 * The information items (社情民意信息) and everything that hangs off them. The
 * states and codes are those of contracts `infoItem.ts` (docs/info.md); the
 * state changes only through the workflow of `core/machine.ts`. Lists filter on
 * state, flow level, type, year, reporter and unit and sort by report time:
 * each has an index (200,000 items must stay fast).
 */
export const infoItem = pgTable(
  'info_item',
  {
    id: text('id').primaryKey(),
    /** the China-time year of the first report (drafts: of their creation) */
    year: integer('year').notNull(),
    typeId: text('type_id').notNull(),
    title: text('title').notNull(),
    /** sanitised rich text; the latest version (every version is in info_version) */
    content: text('content').notNull(),
    /** the text without markup, for the duplicate check, search and exports */
    contentText: text('content_text').notNull().default(''),
    writerNames: text('writer_names'),
    contactPhone: text('contact_phone'),
    reporterId: text('reporter_id').notNull(),
    reporterName: text('reporter_name').notNull(),
    /** the reporter's unit (collective user, direct-report point) or organisation, for the unit statistics */
    unitId: text('unit_id'),
    unitName: text('unit_name'),
    /** InfoSource: 1 web, 2 office entry (代录), 3 merge */
    source: integer('source').notNull().default(1),
    state: integer('state').notNull().default(0),
    /** the review flow version the item runs on (a flow changed later never strands it) */
    flowId: text('flow_id'),
    /** position in that flow's levels (1-based) while under review */
    levelSeq: integer('level_seq'),
    /** the level code at that position (1..6), 999 once every level passed */
    currentLevel: integer('current_level'),
    /** editing stage: the editing flow version, its position, and 0 none / 1 under editing review / 2 edited */
    editFlowId: text('edit_flow_id'),
    editLevelSeq: integer('edit_level_seq'),
    editState: integer('edit_state').notNull().default(0),
    /** Adopt: 1 adopted, 0 not, -1 discarded; null before the decision */
    adopt: integer('adopt'),
    backType: integer('back_type'),
    backReason: text('back_reason'),
    discardReason: text('discard_reason'),
    mergedInto: text('merged_into'),
    /** 编号, given by the office (updateSerialNumber) */
    serialNumber: text('serial_number'),
    /** 0 not sent upward, 1 sent (info/submit) */
    submissionStatus: integer('submission_status').notNull().default(0),
    /** collected into editing for a publication (issue 17 takes it from there) */
    collected: boolean('collected').notNull().default(false),
    /** when the information office first read it (markRead; unread list) */
    readAt: timestamp('read_at', { withTimezone: true }),
    reportTime: timestamp('report_time', { withTimezone: true }),
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('info_item_state_time_idx').on(t.state, t.reportTime, t.id).where(sql`${t.deletedAt} is null`),
    index('info_item_queue_idx').on(t.flowId, t.levelSeq, t.state).where(sql`${t.deletedAt} is null`),
    index('info_item_edit_queue_idx').on(t.editFlowId, t.editLevelSeq, t.editState).where(sql`${t.deletedAt} is null`),
    index('info_item_year_time_idx').on(t.year, t.reportTime, t.id).where(sql`${t.deletedAt} is null`),
    index('info_item_reporter_idx').on(t.reporterId, t.state),
    index('info_item_unit_idx').on(t.unitId, t.year),
    index('info_item_type_idx').on(t.typeId, t.year),
    index('info_item_time_idx').on(t.reportTime, t.id),
    // the lists' default order (newest report first, drafts by creation), read backwards
    index('info_item_order_idx').on(sql`coalesce(${t.reportTime}, ${t.createdAt})`, t.id).where(sql`${t.deletedAt} is null`),
    index('info_item_title_idx').on(t.title, t.id),
    index('info_item_serial_idx').on(t.serialNumber, t.id),
    // the text filters' characters (platform/db/contains-text.ts)
    charsIndex('info_item_title_chars_idx', t.title),
    charsIndex('info_item_reporter_name_chars_idx', t.reporterName),
    charsIndex('info_item_serial_chars_idx', t.serialNumber),
    // the lists' other sorts, each with the id that breaks ties
    index('info_item_reporter_name_idx').on(t.reporterName, t.id),
    index('info_item_created_idx').on(t.createdAt, t.id),
    index('info_item_merged_into_idx').on(t.mergedInto).where(sql`${t.mergedInto} is not null`),
    // the few deleted items: a year's scores leave them out without reading every item
    index('info_item_deleted_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
    // the publications' pool of adopted items (publish/edit/pool.ts): collected first, newest first
    index('info_item_pool_idx')
      .on(t.collected, sql`coalesce(${t.reportTime}, ${t.createdAt})`, t.id)
      .where(sql`${t.state} = 3 and ${t.deletedAt} is null`),
    index('info_item_unread_idx').on(t.reportTime).where(sql`${t.readAt} is null and ${t.deletedAt} is null and ${t.state} <> 0`),
  ],
);

/** Everyone credited with an item: its reporter, co-reporters (who confirm) and, after a merge, the sources' reporters. */
export const infoReporter = pgTable(
  'info_reporter',
  {
    itemId: text('item_id').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    unitId: text('unit_id'),
    unitName: text('unit_name'),
    /** ReporterRole: 1 lead, 2 joint, 3 from a merged source */
    role: integer('role').notNull(),
    /** JointAnswer for co-reporters (1 agree, 0 disagree, -1 pending); null for the others */
    joint: integer('joint'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    index('info_reporter_user_idx').on(t.userId, t.role),
    index('info_reporter_unit_idx').on(t.unitId),
  ],
);

/** Every version of an item's text: no edit loses the reporter's original (version 1). */
export const infoVersion = pgTable(
  'info_version',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull(),
    no: integer('no').notNull(),
    /** InfoVersionStage */
    stage: integer('stage').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    editorId: text('editor_id'),
    editorName: text('editor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_version_item_idx').on(t.itemId, t.no)],
);

/**
 * The trail of an item: one row per step (the workflow writes it with the audit
 * row). Scores are computed from it, so it says which level and which answer.
 */
export const infoHistory = pgTable(
  'info_history',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull(),
    action: text('action').notNull(),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    /** the flow level the step was taken at (review steps) */
    level: integer('level'),
    opinion: text('opinion'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** what else the step carried (back type, adopt, merged ids, submission object …) */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('info_history_item_idx').on(t.itemId, t.at),
    // a year's scores read the history by action and time: the item and the state ride along (index-only)
    index('info_history_action_idx').on(t.action, t.at, t.itemId, t.toState),
    index('info_history_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * The score events an item's history holds, per China year (docs/info-scores.md, Scale): the
 * first submit, the first step to 待采用 and the first adopt of the year. Written only by the
 * trigger on info_history of migration 0021 (every writer of history goes through it), so a
 * year's scores read ~one row per item instead of grouping the year's history.
 */
export const infoItemEvent = pgTable(
  'info_item_event',
  {
    year: integer('year').notNull(),
    itemId: text('item_id').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.year, t.itemId] })],
);

/**
 * A review or editing flow of one info type. Flows are versioned: saving a flow
 * adds a version and retires the old one; items under way keep the version they
 * started on (flow_id on the item), so a change never strands them.
 */
export const infoFlow = pgTable(
  'info_flow',
  {
    id: text('id').primaryKey(),
    typeId: text('type_id').notNull(),
    /** InfoFlowType: 1 review, 2 editing */
    flowType: integer('flow_type').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    /** the version new items start on; false once a newer one is saved */
    current: boolean('current').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_flow_type_idx').on(t.typeId, t.flowType, t.current)],
);

/** The levels of a flow version in order, each with the accounts that review there. */
export const infoFlowLevel = pgTable(
  'info_flow_level',
  {
    id: text('id').primaryKey(),
    flowId: text('flow_id').notNull(),
    /** 1-based position in the flow */
    seq: integer('seq').notNull(),
    /** InfoLevel code 1..6 */
    level: integer('level').notNull(),
    reviewerIds: text('reviewer_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('info_flow_level_flow_idx').on(t.flowId, t.seq), index('info_flow_level_reviewers_idx').using('gin', t.reviewerIds)],
);

/** An item sent upward (info/submit): to whom, as what. */
export const infoSubmission = pgTable(
  'info_submission',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull(),
    /** SubmitUnit 1/2/3/99 */
    submitUnit: integer('submit_unit').notNull(),
    /** SubmissionObject 0..3 */
    submissionObject: integer('submission_object').notNull(),
    remark: text('remark'),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_submission_item_idx').on(t.itemId), index('info_submission_time_idx').on(t.submittedAt)],
);

/** What happened to an item above (info/result): adopted by the province, used in a national report … */
export const infoResult = pgTable(
  'info_result',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull(),
    submissionObject: integer('submission_object').notNull(),
    /** true when the level above adopted (采用) it: the score rules count it */
    adopted: boolean('adopted').notNull().default(false),
    content: text('content').notNull(),
    resultDate: date('result_date', { mode: 'string' }).notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_result_item_idx').on(t.itemId), index('info_result_date_idx').on(t.resultDate)],
);

/** 采用反馈 (take/info/feedback): what a unit that took up an item did with it. */
export const infoTakeFeedback = pgTable(
  'info_take_feedback',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull(),
    unitName: text('unit_name').notNull(),
    content: text('content').notNull(),
    feedbackDate: date('feedback_date', { mode: 'string' }).notNull(),
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('info_take_feedback_item_idx').on(t.itemId)],
);

/**
 * A score rule of one year: an event on an item (reported, adopted, sent upward
 * and adopted above, published, instructed …) earns points for its reporters,
 * their units, or both. Conditions narrow the rule (a type, a level above).
 */
export const infoScoreRule = pgTable(
  'info_score_rule',
  {
    id: text('id').primaryKey(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** the event code (contracts infoScore.ts) */
    event: text('event').notNull(),
    points: doublePrecision('points').notNull(),
    /** 1 reporters, 2 units, 3 both */
    target: integer('target').notNull().default(3),
    /** conditions: null means any */
    typeId: text('type_id'),
    submissionObject: integer('submission_object'),
    /** for instruction events (issue 17): the leader's level */
    instructionLevel: integer('instruction_level'),
    publicationTypeId: text('publication_type_id'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('info_score_rule_year_idx').on(t.year, t.event)],
);

/** 互斥规则: of the rules listed, only the one worth most counts for an item (no double counting). */
export const infoScoreExclude = pgTable(
  'info_score_exclude',
  {
    id: text('id').primaryKey(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    ruleIds: text('rule_ids').array().notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('info_score_exclude_year_idx').on(t.year)],
);

/** The area's settings (thresholdInfo: the similarity percent at which the duplicate check warns a reporter). */
export const infoSetting = pgTable('info_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
