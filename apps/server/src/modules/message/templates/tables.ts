import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** 消息模板: the text of a system message or SMS, with ${placeholders} the sending module fills (renderTemplate). */
export const msgTemplate = pgTable(
  'msg_template',
  {
    id: text('id').primaryKey(),
    /** what the sending code asks for: 'proposal.reply.remind' */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** system | sms */
    channel: text('channel', { enum: ['system', 'sms'] }).notNull(),
    /** system messages only */
    title: text('title'),
    content: text('content').notNull(),
    /** built-in templates: the variables the sending code supplies */
    variables: jsonb('variables').$type<string[]>(),
    /** used by the code: cannot be deleted nor renamed */
    builtIn: boolean('built_in').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('msg_template_code_uq').on(t.code)],
);
