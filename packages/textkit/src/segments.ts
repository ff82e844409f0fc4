import { type Token, tokenize } from './lexicon.js';

/** A run of CJK characters (a clause between punctuation, digits and Latin) with its jieba tokens. */
export interface CjkRun {
  readonly start: number;
  readonly end: number;
  /** Token offsets are relative to the run. */
  readonly tokens: readonly Token[];
}

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]{2,}/g;

/**
 * The text's CJK runs, segmented once: proofread() hands the same runs to every check that
 * reads jieba tokens, so a document is segmented a single time.
 */
export function cjkRuns(text: string): CjkRun[] {
  const out: CjkRun[] = [];
  for (const m of text.matchAll(CJK_RUN)) out.push({ start: m.index, end: m.index + m[0].length, tokens: tokenize(m[0]) });
  return out;
}
