import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every sign-in, sign-out, failure and state change: who, when, from where, on what, what, and how it ended. */
export const auditLog = pgTable(
  'sys_audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    username: text('username'),
    ip: text('ip'),
    /** e.g. session, user, role, proposal */
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** verb: login, logout, create, update, delete, assign … */
    action: text('action').notNull(),
    result: text('result', { enum: ['success', 'failure'] }).notNull(),
    /** login | operation: login logs are a filtered view of this table */
    category: text('category', { enum: ['login', 'operation'] })
      .notNull()
      .default('operation'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('sys_audit_log_at_idx').on(t.at),
    index('sys_audit_log_user_idx').on(t.userId, t.at),
    index('sys_audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);
