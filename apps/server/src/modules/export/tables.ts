import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** 导出模板: for one export type (a list a module registers), the columns to write and their order. */
export const exportTemplate = pgTable(
  'export_template',
  {
    id: text('id').primaryKey(),
    /** code of a registered export type (audit, user, member, proposal …) */
    typeCode: text('type_code').notNull(),
    name: text('name').notNull(),
    /** column keys of the type, in output order */
    columns: jsonb('columns').$type<string[]>().notNull(),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('export_template_type_name_uq').on(t.typeCode, t.name)],
);
