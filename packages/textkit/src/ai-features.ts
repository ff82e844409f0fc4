import { lexicon, tokenize } from './lexicon.js';

/**
 * Features of a passage for the AI-writing detector, all computed from the text itself:
 * how predictable its words are under jieba's unigram model, how even its sentences are,
 * and how often it uses the connectives, hedges and polite address that assistant-written
 * Chinese leans on versus the particles and first-person voice of people writing.
 */

/** Connectives and framing phrases typical of assistant-written explanations (our own list). */
const AI_PHRASES = [
  '首先',
  '其次',
  '此外',
  '另外',
  '总之',
  '总的来说',
  '综上所述',
  '一般来说',
  '通常',
  '具体来说',
  '需要注意',
  '值得注意',
  '因此',
  '同时',
  '以及',
  '有助于',
  '取决于',
  '可能会',
  '能够',
  '进行',
  '方面',
  '相关',
  '确保',
  '提供',
  '建议',
  '如果您',
  '您可以',
  '您',
  '例如',
  '比如',
  '包括',
  '主要',
  '重要',
  '一些',
  '不同',
  '各种',
  '可以',
  '从而',
  '以便',
  '并且',
  '而且',
];

/** Voice of people writing: particles, first person, colloquial marks (our own list). */
const HUMAN_PHRASES = [
  '我',
  '俺',
  '吧',
  '呢',
  '啊',
  '呀',
  '嘛',
  '哈',
  '吗',
  '啦',
  '了',
  '咱',
  '哦',
  '嗯',
  '～',
  '~',
  '...',
  '。。',
  '！',
  '？',
];

export const FEATURE_NAMES = [
  'meanLogProb',
  'sdLogProb',
  'sentenceLengthCv',
  'meanSentenceLength',
  'commaRate',
  'aiPhraseRate',
  'humanPhraseRate',
  'typeTokenRatio',
  'meanWordLength',
  'singleCharRate',
  'latinDigitRate',
  'deRate',
  'listMarkerRate',
  'oovRate',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

function countOf(text: string, phrases: readonly string[]): number {
  let n = 0;
  for (const p of phrases) {
    let at = text.indexOf(p);
    while (at >= 0) {
      n++;
      at = text.indexOf(p, at + p.length);
    }
  }
  return n;
}

export function features(text: string): number[] {
  const lex = lexicon();
  const chars = Math.max(1, text.length);
  const tokens = tokenize(text, true).filter((t) => /[\p{L}\p{N}]/u.test(t.word));
  const n = Math.max(1, tokens.length);
  let sum = 0;
  let sumSq = 0;
  let single = 0;
  let oov = 0;
  let wordChars = 0;
  const types = new Set<string>();
  for (const t of tokens) {
    const known = lex.freq.has(t.word);
    if (!known) oov++;
    const lp = known ? lex.logProb(t.word) : lex.oovLogProb;
    sum += lp;
    sumSq += lp * lp;
    if (t.word.length === 1) single++;
    wordChars += t.word.length;
    types.add(t.word);
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  const sentences = text.split(/[。！？!?；;\n]+/).filter((s) => s.trim().length > 0);
  const lengths = sentences.map((s) => s.length);
  const ml = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const sl = Math.sqrt(lengths.reduce((a, b) => a + (b - ml) ** 2, 0) / Math.max(1, lengths.length));
  return [
    mean / 10,
    sd / 5,
    ml > 0 ? sl / ml : 0,
    Math.min(ml, 200) / 50,
    ((text.match(/[，,、]/g)?.length ?? 0) / chars) * 10,
    (countOf(text, AI_PHRASES) / n) * 10,
    (countOf(text, HUMAN_PHRASES) / n) * 10,
    types.size / n,
    wordChars / n,
    single / n,
    ((text.match(/[A-Za-z0-9]/g)?.length ?? 0) / chars) * 10,
    ((text.match(/的/g)?.length ?? 0) / n) * 10,
    ((text.match(/(^|\n|[。：:])\s*(\d+[.、．)]|[一二三四五六七八九十]、|[（(]\d+[)）])/g)?.length ?? 0) / chars) * 100,
    oov / n,
  ];
}

/** Logistic model over standardised features, as written by bench/textkit/ai-detect-train.ts. */
export interface AiModel {
  featureNames: readonly string[];
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
}

export function aiProbability(model: AiModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += model.weights[i] * ((x[i] - model.mean[i]) / (model.scale[i] || 1));
  return 1 / (1 + Math.exp(-z));
}

/** Split into chunks of about `size` characters at sentence ends (spec 000 §9: about 100). */
export function chunks(text: string, size = 100): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let start = 0;
  const ends = [...text.matchAll(/[。！？!?；\n]+/g)].map((m) => m.index + m[0].length);
  ends.push(text.length);
  for (const e of ends) {
    if (e - start >= size || (e - start > 0 && e === text.length)) {
      // A long sentence on its own is cut at the size limit.
      let s = start;
      while (e - s > size * 2) {
        out.push({ text: text.slice(s, s + size), start: s, end: s + size });
        s += size;
      }
      out.push({ text: text.slice(s, e), start: s, end: e });
      start = e;
    }
  }
  // A short tail joins the chunk before it.
  if (out.length > 1 && out[out.length - 1].end - out[out.length - 1].start < size / 2) {
    const tail = out.pop();
    const prev = out[out.length - 1];
    if (tail) out[out.length - 1] = { text: text.slice(prev.start, tail.end), start: prev.start, end: tail.end };
  }
  return out.filter((c) => c.text.trim().length > 0);
}
