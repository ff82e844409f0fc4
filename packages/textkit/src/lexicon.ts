import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * The word-frequency language model shared by the proofreader, the AI detector and the
 * classifiers: jieba's own dictionary (≈350k words with counts and part-of-speech tags),
 * read from the npm package once, on first use, because parsing it costs ≈0.5 s.
 */
export interface Lexicon {
  readonly jieba: Jieba;
  /** Word → corpus count. */
  readonly freq: ReadonlyMap<string, number>;
  /** Word → jieba part-of-speech tag (n, v, a, ns, nr, uj …). */
  readonly tag: ReadonlyMap<string, string>;
  /** Sum of all counts. */
  readonly total: number;
  /** log(count / total) for a word; unknown words get `oovLogProb`. */
  logProb(word: string): number;
  /** Log-probability given to a character that forms no dictionary word. */
  readonly oovLogProb: number;
}

let shared: Lexicon | undefined;

export function lexicon(): Lexicon {
  shared ??= buildLexicon();
  return shared;
}

function buildLexicon(): Lexicon {
  const jieba = Jieba.withDict(dict);
  const text = new TextDecoder().decode(dict);
  const freq = new Map<string, number>();
  const tag = new Map<string, string>();
  let total = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const s1 = text.indexOf(' ', lineStart);
    if (s1 > lineStart && s1 < lineEnd) {
      const s2 = text.indexOf(' ', s1 + 1);
      const countEnd = s2 > 0 && s2 < lineEnd ? s2 : lineEnd;
      const word = text.slice(lineStart, s1);
      const count = Number.parseInt(text.slice(s1 + 1, countEnd), 10) || 1;
      // Some words are listed twice with different tags; keep the more frequent reading.
      if ((freq.get(word) ?? 0) < count) {
        freq.set(word, count);
        if (countEnd < lineEnd) tag.set(word, text.slice(countEnd + 1, lineEnd).trim());
      }
      total += count;
    }
    lineStart = lineEnd + 1;
  }
  const logTotal = Math.log(total);
  // An unknown character costs a little less than the rarest word, as jieba itself assumes.
  const oovLogProb = Math.log(0.5) - logTotal;
  return {
    jieba,
    freq,
    tag,
    total,
    oovLogProb,
    logProb(word: string): number {
      const c = freq.get(word);
      return c ? Math.log(c) - logTotal : oovLogProb * word.length;
    },
  };
}

/** A token of a segmentation with its offsets in the segmented string. */
export interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** jieba segmentation (no HMM, so unknown strings fall apart into single characters) with offsets. */
export function tokenize(text: string, hmm = false): Token[] {
  const words = lexicon().jieba.cut(text, hmm);
  const out: Token[] = [];
  let pos = 0;
  for (const word of words) {
    // jieba returns every character, but guard against any normalisation it might do.
    const at = text.startsWith(word, pos) ? pos : text.indexOf(word, pos);
    if (at < 0) continue;
    out.push({ word, start: at, end: at + word.length });
    pos = at + word.length;
  }
  return out;
}

/** A token with its jieba part-of-speech tag. */
export interface TaggedToken extends Token {
  readonly tag: string;
}

export function tagTokens(text: string): TaggedToken[] {
  const tagged = lexicon().jieba.tag(text, false);
  const out: TaggedToken[] = [];
  let pos = 0;
  for (const { word, tag } of tagged) {
    const at = text.startsWith(word, pos) ? pos : text.indexOf(word, pos);
    if (at < 0) continue;
    out.push({ word, tag, start: at, end: at + word.length });
    pos = at + word.length;
  }
  return out;
}

/**
 * Best log-probability of any segmentation of `text` into dictionary words (jieba's
 * max-probability route), the unigram "language model" score used to compare a sentence
 * window before and after a candidate correction.
 */
export function segmentationScore(text: string, maxWord = 6): number {
  const lex = lexicon();
  const n = text.length;
  const best = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    let b = lex.oovLogProb + best[i + 1];
    const limit = Math.min(n, i + maxWord);
    for (let j = i + 1; j <= limit; j++) {
      const c = lex.freq.get(text.slice(i, j));
      if (c) {
        const s = Math.log(c / lex.total) + best[j];
        if (s > b) b = s;
      }
    }
    best[i] = b;
  }
  return best[0];
}

/**
 * An open-addressing table keyed by two independent 32-bit running hashes of a string's UTF-16
 * code units (a false match needs both to collide: about 1 in 10^13 per look-up), so that
 * callers can look strings up while extending them one character at a time, or with one
 * character replaced, without building them. Values live in the caller's arrays, by slot.
 */
export class CodeHashTable {
  readonly mask: number;
  private readonly keyA: Uint32Array;
  private readonly keyB: Uint32Array;

  constructor(entries: number) {
    let cap = 1;
    while (cap < entries * 2) cap <<= 1;
    this.mask = cap - 1;
    this.keyA = new Uint32Array(cap);
    this.keyB = new Uint32Array(cap);
  }

  get capacity(): number {
    return this.mask + 1;
  }

  /** The slot of the string hashed to a, b, claimed if new. */
  insert(a: number, b: number): number {
    const ka = a >>> 0 || 1;
    const kb = b >>> 0;
    let slot = (Math.imul(ka, 0x9e3779b1) >>> 0) & this.mask;
    while (this.keyA[slot] !== 0 && !(this.keyA[slot] === ka && this.keyB[slot] === kb)) slot = (slot + 1) & this.mask;
    this.keyA[slot] = ka;
    this.keyB[slot] = kb;
    return slot;
  }

