import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 引用资料库: laws, policies and earlier proposals the editor's Quote panel searches
 * (docs/intellect.md). `source` is the enacting agency of a law, the publisher of a policy
 * and the origin (conference, session) of a proposal; the search result names it by kind.
 */
export const referenceDoc = pgTable(
  'intellect_reference_doc',
  {
    id: text('id').primaryKey(),
    /** law | policy | proposal (contracts referenceKinds) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    contentText: text('content_text').notNull(),
    contentHtml: text('content_html').notNull(),
    publishTime: date('publish_time'),
    source: text('source').notNull().default(''),
    /** proposals: who proposed it */
    proposer: text('proposer'),
    /** 效力级别: 法律, 行政法规, 地方性法规, 部门规章 … */
    potencyLevel: text('potency_level'),
    /** 时效性: 现行有效, 已修改, 已废止, 尚未生效 */
    effectiveness: text('effectiveness'),
    importedBy: text('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intellect_reference_doc_kind_idx').on(t.kind, t.createdAt)],
);
