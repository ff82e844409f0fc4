import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An item of the download centre (下载中心, spec 001 §2.11 / §7.5). Its id is
 * also the affair id of its attachments (sys_oss_file.affair_id); the optional
 * online document is an officedoc_document. Soft-deleted, so the audit trail
 * keeps pointing at something.
 */
export const downloadItem = pgTable(
  'office_download_item',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** code of a 下载类型 (download_type.code) */
    typeCode: text('type_code').notNull(),
    description: text('description'),
    /** officedoc_document.id of the online document, if any */
    docFileId: text('doc_file_id'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    createdBy: text('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('office_download_item_list_idx').on(t.published, t.sort, t.createdAt),
    index('office_download_item_type_idx').on(t.typeCode),
  ],
);
export type DownloadItemRow = typeof downloadItem.$inferSelect;

/** Who may see an item (可见人员); no row for an item = everyone who can open the download centre. */
export const downloadVisible = pgTable(
  'office_download_visible',
  {
    itemId: text('item_id').notNull(),
    userId: text('user_id').notNull(),
    /** pick order, so the picker shows the people as they were chosen */
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('office_download_visible_user_idx').on(t.userId)],
);
