import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** How the platform looks for a user (适老化模式 …), one row per user once anything differs from the defaults. */
export const userPreference = pgTable('personal_user_preference', {
  userId: text('user_id').primaryKey(),
  elderlyMode: boolean('elderly_mode').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
