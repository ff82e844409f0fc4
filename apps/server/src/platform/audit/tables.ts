import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every sign-in, sign-out, failure and state change: who, when, from where, on what, what, and how it ended.
 * Rows form a hash chain (chain.ts): each carries its place (seq), the hash of the row before and its own hash,
 * so an edit, a deletion or an insertion made behind the application's back shows on verification.
 */
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
    /** place in the chain: 1, 2, 3 … without gaps */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** the hash of row seq-1 (64 zeros before the first row) */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 (hex) of this row's fields and prevHash, see chain.ts */
    hash: text('hash').notNull(),
  },
  (t) => [
    index('sys_audit_log_at_idx').on(t.at),
    index('sys_audit_log_user_idx').on(t.userId, t.at),
    index('sys_audit_log_object_idx').on(t.objectType, t.objectId),
    uniqueIndex('sys_audit_log_seq_idx').on(t.seq),
  ],
);

/** The chain's last link, one row (id 1): writers read it under a lock instead of scanning for the latest row. */
export const auditHead = pgTable('sys_audit_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * Failed sign-ins that name no account, gathered per client address and time window (flood.ts):
 * a guessing flood becomes one audit row per window instead of one per attempt.
 */
export const auditFlood = pgTable(
  'sys_audit_flood',
  {
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** attempts after the first, which was audited on its own */
    count: integer('count').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** the names tried, at most NAMES_KEPT of them */
    names: text('names').array().notNull(),
    reasons: text('reasons').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ip, t.windowStart] }), index('sys_audit_flood_window_idx').on(t.windowStart)],
);
