import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An appraisal the proposal office organises (spec 001 §2.5 Appraisal):
 * kind 'proposal' — members appraise selected proposals (appraise/*);
 * kind 'unit' — members appraise the handling units' work (appraiseUnit/*).
 * State 0 draft, 1 ongoing (published), 2 ended.
 */
export const proposalAppraise = pgTable(
  'proposal_appraise',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['proposal', 'unit'] }).notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    sessionId: text('session_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    description: text('description'),
    state: integer('state').notNull().default(0),
    /** no participants chosen: every member of the current term, fixed when published */
    allMembers: boolean('all_members').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('proposal_appraise_kind_idx').on(t.kind, t.state, t.createdAt), index('proposal_appraise_year_idx').on(t.year)],
);

/** What is appraised: a proposal or a handling unit, with its name as it was when chosen. */
export const proposalAppraiseTarget = pgTable(
  'proposal_appraise_target',
  {
    id: text('id').primaryKey(),
    appraiseId: text('appraise_id').notNull(),
    targetId: text('target_id').notNull(),
    name: text('name').notNull(),
    /** proposals: number and proposer */
    extra: text('extra'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('proposal_appraise_target_uq').on(t.appraiseId, t.targetId)],
);

/** Who appraises: members, fixed when the appraisal is published. */
export const proposalAppraiseParticipant = pgTable(
  'proposal_appraise_participant',
  {
    id: text('id').primaryKey(),
    appraiseId: text('appraise_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposal_appraise_participant_uq').on(t.appraiseId, t.userId),
    index('proposal_appraise_participant_user_idx').on(t.userId),
  ],
);

/** One member's appraisal of one target: grade 1 satisfied / 2 basically / 0 not, a score 0–100 and a comment. */
export const proposalAppraiseRecord = pgTable(
  'proposal_appraise_record',
  {
    id: text('id').primaryKey(),
    appraiseId: text('appraise_id').notNull(),
    targetRowId: text('target_row_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    grade: integer('grade').notNull(),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposal_appraise_record_uq').on(t.targetRowId, t.userId),
    index('proposal_appraise_record_user_idx').on(t.appraiseId, t.userId),
  ],
);
