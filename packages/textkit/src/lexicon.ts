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
 * Word log-probabilities in an open-addressing table keyed by two independent 32-bit hashes of
 * the word's UTF-16 code units (a false match needs both to collide: about 1 in 10^13 per
 * look-up), so that the segmentation scores below extend a substring one character at a time
 * without building strings.
 */
interface WordTable {
  readonly mask: number;
  readonly keyA: Uint32Array;
  readonly keyB: Uint32Array;
  readonly logp: Float64Array;
}

const HASH_A = 0x811c9dc5;
const HASH_B = 0x9747b28c;
const stepA = (h: number, c: number) => Math.imul(h ^ c, 0x01000193);
const stepB = (h: number, c: number) => {
  const x = Math.imul(h ^ c, 0x5bd1e995);
  return x ^ (x >>> 15);
};

let words: WordTable | undefined;

function wordTable(): WordTable {
  if (words) return words;
  const lex = lexicon();
  let cap = 1;
  while (cap < lex.freq.size * 2) cap <<= 1;
  const mask = cap - 1;
  const keyA = new Uint32Array(cap);
  const keyB = new Uint32Array(cap);
  const logp = new Float64Array(cap);
  const logTotal = Math.log(lex.total);
  for (const [word, count] of lex.freq) {
    let a = HASH_A;
    let b = HASH_B;
    for (let k = 0; k < word.length; k++) {
      a = stepA(a, word.charCodeAt(k));
      b = stepB(b, word.charCodeAt(k));
    }
    a = a >>> 0 || 1;
    let slot = (Math.imul(a, 0x9e3779b1) >>> 0) & mask;
    while (keyA[slot] !== 0 && !(keyA[slot] === a && keyB[slot] === b >>> 0)) slot = (slot + 1) & mask;
    keyA[slot] = a;
    keyB[slot] = b >>> 0;
    logp[slot] = Math.log(count) - logTotal;
  }
  words = { mask, keyA, keyB, logp };
  return words;
}

/** log p of the word whose running hashes are a, b; −Infinity when it is not a word. */
function wordLogProb(t: WordTable, a: number, b: number): number {
  const ka = a >>> 0 || 1;
  const kb = b >>> 0;
  let slot = (Math.imul(ka, 0x9e3779b1) >>> 0) & t.mask;
  for (;;) {
    const k = t.keyA[slot];
    if (k === 0) return Number.NEGATIVE_INFINITY;
    if (k === ka && t.keyB[slot] === kb) return t.logp[slot];
    slot = (slot + 1) & t.mask;
  }
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
