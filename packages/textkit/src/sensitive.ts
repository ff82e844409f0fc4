import { PatternAutomaton } from './aho-corasick.js';
import { isCjk, tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION, type SensitiveWord } from './proofread-types.js';

/**
 * Sensitive words: an Aho–Corasick automaton over the caller's list finds every
 * occurrence in one pass; a hit counts only when it is a word of the text, not characters
 * inside a longer unrelated word. For Chinese that means both ends fall on jieba token
 * boundaries of the sentence around it; for Latin letters and digits, no letter or digit
 * touches either end.
 */

interface Hit {
  start: number;
  end: number;
  entry: SensitiveWord;
}

export class SensitiveMatcher {
  private readonly automaton: PatternAutomaton<SensitiveWord>;

  constructor(words: readonly SensitiveWord[]) {
    const patterns = new Map<string, SensitiveWord>();
    for (const entry of words) {
      const word = entry.word.trim().toLowerCase();
      if (word && !patterns.has(word)) patterns.set(word, { ...entry, word });
    }
    this.automaton = new PatternAutomaton(patterns);
  }

  /** Every occurrence of a listed word (case-insensitive), boundaries not yet checked. */
  private scan(text: string): Hit[] {
    const hits: Hit[] = [];
    this.automaton.scan(text.toLowerCase(), (end, entry) => {
      hits.push({ start: end - entry.word.length, end, entry });
      return false;
    });
    return hits;
  }

  /** Occurrences that stand as words of the text, longest first where they overlap. */
  find(text: string): Hit[] {
    const hits = this.scan(text);
    if (hits.length === 0) return hits;
    const boundaries = new Map<number, Set<number>>();
    const sentenceAt = (pos: number): { start: number; cuts: Set<number> } => {
      let start = pos;
      while (start > 0 && !/[。！？；\n，]/.test(text[start - 1])) start--;
      let end = pos;
      while (end < text.length && !/[。！？；\n，]/.test(text[end])) end++;
      let cuts = boundaries.get(start);
      if (!cuts) {
        cuts = new Set([start, end]);
        for (const t of tokenize(text.slice(start, end), true)) {
          cuts.add(start + t.start);
          cuts.add(start + t.end);
        }
        boundaries.set(start, cuts);
      }
      return { start, cuts };
    };
    const word = /[\p{L}\p{N}]/u;
    const kept = hits.filter((h) => {
      const first = text[h.start];
      const last = text[h.end - 1];
      if (!isCjk(first) && word.test(text[h.start - 1] ?? '') && !isCjk(text[h.start - 1])) return false;
      if (!isCjk(last) && word.test(text[h.end] ?? '') && !isCjk(text[h.end])) return false;
      if (!isCjk(first) && !isCjk(last)) return true;
      const { cuts } = sentenceAt(h.start);
      return (!isCjk(first) || cuts.has(h.start)) && (!isCjk(last) || cuts.has(h.end));
    });
    kept.sort((a, b) => a.start - b.start || b.end - a.end);
    const out: Hit[] = [];
    let covered = -1;
    for (const h of kept) {
      if (h.start < covered) continue;
      out.push(h);
      covered = h.end;
    }
    return out;
  }
}

const matchers = new WeakMap<readonly SensitiveWord[], SensitiveMatcher>();

/** A matcher per word list, built once and reused while the caller keeps the same array. */
export function sensitiveMatcher(words: readonly SensitiveWord[]): SensitiveMatcher {
  let m = matchers.get(words);
  if (!m) {
    m = new SensitiveMatcher(words);
    matchers.set(words, m);
  }
  return m;
}

export function checkSensitive(text: string, words: readonly SensitiveWord[]): Finding[] {
  return sensitiveMatcher(words)
    .find(text)
    .map((h) => ({
      type: ERROR_TYPE.sensitiveWord,
      operation: OPERATION.check,
      error: text.slice(h.start, h.end),
      correct: '',
      start: h.start,
      end: h.end,
      explain: h.entry.explain || `敏感词（${h.entry.type}）`,
    }));
}

/**
 * POST /sensitiveWord/wordTypeMap: the sensitive words found in a text grouped by their
 * type ("origin"), each word once, in order of first appearance.
 */
export function sensitiveWordTypeMap(text: string, words: readonly SensitiveWord[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const h of sensitiveMatcher(words).find(text)) {
    const found = text.slice(h.start, h.end);
    const list = map[h.entry.type] ?? [];
    if (!list.includes(found)) list.push(found);
    map[h.entry.type] = list;
  }
  return map;
}
