import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * 诗词名句库: famous lines of poems and classics the proofreading checks quotations against
 * (error type 010600). One row is one line or couplet as it is usually quoted.
 */
export const quotation = pgTable(
  'intellect_quotation',
  {
    id: text('id').primaryKey(),
    text: text('text').notNull(),
    author: text('author'),
    /** the work it comes from: 《论语·学而》, 《登鹳雀楼》 */
    title: text('title'),
    dynasty: text('dynasty'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('intellect_quotation_text_uq').on(t.text), index('intellect_quotation_updated_idx').on(t.updatedAt)],
);
