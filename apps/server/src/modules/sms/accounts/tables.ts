import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** 消息账号: an SMS gateway account and its signature; the HTTP SMS channel sends through the enabled one. */
export const smsAccount = pgTable(
  'sms_account',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    gatewayUrl: text('gateway_url').notNull(),
    /** the account (AppKey / user name) at the gateway */
    appId: text('app_id'),
    /** bearer token or key at the gateway; write-only through the API */
    secret: text('secret'),
    /** without the 【】 brackets */
    signName: text('sign_name').notNull(),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // at most one account sends: enabling one disables the others, and the database holds the rule too
  (t) => [uniqueIndex('sms_account_one_enabled_uq').on(t.enabled).where(sql`${t.enabled}`)],
);
