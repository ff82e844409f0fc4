/**
 * The round-1 AI detector, kept at bench time only as the baseline the new one is measured
 * against: 14 features (word log-probability under jieba's frequencies, sentence and word
 * statistics, the same phrase lists) and a logistic model learned from HC3 rows, the kind of
 * model that may not ship (the data README: ai-detect/ never ships, "not even as a model
 * trained on it"). It is retrained here on the calibration half, so that its figures on the
 * report half are as clean as the new detector's.
 */
import { lexicon, tokenize } from '@cppcc/textkit';
import { chunks } from '@cppcc/textkit/ai-features';
import type { Row } from './ai-detect-data.js';

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

const FEATURE_NAMES = [
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

function features(text: string): number[] {
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

interface Logistic {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

function probability(model: Logistic, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += model.weights[i] * ((x[i] - model.mean[i]) / (model.scale[i] || 1));
  return 1 / (1 + Math.exp(-z));
}

/** The round-1 training: class-weighted logistic regression on chunks, 300 epochs of gradient descent. */
export function trainBaseline(rows: readonly Row[]): Logistic {
  const data: { x: number[]; y: number }[] = [];
  for (const r of rows) for (const c of chunks(r.text)) if (c.text.length >= 40) data.push({ x: features(c.text), y: r.label });
  const d = FEATURE_NAMES.length;
  const mean = new Array(d).fill(0);
  const scale = new Array(d).fill(0);
  for (const e of data) for (let i = 0; i < d; i++) mean[i] += e.x[i] / data.length;
  for (const e of data) for (let i = 0; i < d; i++) scale[i] += (e.x[i] - mean[i]) ** 2 / data.length;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]) || 1;
  const pos = data.filter((e) => e.y === 1).length;
  const wPos = data.length / (2 * Math.max(1, pos));
  const wNeg = data.length / (2 * Math.max(1, data.length - pos));
  const model: Logistic = { mean, scale, weights: new Array(d).fill(0), bias: 0 };
  for (let epoch = 0; epoch < 300; epoch++) {
    const g = new Array(d).fill(0);
    let gb = 0;
    for (const e of data) {
      const err = (probability(model, e.x) - e.y) * (e.y ? wPos : wNeg);
      for (let i = 0; i < d; i++) g[i] += (err * (e.x[i] - mean[i])) / scale[i];
      gb += err;
    }
    for (let i = 0; i < d; i++) model.weights[i] -= 0.1 * (g[i] / data.length + 1e-3 * model.weights[i]);
    model.bias -= (0.1 * gb) / data.length;
  }
  return model;
}

/** Document percentage as round 1's detectAi computed it: chunk probabilities weighted by length. */
export function baselinePercent(model: Logistic, text: string): number {
  let total = 0;
  let weighted = 0;
  for (const c of chunks(text)) {
    weighted += probability(model, features(c.text)) * c.text.length;
    total += c.text.length;
  }
  return total ? (weighted / total) * 100 : 0;
}
