import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per job and slot (floor(time / everyMs)): the process that inserts it
 * runs the slot, any other finds the row and skips, so several server processes
 * on one database do not repeat a job.
 */
export const jobRun = pgTable(
  'platform_job_run',
  {
    name: text('name').notNull(),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
