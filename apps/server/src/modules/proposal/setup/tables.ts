import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { treeTypeTable } from '../../../platform/reference/tree-types';

/**
 * A proposal session (提案届次, spec 000 §3): one per yearly conference session.
 * Soft-deleted so proposals of a removed session still name it.
 */
export const proposalSession = pgTable(
  'proposal_session',
  {
    id: text('id').primaryKey(),
    /** the yearly session in cppcc_session (member module) */
    cppccSessionId: text('cppcc_session_id').notNull(),
    name: text('name').notNull(),
    easyName: text('easy_name'),
    shortCode: text('short_code').notNull(),
    sessionCode: text('session_code'),
    timeCode: text('time_code'),
    year: integer('year').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    deadlineForMeeting: timestamp('deadline_for_meeting', { withTimezone: true }),
    /** 0 current, 1 current all (this term, another year), 2 past (spec 001 §4) */
    state: integer('state').notNull().default(1),
    threshold: integer('threshold').notNull().default(90),
    wordLimit: integer('word_limit').notNull().default(2000),
    isOpenReport: integer('is_open_report').notNull().default(1),
    isOpenCheckSimilar: integer('is_open_check_similar').notNull().default(1),
    handleDays: integer('handle_days').notNull().default(90),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('proposal_session_year_idx').on(t.year), index('proposal_session_cppcc_idx').on(t.cppccSessionId)],
);

/** 提案类别: the category tree (proposalLevel = level). */
export const proposalType = treeTypeTable('proposal_type');
