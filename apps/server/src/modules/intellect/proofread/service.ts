import { CheckMsg, type CorrectionResult, type ProofreadItemDto, type SensitiveCheckItem, type WordTypeMapResult } from '@cppcc/contracts';
import { type CheckKind, type ProofreadItem, proofread, type SensitiveWord, stripHtml } from '@cppcc/textkit';
import type { Queryable } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import { markFindings } from './marks';
import type { OwnLog } from './own';
import { originName, proofreadSources, sensitiveWordsFor } from './sources';

/** Proofreading is synchronous CPU work: a longer text would hold the event loop for seconds. */
export const PROOFREAD_MAX_CHARS = 50_000;
const SENSITIVE = '010000';

/** The editor's content as the checks take it: plain text (spec 000 §7), line breaks kept. */
export function plainText(content: string): string {
  return stripHtml(content).trim();
}

const dto = (it: ProofreadItem): ProofreadItemDto => ({
  id: it.id,
  type: it.type,
  operation: it.operation,
  error: it.error,
  correct: it.correct,
  explain: it.explain,
  sentence: it.sentence,
  sort: it.sort,
  checked: it.checked,
  start: it.start,
  end: it.end,
});

function originOf(error: string, words: readonly SensitiveWord[]): string {
  const lower = error.toLowerCase();
  return words.find((w) => w.word.toLowerCase() === lower)?.type ?? 'custom';
}

/**
 * POST /data/intellect/baidu/error/correction. detailList holds what the panel's 错词 tab
 * lists (everything but sensitive words, including check-only findings such as an unpaired
 * quote); checkDetailList the sensitive words of the 敏感词 tab. Each list is numbered from 0.
 * The committee's own terms and records vouch for its words (own.ts); `log` takes their build.
 */
export async function correct(db: Queryable, content: string, checks?: readonly CheckKind[], log?: OwnLog): Promise<CorrectionResult> {
  const text = plainText(content);
  if (!text) throw badRequest(CheckMsg.correctionEmpty);
  if (text.length > PROOFREAD_MAX_CHARS) throw badRequest(`内容超过${PROOFREAD_MAX_CHARS}字，请分段纠错`);
  const { sensitiveWords, quotations, people, ownTerms, ownRecords } = await proofreadSources(db, log);
  const { items } = proofread(text, { checks, sensitiveWords, quotations, people, ownTerms, ownRecords });
  const detailList = items.filter((it) => it.type !== SENSITIVE).map((it, sort) => ({ ...dto(it), sort }));
  const checkDetailList: SensitiveCheckItem[] = items
    .filter((it) => it.type === SENSITIVE)
    .map((it, sort) => {
      const origin = originOf(it.error, sensitiveWords);
      return { ...dto(it), sort, explainStructure: it.explain, origin, originName: originName(origin) };
    });
  return { contentHtml: markFindings(text, items), detailList, checkDetailList };
}

/** POST /sensitiveWord/wordTypeMap: origin (Chinese label) → the distinct sensitive words of the text. */
export async function wordTypeMap(db: Queryable, content: string): Promise<WordTypeMapResult> {
  const text = plainText(content);
  if (!text) return {};
  if (text.length > PROOFREAD_MAX_CHARS) throw badRequest(`内容超过${PROOFREAD_MAX_CHARS}字，请分段检测`);
  const words = await sensitiveWordsFor(db);
  const { items } = proofread(text, { checks: ['sensitive'], sensitiveWords: words });
  const out: WordTypeMapResult = {};
  const byWord = new Map<string, WordTypeMapResult[string][number]>();
  for (const it of items) {
    const key = it.error.toLowerCase();
    const seen = byWord.get(key);
    if (seen) {
      seen.count++;
      continue;
    }
    const type = originOf(it.error, words);
    const entry = { id: it.id, error: it.error, explainStructure: it.explain, type, count: 1 };
    byWord.set(key, entry);
    const origin = originName(type);
    out[origin] = [...(out[origin] ?? []), entry];
  }
  return out;
}