  /** The slot of the string hashed to a, b, or −1. */
  find(a: number, b: number): number {
    const ka = a >>> 0 || 1;
    const kb = b >>> 0;
    let slot = (Math.imul(ka, 0x9e3779b1) >>> 0) & this.mask;
    for (;;) {
      const k = this.keyA[slot];
      if (k === 0) return -1;
      if (k === ka && this.keyB[slot] === kb) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}

export const HASH_A = 0x811c9dc5;
export const HASH_B = 0x9747b28c;
export const stepA = (h: number, c: number) => Math.imul(h ^ c, 0x01000193);
export const stepB = (h: number, c: number) => {
  const x = Math.imul(h ^ c, 0x5bd1e995);
  return x ^ (x >>> 15);
};

/** Every dictionary word's log-probability and count, keyed by CodeHashTable. */
interface WordTable {
  readonly slots: CodeHashTable;
  readonly logp: Float64Array;
  readonly count: Uint32Array;
}

let words: WordTable | undefined;

function wordTable(): WordTable {
  if (words) return words;
  const lex = lexicon();
  const slots = new CodeHashTable(lex.freq.size);
  const logp = new Float64Array(slots.capacity);
  const count = new Uint32Array(slots.capacity);
  const logTotal = Math.log(lex.total);
  for (const [word, c] of lex.freq) {
    let a = HASH_A;
    let b = HASH_B;
    for (let k = 0; k < word.length; k++) {
      a = stepA(a, word.charCodeAt(k));
      b = stepB(b, word.charCodeAt(k));
    }
    const slot = slots.insert(a, b);
    logp[slot] = Math.log(c) - logTotal;
    count[slot] = c;
  }
  words = { slots, logp, count };
  return words;
}

/** log p of the word whose running hashes are a, b; −Infinity when it is not a word. */
function wordLogProb(t: WordTable, a: number, b: number): number {
  const slot = t.slots.find(a, b);
  return slot < 0 ? Number.NEGATIVE_INFINITY : t.logp[slot];
}

/** lexicon().freq of text[start, end), 0 for a non-word, without building the substring. */
export function wordCount(text: string, start: number, end: number): number {
  const t = wordTable();
  let a = HASH_A;
  let b = HASH_B;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  const slot = t.slots.find(a, b);
  return slot < 0 ? 0 : t.count[slot];
}

const charCounts = new Float64Array(0x10000).fill(-1);

/** lexicon().freq of the one-character word with this UTF-16 code unit, cached. */
export function charCount(code: number): number {
  let c = charCounts[code];
  if (c < 0) {
    c = lexicon().freq.get(String.fromCharCode(code)) ?? 0;
    charCounts[code] = c;
  }
  return c;
}

/** Best segmentation log-probabilities of every prefix and every suffix of a text. */
export interface SegmentationTable {
  readonly text: string;
  /** forward[k]: best score of text[0, k). */
  readonly forward: Float64Array;
  /** backward[k]: best score of text[k, n); backward[0] is segmentationScore(text). */
  readonly backward: Float64Array;
}

export function segmentationTable(text: string, maxWord = 6): SegmentationTable {
  const oov = lexicon().oovLogProb;
  const t = wordTable();
  const n = text.length;
  // Pushed forward: forward[i] is final when i is reached, as every word ending later starts at or after it.
  const forward = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY);
  forward[0] = 0;
  for (let i = 0; i < n; i++) {
    const f = forward[i];
    if (f + oov > forward[i + 1]) forward[i + 1] = f + oov;
    let a = HASH_A;
    let b = HASH_B;
    const limit = Math.min(n, i + maxWord);
    for (let j = i + 1; j <= limit; j++) {
      const c = text.charCodeAt(j - 1);
      a = stepA(a, c);
      b = stepB(b, c);
      const lp = wordLogProb(t, a, b);
      if (f + lp > forward[j]) forward[j] = f + lp;
    }
  }
  const backward = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    let best = oov + backward[i + 1];
    let a = HASH_A;
    let b = HASH_B;
    const limit = Math.min(n, i + maxWord);
    for (let j = i + 1; j <= limit; j++) {
      const c = text.charCodeAt(j - 1);
      a = stepA(a, c);
      b = stepB(b, c);
      const lp = wordLogProb(t, a, b);
      if (lp + backward[j] > best) best = lp + backward[j];
    }
    backward[i] = best;
  }
  return { text, forward, backward };
}

/**
 * segmentationScore of the table's text with the character at `at` replaced by `ch`. Every
 * segmentation has exactly one word covering `at`, and the best routes before and after it
 * do not change, so only the words covering `at` are looked up (≈21 instead of ≈6n).
 */
export function segmentationScoreWith(table: SegmentationTable, at: number, ch: string, maxWord = 6): number {
  const t = wordTable();
  const { text, forward, backward } = table;
  const n = text.length;
  const code = ch.charCodeAt(0);
  let best = forward[at] + lexicon().oovLogProb + backward[at + 1];
  for (let i = Math.max(0, at - maxWord + 1); i <= at; i++) {
    let a = HASH_A;
    let b = HASH_B;
    for (let k = i; k < at; k++) {
      a = stepA(a, text.charCodeAt(k));
      b = stepB(b, text.charCodeAt(k));
    }
    a = stepA(a, code);
    b = stepB(b, code);
    const limit = Math.min(n, i + maxWord);
    for (let j = at + 1; j <= limit; j++) {
      if (j > at + 1) {
        a = stepA(a, text.charCodeAt(j - 1));
        b = stepB(b, text.charCodeAt(j - 1));
      }
      const s = forward[i] + wordLogProb(t, a, b) + backward[j];
      if (s > best) best = s;
    }
  }
  return best;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function isCjk(ch: string | undefined): boolean {
  return ch !== undefined && CJK.test(ch);
}
