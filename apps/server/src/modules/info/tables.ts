import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
