import type { SmsStatusValue } from '@cppcc/contracts';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every SMS the platform sends, whichever provider carried it: the record admins read and the outbox of the default provider. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    /** verification | notice | remind … */
    bizType: text('biz_type').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<SmsStatusValue>().notNull(),
    error: text('error'),
    senderId: text('sender_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt), index('sms_outbox_created_idx').on(t.createdAt)],
);
