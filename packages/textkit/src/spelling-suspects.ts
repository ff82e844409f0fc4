import { charCount, isCjk, lexicon, type Token, wordCount } from './lexicon.js';
import { commonerAlikes } from './spelling-candidates.js';
import type { SpellingParams } from './spelling-params.js';

/**
 * Particles belong to the 的/地/得 check, and the commonest one-character words (是, 在, 和 …)
 * stand alone so often that the unigram model cannot judge them; skipping them also keeps
 * the check fast, since they are most of the lone characters in any text.
 */
export const COMMON_SINGLE = 60_000;
/** Round 1 tried frequent lone characters only inside 3–4 character words: the 2-character lists are long. */
export const FREQUENT_SINGLE = 8_000;
/** Below this jieba count a written character counts as rare. */
export const RARE_CHAR = 300;
/** A two-character word rarer than this may hide a wrong character (应为 for 因为, 傍边 for 旁边). */
const RARE_WORD = 500;

/** Per code unit: 0 not yet known, 1 skipped, 2 judged; one table with the commonest characters judged, one without. */
const skipped = [new Uint8Array(0x10000), new Uint8Array(0x10000)];

function skipSuspect(code: number, common: boolean): boolean {
  const known = skipped[common ? 1 : 0];
  if (known[code] === 0) {
    const ch = String.fromCharCode(code);
    const tag = lexicon().tag.get(ch);
    const skip = (tag !== undefined && tag[0] === 'u') || (!common && charCount(code) >= COMMON_SINGLE) || !isCjk(ch);
    known[code] = skip ? 1 : 2;
  }
  return known[code] === 1;
}

/** A position to judge; `tokenFreq` is log10 of the count of the word it sits in, −1 for a lone character. */
export interface Suspect {
  li: number;
  tokenFreq: number;
}

/**
 * Positions to judge in a clause (`tokens` segment `clause`): lone characters, and with
 * `wordSuspects` both characters of a rare two-character word.
 */
export function suspects(clause: string, tokens: readonly Token[], params: SpellingParams): Suspect[] {
  const out: Suspect[] = [];
  for (const tok of tokens) {
    const n = tok.end - tok.start;
    if (n === 1) {
      if (!skipSuspect(clause.charCodeAt(tok.start), params.commonSuspects)) out.push({ li: tok.start, tokenFreq: -1 });
    } else if (n === 2 && params.wordSuspects) {
      const count = wordCount(clause, tok.start, tok.end);
      if (count >= RARE_WORD) continue;
      const alike = commonerAlikes(tok.word, count);
      for (let at = 0; at < 2; at++)
        if (alike & (1 << at) && !skipSuspect(clause.charCodeAt(tok.start + at), params.commonSuspects))
          out.push({ li: tok.start + at, tokenFreq: Math.log10(count + 1) });
    }
  }
  return out;
}
