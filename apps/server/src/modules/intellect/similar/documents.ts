import { stripHtml } from '@cppcc/textkit';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { similarDoc } from './tables';

/** Proposals and information items of this conference, and the two halves of the reference library. */
export const SIMILAR_CORPORA = ['proposal', 'info', 'cppcc-proposal', 'cppcc-info'] as const;
export type SimilarCorpus = (typeof SIMILAR_CORPORA)[number];

export interface SimilarDocInput {
  corpus: SimilarCorpus;
  docId: string;
  title: string;
  /** what the report shows as 来源, e.g. 十四届四次会议 第12号 */
  source?: string;
  contentHtml: string;
  sessionId?: string | null;
  year?: number | null;
}

const nextRev = sql`nextval('intellect_similar_rev')`;

/**
 * Adds or replaces a document in the duplicate-check corpus. Call it inside the transaction that
 * saves the document (submit, edit, import), so the index never disagrees with what was committed.
 */
export async function indexSimilarDoc(tx: Queryable, doc: SimilarDocInput): Promise<void> {
  const row = {
    corpus: doc.corpus,
    docId: doc.docId,
    title: doc.title,
    source: doc.source ?? '',
    contentHtml: doc.contentHtml,
    contentText: stripHtml(doc.contentHtml),
    sessionId: doc.sessionId ?? null,
    year: doc.year ?? null,
    removed: false,
  };
  await tx
    .insert(similarDoc)
    .values(row)
    .onConflictDoUpdate({ target: [similarDoc.corpus, similarDoc.docId], set: { ...row, rev: nextRev, updatedAt: sql`now()` } });
}

/** Takes a document out of the corpus (deleted, withdrawn); same transaction as the change. */
export async function removeSimilarDoc(tx: Queryable, corpus: SimilarCorpus, docId: string): Promise<void> {
  await tx
    .update(similarDoc)
    .set({ removed: true, rev: nextRev, updatedAt: sql`now()` })
    .where(and(eq(similarDoc.corpus, corpus), eq(similarDoc.docId, docId)));
}
