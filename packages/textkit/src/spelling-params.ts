import type { Confusion } from './confusion.js';

/**
 * What the spelling decision weighs and how: the per-candidate features, the parameters a
 * decision is run with, and the three decisions the benches compare (round 1, round 2's first
 * n-gram cut, and the shipped one tuned by bench/textkit/spelling.ts).
 */

/**
 * What the decision weighs for one candidate. The gain of a candidate is the weighted sum of
 * these; the best candidate is reported when its gain reaches the margin.
 */
export const FEATURES = [
  /** Change in the best word segmentation's log-probability of the window (jieba unigram). */
  'seg',
  /** Change in the character n-gram log-likelihood of the characters it affects. */
  'lm',
  /** 1 for a near-sound confusion (zh/z, n/l, -ng/-n …). */
  'nearSound',
  /** 1 for a similar-shape confusion. */
  'shape',
  /** 1 for a same-sound character that spells no dictionary word (judged by the n-gram model). */
  'loose',
  /** 1 when the written character is rare (a name, a variant such as 妳 or 牠): a common one always looks better. */
  'rare',
  /** How many of the written character's two neighbour pairs the n-gram model has never seen (0–2). */
  'oddPairs',
  /** How many neighbour pairs the candidate forms that the model has seen (0–2). */
  'candPairs',
  /** log10 of the jieba count of the word the candidate spells (0 when none). */
  'wordFreq',
  /** log10 of the jieba count of the written character as a word. */
  'origFreq',
  /** 1 when the character sits inside a rare two-character word (jieba joined a wrong character: 应为, 傍边). */
  'inWord',
  /** log10 of the jieba count of that word (0 for a lone character). */
  'wordCount',
] as const;
export type Feature = (typeof FEATURES)[number];
export type SpellingWeights = Readonly<Record<Feature, number>>;

/** How a suspect is judged; the defaults are tuned by bench/textkit/spelling.ts. */
export interface SpellingParams {
  /** Required gain (weighted sum of the candidate's features). */
  margin: number;
  weights: SpellingWeights;
  /** Whether same-sound characters that spell no word are offered to the n-gram model. */
  looseCandidates: boolean;
  /**
   * Round 2's candidate generator: near-sound characters in long word lists too, and frequent
   * lone characters inside 2-character words (round 1 tried those only in 3–4 character words).
   */
  wideCandidates: boolean;
  /** Whether the commonest lone characters (是, 在, 又 …) are suspects too. */
  commonSuspects: boolean;
  /** Whether the characters of rare two-character words are suspects too. */
  wordSuspects: boolean;
  /** Re-check each correction inside the corrected text and drop it if the text still looks wrong there. */
  secondPass: boolean;
  /** Called with every scored suspect (benches use it to tune the parameters). */
  trace?: (suspect: SuspectTrace) => void;
}

export interface TracedCandidate {
  ch: string;
  kind: Confusion;
  loose: boolean;
  /** In the order of FEATURES. */
  features: number[];
}

export interface SuspectTrace {
  start: number;
  original: string;
  rare: boolean;
  candidates: TracedCandidate[];
}

const NO_WEIGHTS: SpellingWeights = Object.fromEntries(FEATURES.map((f) => [f, 0])) as Record<Feature, number>;

/** Round 1's required gain (segmentation only). */
const UNIGRAM_MARGIN = 7;

/** The round-1 decision: unigram word segmentation only, margin 7, shape and near sound needing more. */
export const UNIGRAM_PARAMS: SpellingParams = {
  margin: UNIGRAM_MARGIN,
  weights: { ...NO_WEIGHTS, seg: 1, nearSound: -2, shape: -3 },
  looseCandidates: false,
  wideCandidates: false,
  commonSuspects: false,
  wordSuspects: false,
  secondPass: false,
};
/** Round 2's first n-gram decision (kept for the bench's before/after). */
export const NGRAM_PARAMS: SpellingParams = {
  margin: 10,
  weights: { ...NO_WEIGHTS, seg: 0.75, lm: 0.75, nearSound: -2, shape: -3, rare: -6 },
  looseCandidates: true,
  wideCandidates: false,
  commonSuspects: true,
  wordSuspects: false,
  secondPass: true,
};
/**
 * Tuned by bench/textkit/spelling.ts on the tune halves of SIGHAN 2015 and ECSpell odw (a
 * logistic fit of "this candidate is the correction", then a coordinate search for the best
 * mean sentence F1 with at most 1.2 % of clean sentences changed): twelve numbers, like
 * thresholds.
 */
export const DEFAULT_PARAMS: SpellingParams = {
  margin: 7.99,
  weights: {
    seg: 0.44,
    lm: 0.23,
    nearSound: -1.2,
    shape: -0.49,
    loose: 0.48,
    rare: -2.7,
    oddPairs: 0.05,
    candPairs: 0.18,
    wordFreq: 0.4,
    origFreq: 0.39,
    inWord: 0,
    wordCount: 0.58,
  },
  looseCandidates: true,
  wideCandidates: true,
  commonSuspects: true,
  wordSuspects: true,
  secondPass: true,
};

/**
 * Segmentation gains seen on the tuning sentences: 99.9 % under 24 for candidates that spell a
 * word, under 10 for those that do not (they change one lone character).
 */
export const SEG_GAIN_CAP = 24;
export const LOOSE_SEG_GAIN_CAP = 10;
