import { charNgram } from './char-ngram.js';

/**
 * Features of a passage for the AI-writing detector, all computed from the text itself with
 * resources the product ships: how predictable its characters are under the character n-gram
 * model (char-ngram.ts), how much that predictability varies from clause to clause, how even
 * its sentences are, how often it uses the connectives and hedges assistant-written Chinese
 * leans on (and opens its sentences with them) versus the particles and first-person voice of
 * people writing.
 */

/** Connectives that lay out an explanation's steps: first, next, besides, in short (our own list). */
const STEP_CONNECTIVES = ['首先', '其次', '此外', '另外', '总之', '总的来说', '综上所述'];

/** Connectives and framing phrases typical of assistant-written explanations (our own list). */
const AI_PHRASES = [
  ...STEP_CONNECTIVES,
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
  // An assistant's answer frames: a definition first, a place, a pointer to more, a polite refusal.
  '是指',
  '是一种',
  '是一个',
  '位于',
  '用来',
  '了解更多',
  '因人而异',
  '作为一个',
  '抱歉',
  '请注意',
  '如果你',
  '你可以',
  '建议你',
  '以下是',
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
  // Colloquial words a person types and neither an assistant nor official prose uses.
  '其实',
  '觉得',
  '感觉',
  '反正',
  '一下',
  '挺',
  '蛮',
  '呗',
  '咋',
  '啥',
  '真的',
  '好像',
  '谢谢',
  '楼主',
];

/**
 * Connectives an explanation opens its sentences with to lay out its steps (our own list, written
 * from how assistant answers are built: first, besides, in short, therefore, for example). Official
 * prose opens with its subject or a time and joins clauses inside the sentence; people writing an
 * answer rarely number their points.
 */
const OPENING_CONNECTIVES = [...STEP_CONNECTIVES, '因此', '同时', '但是', '然而', '而且', '所以', '最后', '例如', '比如'];

export const FEATURE_NAMES = [
  'aiPhraseRate',
  'humanPhraseRate',
  'sentenceLengthCv',
  'burstiness',
  'meanLogProb',
  'repetition',
  'irregularTypography',
  'commaRate',
  'openEnding',
  'connectiveOpening',
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

function isCjk(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);
}

/** Ends a clause: the unit burstiness compares (a 100-character chunk has few full sentences). */
function isClauseEnd(code: number): boolean {
  return (
    code === 0xff0c || // ，
    code === 0x2c ||
    code === 0x3002 || // 。
    code === 0xff01 ||
    code === 0x21 ||
    code === 0xff1f ||
    code === 0x3f ||
    code === 0xff1b ||
    code === 0x3b ||
    code === 0xff1a ||
    code === 0x3a ||
    code === 0x0a
  );
}

/** Clauses shorter than this say too little about their own predictability. */
const MIN_CLAUSE_CHARS = 4;

function spread(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  let sq = 0;
  for (const v of values) sq += (v - mean) ** 2;
  return Math.sqrt(sq / values.length);
}

/** Half-width punctuation or spaces between Chinese characters: typed by hand, not generated or edited. */
const IRREGULAR = /[\u4e00-\u9fff][,.!?;:()]|[,.!?;:()][\u4e00-\u9fff]|[\u4e00-\u9fff][ \t\u3000]+[\u4e00-\u9fff]/g;

function irregularTypography(text: string): number {
  return text.match(IRREGULAR)?.length ?? 0;
}

/**
 * Generated text always closes its last sentence; a person typing an answer often stops
 * without the full stop. Closing quotes and brackets count as closed.
 */
