import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A user's saved advanced-filter fields per search module (spec 000 §7: searchModuleType 1 = proposals). */
export const searchConfig = pgTable(
  'personal_search_config',
  {
    userId: text('user_id').notNull(),
    searchModuleType: integer('search_module_type').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.searchModuleType] })],
);
