import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** 敏感词: words that must not appear in official texts, with their origin and what to write instead. */
export const sensitiveWord = pgTable(
  'intellect_sensitive_word',
  {
    id: text('id').primaryKey(),
    word: text('word').notNull(),
    /** politics | porn | terror | illegal | forbidden | custom (contracts sensitiveTypes) */
    type: text('type').notNull(),
    /** explainStructure of the check: why, and the wording to use instead */
    explain: text('explain'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('intellect_sensitive_word_uq').on(t.word), index('intellect_sensitive_word_type_idx').on(t.type)],
);

/**
 * One row (id 1): bumped in the transaction of every change to the words, so a
 * matcher in any process can keep its automaton until the number moves.
 */
export const sensitiveVersion = pgTable('intellect_sensitive_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
