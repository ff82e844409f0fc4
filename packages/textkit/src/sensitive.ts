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
  private readonly next: Map<string, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  private readonly out: SensitiveWord[][] = [[]];

  constructor(words: readonly SensitiveWord[]) {
    const seen = new Set<string>();
    for (const entry of words) {
      const word = entry.word.trim().toLowerCase();
      if (!word || seen.has(word)) continue;
      seen.add(word);
      let state = 0;
      // Code units, as the scan walks the text.
      for (let i = 0; i < word.length; i++) {
        const ch = word[i];
        let s = this.next[state].get(ch);
        if (s === undefined) {
          s = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[state].set(ch, s);
        }
        state = s;
      }
      this.out[state].push({ ...entry, word });
    }
    // Breadth-first failure links; each state inherits the outputs of its failure state.
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q];
      for (const [ch, t] of this.next[s]) {
        let f = this.fail[s];
        while (f > 0 && !this.next[f].has(ch)) f = this.fail[f];
        const g = this.next[f].get(ch);
        this.fail[t] = g !== undefined && g !== t ? g : 0;
        this.out[t] = this.out[t].concat(this.out[this.fail[t]]);
        queue.push(t);
      }
    }
  }

  /** Every occurrence of a listed word (case-insensitive), boundaries not yet checked. */
  private scan(text: string): Hit[] {
    const hits: Hit[] = [];
    let state = 0;
    const lower = text.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const ch = lower[i];
      while (state > 0 && !this.next[state].has(ch)) state = this.fail[state];
      state = this.next[state].get(ch) ?? 0;
      for (const entry of this.out[state]) hits.push({ start: i + 1 - entry.word.length, end: i + 1, entry });
    }
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
