import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { charsIndex } from '../../../platform/db/contains-text';

/**
 * Publications (刊物): issues of a publication type compiled from adopted items
 * (docs/publications.md). An issue's numbers are unique per type: 第N期 within a
 * year and 总第M期 across years, handed out under a lock per type (core/numbering.ts)
 * and guarded by unique indexes, so two concurrent requests never share one.
 */
export const publication = pgTable(
  'publication',
  {
    id: text('id').primaryKey(),
    typeId: text('type_id').notNull(),
    /** the China-time year the issue is numbered in */
    year: integer('year').notNull(),
    num: integer('num').notNull(),
    totalNum: integer('total_num').notNull(),
    title: text('title').notNull(),
    /** PublicationState: 0 编辑中, 1 待签发, 2 已签发, 3 已分发 */
    state: integer('state').notNull().default(0),
    excellent: boolean('excellent').notNull().default(false),
    excellentAt: timestamp('excellent_at', { withTimezone: true }),
    /** 签发人 as printed on the header; the signer who signs it on the platform */
    issuer: text('issuer'),
    signerId: text('signer_id'),
    signerName: text('signer_name'),
    signOpinion: text('sign_opinion'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    distributedAt: timestamp('distributed_at', { withTimezone: true }),
    /** 印发日期 */
    publishDate: date('publish_date', { mode: 'string' }),
    /** the distribution lines printed at the end: 报, 送, 发 */
    reportTo: text('report_to'),
    sendTo: text('send_to'),
    issueTo: text('issue_to'),
    remark: text('remark'),
    editorId: text('editor_id'),
    editorName: text('editor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publication_num_uq').on(t.typeId, t.year, t.num).where(sql`${t.deletedAt} is null`),
    uniqueIndex('publication_total_uq').on(t.typeId, t.totalNum).where(sql`${t.deletedAt} is null`),
    // the lists: newest first, by state, by type and year, the excellent ones, the signer's queue
    index('publication_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_state_idx').on(t.state, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_type_year_idx').on(t.typeId, t.year, t.num),
    // the lists' other sorts, each with the id that breaks ties
    index('publication_num_idx').on(t.year, t.num, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_publish_date_idx').on(sql`coalesce(${t.publishDate}, '0001-01-01'::date)`, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_year_idx').on(t.year, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_excellent_idx').on(t.excellentAt, t.id).where(sql`${t.excellent} and ${t.deletedAt} is null`),
    index('publication_signer_idx').on(t.signerId, t.state),
    index('publication_distributed_idx').on(t.distributedAt, t.id).where(sql`${t.deletedAt} is null and ${t.state} = 3`),
    charsIndex('publication_title_chars_idx', t.title),
  ],
);

/** The items of an issue, in order; the issue's title and text may be edited, the item keeps the reporter's. */
export const publicationItem = pgTable(
  'publication_item',
  {
    id: text('id').primaryKey(),
    publicationId: text('publication_id').notNull(),
    infoId: text('info_id').notNull(),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    /** sanitised rich text as the issue prints it */
    content: text('content').notNull(),
    edited: boolean('edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publication_item_uq').on(t.publicationId, t.infoId),
    index('publication_item_pub_idx').on(t.publicationId, t.sort),
    // an item is in at most one issue (the collected pool hands it over once)
    uniqueIndex('publication_item_info_uq').on(t.infoId),
  ],
);

/** The distribution list: who may read an issue (a person, or everyone of an organisation). */
export const publicationReader = pgTable(
  'publication_reader',
  {
    publicationId: text('publication_id').notNull(),
    /** PublicationReaderKind: 1 user, 2 org */
    kind: integer('kind').notNull(),
    targetId: text('target_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.kind, t.targetId] }), index('publication_reader_target_idx').on(t.targetId, t.kind)],
);

/** Read receipts: who opened a distributed issue, first time. */
export const publicationRead = pgTable(
  'publication_read',
  {
    publicationId: text('publication_id').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.userId] }), index('publication_read_user_idx').on(t.userId)],
);

/** An issue's trail: every step, who, when, what opinion. */
export const publicationHistory = pgTable(
  'publication_history',
  {
    id: text('id').primaryKey(),
    publicationId: text('publication_id').notNull(),
    action: text('action').notNull(),
    fromState: integer('from_state'),
    toState: integer('to_state'),
    opinion: text('opinion'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publication_history_pub_idx').on(t.publicationId, t.at), index('publication_history_action_idx').on(t.action, t.at)],
);

/** 领导批示: a leader's instruction on an issue, or on one item of it. */
export const publicationInstruction = pgTable(
  'publication_instruction',
  {
    id: text('id').primaryKey(),
    publicationId: text('publication_id').notNull(),
    /** the info item the instruction is about; null: the whole issue */
    infoId: text('info_id'),
    leaderName: text('leader_name').notNull(),
    leaderPost: text('leader_post'),
    /** InstructionLevel: 1 national, 2 province, 3 city, 4 district */
    level: integer('level').notNull(),
    content: text('content').notNull(),
    /** the China-time day of the instruction */
    instructedOn: date('instructed_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('publication_instruction_pub_idx').on(t.publicationId),
    index('publication_instruction_info_idx').on(t.infoId),
    index('publication_instruction_day_idx').on(t.instructedOn, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/** 刊物反馈: what a unit on the distribution list did about an issue (or one item of it). */
export const publicationFeedback = pgTable(
  'publication_feedback',
  {
    id: text('id').primaryKey(),
    publicationId: text('publication_id').notNull(),
    infoId: text('info_id'),
    unitName: text('unit_name').notNull(),
    content: text('content').notNull(),
    /** 0 not yet seen by the office, 1 seen (check/{id}) */
    checked: integer('checked').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('publication_feedback_pub_idx').on(t.publicationId),
    index('publication_feedback_info_idx').on(t.infoId),
    index('publication_feedback_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('publication_feedback_user_idx').on(t.createdBy),
  ],
);