const FINISHED_END = /[。！？!?.…；;”’"'）)》」』】]\s*$/;

/**
 * A numbered or bulleted list item or a Markdown heading (1. 均衡饮食, 二、, （3）, - , ## ,
 * **): the layout closes it, not a mark, and assistants lay answers out this way.
 */
const LIST_ITEM_OR_HEADING =
  /^\s*(?:\d{1,2}[.．、)）]|[（(]\d{1,2}[)）]|[一二三四五六七八九十]{1,3}[、.．]|[（(][一二三四五六七八九十]{1,3}[)）]|[-*+•·●■◆]\s|#{1,6}\s|\*\*)/;

function openEnding(text: string): number {
  if (FINISHED_END.test(text)) return 0;
  const body = text.trimEnd();
  return LIST_ITEM_OR_HEADING.test(body.slice(body.lastIndexOf('\n') + 1)) ? 0 : 1;
}

/** Share of sentences that open with a connective; NaN without a sentence. */
function connectiveOpening(sentences: readonly string[]): number {
  if (!sentences.length) return Number.NaN;
  const opensWithConnective = (s: string) => OPENING_CONNECTIVES.some((c) => s.startsWith(c));
  return sentences.filter((s) => opensWithConnective(s.trimStart())).length / sentences.length;
}

export interface FeatureOptions {
  /**
   * The passage ends the text (default): its last sentence is where its writer stopped. A chunk
   * before the text's end stops where chunks() split it (after a heading or list item, or inside
   * a long sentence), which says nothing about how its writer ends.
   */
  endsText?: boolean;
}

/**
 * The features of FEATURE_NAMES, in that order. A feature the passage is too short to show
 * (evenness of one sentence, variation over one clause, the ending of a chunk before the text's
 * end) is NaN: no evidence either way.
 */
export function features(text: string, { endsText = true }: FeatureOptions = {}): number[] {
  const model = charNgram();
  const chars = Math.max(1, text.length);
  let runStart = -1;
  let logProbSum = 0;
  let scored = 0;
  let clauseSum = 0;
  let clauseChars = 0;
  const clauseMeans: number[] = [];
  let commas = 0;
  const pairs = new Set<number>();
  let pairCount = 0;
  let repeated = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0x0a;
    if (isCjk(code)) {
      if (runStart < 0) runStart = i;
      else {
        const pair = text.charCodeAt(i - 1) * 0x10000 + code;
        pairCount++;
        if (pairs.has(pair)) repeated++;
        else pairs.add(pair);
      }
      const lp = model.logProb(text, i, runStart);
      logProbSum += lp;
      scored++;
      clauseSum += lp;
      clauseChars++;
      continue;
    }
    runStart = -1;
    if (code === 0xff0c || code === 0x2c || code === 0x3001) commas++;
    if (isClauseEnd(code)) {
      if (clauseChars >= MIN_CLAUSE_CHARS) clauseMeans.push(clauseSum / clauseChars);
      clauseSum = 0;
      clauseChars = 0;
    }
  }
  const sentenceTexts = text.split(/[。！？!?；;\n]+/).filter((s) => s.trim().length > 0);
  const sentences = sentenceTexts.map((s) => s.length);
  let lengthCv = Number.NaN;
  if (sentences.length > 1) {
    const mean = sentences.reduce((a, b) => a + b, 0) / sentences.length;
    lengthCv = spread(sentences) / mean;
  }
  return [
    (countOf(text, AI_PHRASES) / chars) * 100,
    (countOf(text, HUMAN_PHRASES) / chars) * 100,
    lengthCv,
    clauseMeans.length > 1 ? spread(clauseMeans) : Number.NaN,
    scored ? logProbSum / scored : Number.NaN,
    pairCount ? repeated / pairCount : Number.NaN,
    (irregularTypography(text) / chars) * 100,
    (commas / chars) * 100,
    endsText ? openEnding(text) : Number.NaN,
    connectiveOpening(sentenceTexts),
  ];
}

export interface Chunk {
  text: string;
  start: number;
  end: number;
  /** Ends at the size limit inside a sentence, not at a sentence end or the text's end. */
  cut: boolean;
  /** The text's last chunk: the only one that ends where its writer stopped. */
  endsText: boolean;
}

/** Split into chunks of about `size` characters at sentence ends (spec 000 §9: about 100). */
export function chunks(text: string, size = 100): Chunk[] {
  const out: Chunk[] = [];
  let start = 0;
  // Trailing white space belongs to the last chunk's ending, not to a chunk of its own.
  const textEnd = text.trimEnd().length;
  const ends = [...text.matchAll(/[。！？!?；\n]+/g)].map((m) => m.index + m[0].length);
  ends.push(text.length);
  for (const e of ends) {
    if (e - start >= size || (e - start > 0 && e === text.length)) {
      // A long sentence on its own is cut at the size limit.
      let s = start;
      while (e - s > size * 2) {
        out.push({ text: text.slice(s, s + size), start: s, end: s + size, cut: true, endsText: false });
        s += size;
      }
      out.push({ text: text.slice(s, e), start: s, end: e, cut: false, endsText: e >= textEnd });
      start = e;
    }
  }
  // A short tail joins the chunk before it.
  if (out.length > 1 && out[out.length - 1].end - out[out.length - 1].start < size / 2) {
    const tail = out.pop();
    const prev = out[out.length - 1];
    if (tail)
      out[out.length - 1] = {
        text: text.slice(prev.start, tail.end),
        start: prev.start,
        end: tail.end,
        cut: false,
        endsText: tail.endsText,
      };
  }
  return out.filter((c) => c.text.trim().length > 0);
}
