import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every write takes the next revision, so a process's in-memory index catches up by reading rev > last seen. */
export const similarRev = pgSequence('intellect_similar_rev');

/**
 * The texts the duplicate check searches (docs/intellect.md). Owning modules write their rows
 * in the same transaction as the document; the reference library writes rows of its own.
 * corpus: 'proposal' | 'info' (this conference) | 'cppcc-proposal' | 'cppcc-info' (the library).
 */
export const similarDoc = pgTable(
  'intellect_similar_doc',
  {
    corpus: text('corpus').notNull(),
    docId: text('doc_id').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    sessionId: text('session_id'),
    year: integer('year'),
    removed: boolean('removed').notNull().default(false),
    rev: bigint('rev', { mode: 'number' }).notNull().default(sql`nextval('intellect_similar_rev')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corpus, t.docId] }), index('intellect_similar_doc_rev_idx').on(t.corpus, t.rev)],
);

/** Imported reference documents (查重资料库): the rows behind the cppcc-* corpora. */
export const libraryDoc = pgTable(
  'intellect_library_doc',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    year: integer('year'),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    importedBy: text('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intellect_library_doc_kind_idx').on(t.kind, t.createdAt)],
);
