import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** System messages to one user (message centre); the unread count is what the header badge shows. */
export const message = pgTable(
  'msg_message',
  {
    id: text('id').primaryKey(),
    /** one sending to many users shares a batch id: the admin page lists batches and their read records */
    batchId: text('batch_id').notNull(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** spec 001 §4: 0 notice, 1 operation */
    msgType: integer('msg_type').notNull().default(0),
    /** business type (notice, proposal, info, meeting …) and the record it points at */
    bizType: text('biz_type'),
    bizId: text('biz_id'),
    /** client route to open, when there is one */
    url: text('url'),
    senderId: text('sender_id'),
    senderName: text('sender_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('msg_message_user_idx').on(t.userId, t.readAt, t.createdAt), index('msg_message_batch_idx').on(t.batchId)],
);
