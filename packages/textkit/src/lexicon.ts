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

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function isCjk(ch: string | undefined): boolean {
  return ch !== undefined && CJK.test(ch);
}
