import {
  type ComparisonResult,
  DEFAULT_SIMILAR_THRESHOLD,
  ResultCode,
  SIMILAR_MIN_CHARS,
  SIMILAR_REPORT_FLOOR,
  type SimilarDetail,
  type SimilarItem,
  SimilarMsg,
} from '@cppcc/contracts';
import { compare, stripHtml } from '@cppcc/textkit';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Db } from '../../../platform/db/client';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { canReadInfo } from '../../info';
import { canReadProposal } from '../../proposal';
import type { SimilarCorpus } from './documents';
import { similarStore } from './store';
import { similarDoc } from './tables';

/** Most similar documents one check reports. */
const REPORT_LIMIT = 20;

/** Plain text of what the editor sent, refusing what cannot be checked (spec 000 §5). */
export function checkableText(content: string): string {
  const text = stripHtml(content).trim();
  if (!text) throw badRequest(SimilarMsg.empty);
  if ([...text.replace(/\s+/g, '')].length < SIMILAR_MIN_CHARS) throw badRequest(SimilarMsg.tooShort);
  return text;
}

export interface CheckInput {
  content: string;
  /** percent; the caller's session or configuration decides it, else 90 */
  threshold?: number | null;
  /** the document being edited, never its own duplicate */
  excludeId?: string | null;
}

/** Earlier documents of a corpus that share passages with the text, most similar first. */
export async function checkSimilar(db: Db, corpus: SimilarCorpus, input: CheckInput): Promise<SimilarItem[]> {
  const text = checkableText(input.content);
  const threshold = (input.threshold ?? DEFAULT_SIMILAR_THRESHOLD) / 100;
  const index = await similarStore(db).index(corpus);
  const hits = index.query(text, {
    threshold: SIMILAR_REPORT_FLOOR,
    excludeIds: input.excludeId ? [input.excludeId] : [],
    limit: REPORT_LIMIT,
  });
  return hits.map((h, i) => ({
    id: h.id,
    title: h.meta?.title ?? '',
    source: h.meta?.source ?? '',
    similarity: Math.round(h.similarity * 10_000) / 10_000,
    sort: i + 1,
    overThreshold: h.similarity >= threshold,
  }));
}

/**
 * Who may read a document's full text, per corpus: a proposal or an information item by its area's
 * own rule (the detail's permission and data scope); the reference library (imported for checking)
 * any signed-in user.
 */
const mayReadText: Record<SimilarCorpus, (db: Db, p: Principal, id: string) => Promise<boolean>> = {
  proposal: canReadProposal,
  info: canReadInfo,
  'cppcc-proposal': async () => true,
  'cppcc-info': async () => true,
};

/**
 * The check lists a similar document's title and similarity to anyone; its text only to a caller
 * who may read the document itself (issue 13, finding 4). Outside that, 404 as the record's own detail answers.
 */
const unreadableText = (corpus: SimilarCorpus) =>
  new AppError(ResultCode.notFound, 404, `无权查看该${corpus === 'info' ? '信息' : '提案'}的全文，查重结果只显示标题和相似度`);

export async function similarDetail(db: Db, principal: Principal, corpus: SimilarCorpus, id: string): Promise<SimilarDetail> {
  if (!(await mayReadText[corpus](db, principal, id))) throw unreadableText(corpus);
  const [row] = await db
    .select({ title: similarDoc.title, contentHtml: similarDoc.contentHtml, contentText: similarDoc.contentText })
    .from(similarDoc)
    .where(and(eq(similarDoc.corpus, corpus), eq(similarDoc.docId, id), eq(similarDoc.removed, false)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Side-by-side comparison: matching passages marked with the same id on both sides (seed 000 §2). */
export function compareTexts(sourceContent: string, targetContent: string): ComparisonResult {
  const source = stripHtml(sourceContent).trim();
  const target = stripHtml(targetContent).trim();
  if (!source || !target) throw badRequest(SimilarMsg.noComparison);
  const c = compare(source, target);
  return {
    sourceMarkedHtml: c.sourceMarkedHtml,
    targetMarkedHtml: c.targetMarkedHtml,
    similarity: Math.round(c.similarity * 10_000) / 10_000,
  };
}
