import { charNgram, NGRAM_ORDER } from './char-ngram.js';
import { type Confusion, confusion, readingKeys } from './confusion.js';
import { isCjk, lexicon, segmentationScoreWith, segmentationTable, type Token, tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';
import { type CjkRun, cjkRuns } from './segments.js';

/**
 * Wrong characters. A character that jieba cannot fit into any word (it stands alone in the
 * segmentation), or a character of a rare two-character word that a confusable character
 * would turn into a commoner one (应为 → 因为), is a suspect. A candidate is any dictionary word
 * of 2–4 characters that the suspect's neighbourhood would spell if one confusable character
 * (same or near sound, similar shape) replaced it, and, where the character n-gram model finds
 * the text odd, a same-sound character judged on the n-gram model alone. The decision weighs
 * the change in the window's best word segmentation (jieba's unigram frequencies), in the
 * character n-gram likelihood and a few facts about the characters (FEATURES), and only a
 * clear gain is reported: precision matters more than recall here.
 */

const MIN_WORD_FREQ = 30;
/** Round 1's required gain (segmentation only). */
const UNIGRAM_MARGIN = 7;
const CONTEXT = 6;

let masked: Map<string, string[]> | undefined;

/** Words of 2–4 characters keyed by their spelling with one character replaced by '*'. */
function maskedIndex(): Map<string, string[]> {
  if (masked) return masked;
  const index = new Map<string, string[]>();
  for (const [word, count] of lexicon().freq) {
    if (count < MIN_WORD_FREQ || word.length < 2 || word.length > 4) continue;
    let cjk = true;
    for (const ch of word) if (!isCjk(ch)) cjk = false;
    if (!cjk) continue;
    for (let j = 0; j < word.length; j++) {
      const key = `${word.slice(0, j)}*${word.slice(j + 1)}`;
      const list = index.get(key);
      if (list) list.push(word);
      else index.set(key, [word]);
    }
  }
  masked = index;
  return index;
}

interface Candidate {
  ch: string;
  kind: Confusion;
  /** The dictionary word the replacement spells, or '' for a same-sound character judged by the n-gram model alone. */
  word: string;
}

let soundGroups: Map<string, string[]> | undefined;
const soundSets = new Map<string, readonly string[]>();
const nearSets = new Map<string, readonly string[]>();

/**
 * Characters of the candidate words that share a reading with `ch` (exact readings, or with
 * `near` also the near ones: zh/z, n/l, -ng/-n …), for long candidate lists.
 */
function soundAlikes(ch: string, near = false): readonly string[] {
  const cache = near ? nearSets : soundSets;
  let set = cache.get(ch);
  if (set) return set;
  if (!soundGroups) {
    soundGroups = new Map();
    const chars = new Set<string>();
    for (const words of maskedIndex().values()) for (const w of words) for (const c of w) chars.add(c);
    for (const c of chars) {
      for (const key of readingKeys(c)) {
        const g = soundGroups.get(key);
        if (g) g.push(c);
        else soundGroups.set(key, [c]);
      }
    }
  }
  const out = new Set<string>();
  for (const key of readingKeys(ch)) if (near || key[0] === '=') for (const c of soundGroups.get(key) ?? []) if (c !== ch) out.add(c);
  set = [...out];
  cache.set(ch, set);
  return set;
}

const alikeSets = [new Map<string, ReadonlySet<string>>(), new Map<string, ReadonlySet<string>>()];

function alikeSet(ch: string, near: boolean): ReadonlySet<string> {
  const cache = alikeSets[near ? 1 : 0];
  let set = cache.get(ch);
  if (!set) {
    set = new Set(soundAlikes(ch, near));
    cache.set(ch, set);
  }
  return set;
}

const charMaps = new Map<string, Map<string, string>>();

/** A long masked-key list as filling character → word, so sound-alikes are looked up without building strings. */
function wordsByChar(key: string, words: readonly string[], at: number): Map<string, string> {
  let m = charMaps.get(key);
  if (!m) {
    m = new Map();
    for (const w of words) if (!m.has(w[at])) m.set(w[at], w);
    charMaps.set(key, m);
  }
  return m;
}

/** Past this many words for one masked key, only sound-alike replacements are tried. */
const LIST_SCAN_LIMIT = 24;

function candidatesAt(
  text: string,
  i: number,
  runStart: number,
  runEnd: number,
  minLen: number,
  wide: boolean,
  loose: ((ch: string) => boolean) | undefined,
): Candidate[] {
  const index = maskedIndex();
  const freq = lexicon().freq;
  const original = text[i];
  const seen = new Map<string, Candidate>();
  for (let len = minLen; len <= 4; len++) {
    for (let s = Math.max(runStart, i - len + 1); s <= i && s + len <= runEnd; s++) {
      const prefix = text.slice(s, i);
      const suffix = text.slice(i + 1, s + len);
      // A window that is already a common word vouches for the character as written.
      if ((freq.get(prefix + original + suffix) ?? 0) >= 2000) return [];
      const key = `${prefix}*${suffix}`;
      const words = index.get(key);
      if (!words) continue;
      if (words.length <= LIST_SCAN_LIMIT) {
        for (const word of words) {
          const ch = word[i - s];
          if (ch === original || seen.has(ch)) continue;
          const kind = confusion(original, ch);
          if (kind) seen.set(ch, { ch, kind, word });
        }
      } else {
        const byChar = wordsByChar(key, words, i - s);
        const alikes = soundAlikes(original, wide);
        // Walk the shorter of the two lists.
        if (byChar.size < alikes.length) {
          const alike = alikeSet(original, wide);
          for (const [ch, word] of byChar) {
            if (!alike.has(ch) || seen.has(ch)) continue;
            const kind = confusion(original, ch);
            if (kind) seen.set(ch, { ch, kind, word });
          }
        } else {
          for (const ch of alikes) {
            if (seen.has(ch)) continue;
            const word = byChar.get(ch);
            if (!word) continue;
            const kind = confusion(original, ch);
            if (kind) seen.set(ch, { ch, kind, word });
          }
        }
      }
    }
  }
  // Errors such as 阿→啊 or 又→有 spell no word with their neighbours; only a model of
  // running text can judge those, so every same-sound character is offered to it.
  if (loose) for (const ch of soundAlikes(original)) if (!seen.has(ch) && loose(ch)) seen.set(ch, { ch, kind: 'sound', word: '' });
  return [...seen.values()];
}

/**
 * Particles belong to the 的/地/得 check, and the commonest one-character words (是, 在, 和 …)
 * stand alone so often that the unigram model cannot judge them; skipping them also keeps
 * the check fast, since they are most of the lone characters in any text.
 */
const COMMON_SINGLE = 60_000;
/** Round 1 tried frequent lone characters only inside 3–4 character words: the 2-character lists are long. */
const FREQUENT_SINGLE = 8_000;

function skipSuspect(ch: string, common: boolean): boolean {
  const lex = lexicon();
  const tag = lex.tag.get(ch);
  return (tag !== undefined && tag[0] === 'u') || (!common && (lex.freq.get(ch) ?? 0) >= COMMON_SINGLE) || !isCjk(ch);
}

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
const SEG_GAIN_CAP = 24;
const LOOSE_SEG_GAIN_CAP = 10;
/** Below this jieba count a written character counts as rare. */
const RARE_CHAR = 300;
/** Same-sound characters that spell no word: only the n-gram model's best few are scored in full. */
const LOOSE_KEEP = 3;

function dot(w: SpellingWeights, features: readonly number[]): number {
  let s = 0;
  for (let k = 0; k < FEATURES.length; k++) s += w[FEATURES[k]] * (features[k] ?? 0);
  return s;
}

/** Characters after a replaced one whose n-gram probabilities change with it. */
const LM_REACH = NGRAM_ORDER - 1;

/** A two-character word rarer than this may hide a wrong character (应为 for 因为, 傍边 for 旁边). */
const RARE_WORD = 500;

const alikeCache = new Map<string, number>();

/**
 * Which characters of a rare two-character word could be confusions for a commoner word (bit 0:
 * the first, bit 1: the second): most rare words have none, and this look-up is far cheaper
 * than judging both characters in full.
 */
function commonerAlikes(word: string, count: number): number {
  let mask = alikeCache.get(word);
  if (mask !== undefined) return mask;
  mask = 0;
  const freq = lexicon().freq;
  for (let at = 0; at < 2; at++) {
    const original = word[at];
    const key = at === 0 ? `*${word[1]}` : `${word[0]}*`;
    const words = maskedIndex().get(key);
    if (!words) continue;
    const byChar = wordsByChar(key, words, at);
    const commoner = (ch: string) => {
      const w = byChar.get(ch);
      return w !== undefined && ch !== original && (freq.get(w) ?? 0) > 2 * count && confusion(original, ch) !== null;
    };
    if (words.length <= LIST_SCAN_LIMIT ? words.some((w) => commoner(w[at])) : soundAlikes(original, true).some(commoner)) mask |= 1 << at;
  }
  if (alikeCache.size > 100_000) alikeCache.clear();
  alikeCache.set(word, mask);
  return mask;
}

/**
 * Positions to judge in a clause: lone characters, and with `wordSuspects` both characters of
 * a rare two-character word; `tokenFreq` is log10 of that word's count, −1 for a lone character.
 */
function suspects(tokens: readonly Token[], params: SpellingParams): { li: number; tokenFreq: number }[] {
  const out: { li: number; tokenFreq: number }[] = [];
  const freq = lexicon().freq;
  for (const tok of tokens) {
    const n = tok.end - tok.start;
    if (n === 1) {
      if (!skipSuspect(tok.word, params.commonSuspects)) out.push({ li: tok.start, tokenFreq: -1 });
    } else if (n === 2 && params.wordSuspects) {
      const count = freq.get(tok.word) ?? 0;
      if (count >= RARE_WORD) continue;
      const alike = commonerAlikes(tok.word, count);
      for (let at = 0; at < 2; at++)
        if (alike & (1 << at) && !skipSuspect(tok.word[at], params.commonSuspects))
          out.push({ li: tok.start + at, tokenFreq: Math.log10(count + 1) });
    }
  }
  return out;
}

const candidateCache = new Map<string, Candidate[]>();

/**
 * Forget the candidates cached by context. Benches call it before each timed run so that a
 * text read again is timed as new text would be, not from the cache.
 */
export function clearCandidateCache(): void {
  candidateCache.clear();
}

/** `near`: only suspects this close (LM_REACH) to one of these offsets are judged. */
function scan(text: string, params: SpellingParams, runs: readonly CjkRun[], near?: readonly number[]): Finding[] {
  const out: Finding[] = [];
  const lm = params.weights.lm !== 0 || params.looseCandidates || params.trace ? charNgram() : undefined;
  // Work clause by clause (runs of CJK text between punctuation, digits and Latin letters), on
  // a copy of the clause that takes each correction in, so later suspects see it.
  for (const { start: runStart, end: runEnd, tokens } of runs) {
    let work = text.slice(runStart, runEnd);
    const len = work.length;
    for (const { li, tokenFreq } of suspects(tokens, params)) {
      const i = runStart + li;
      if (near && !near.some((at) => Math.abs(at - i) <= LM_REACH)) continue;
      const freq = lexicon().freq.get(work[li]) ?? 0;
      // A character that forms a seen pair with both neighbours reads as ordinary text to the
      // n-gram model: the commonest characters and the wordless candidates are tried only
      // where a pair is unseen, which keeps both false alarms and work down.
      const left = li > 0 ? work.charCodeAt(li - 1) : -1;
      const right = li + 1 < len ? work.charCodeAt(li + 1) : -1;
      const code = work.charCodeAt(li);
      const odd = lm !== undefined && ((left >= 0 && !lm.pairSeen(left, code)) || (right >= 0 && !lm.pairSeen(code, right)));
      if (freq >= COMMON_SINGLE && !odd) continue;
      const rare = freq < RARE_CHAR;
      const minLen = freq >= FREQUENT_SINGLE && !params.wideCandidates ? 3 : 2;
      // A wordless candidate that pairs with neither neighbour cannot win on the n-gram model.
      const looseOk =
        lm && odd && params.looseCandidates
          ? (ch: string) => lm.pairSeen(left, ch.charCodeAt(0)) || lm.pairSeen(ch.charCodeAt(0), right)
          : undefined;
      // The candidates depend only on the three characters either side (and the flags): official
      // prose repeats its phrases, so they are cached by that context.
      const from = Math.max(0, li - 3);
      const contextKey = `${work.slice(from, li + 4)}${li - from}${minLen}${params.wideCandidates ? 'w' : ''}${looseOk ? 'l' : ''}`;
      let candidates = candidateCache.get(contextKey);
      if (!candidates) {
        candidates = candidatesAt(work, li, 0, len, minLen, params.wideCandidates, looseOk);
        if (candidateCache.size > 50_000) candidateCache.clear();
        candidateCache.set(contextKey, candidates);
      }
      if (candidates.length === 0) continue;
      const ctxStart = Math.max(0, li - CONTEXT);
      const ctxEnd = Math.min(len, li + CONTEXT + 1);
      // The n-gram terms that change with work[li] need at most LM_REACH characters either side.
      const lmStart = Math.max(0, li - LM_REACH);
      const lmEnd = Math.min(len, li + LM_REACH + 1);
      const window = new Uint16Array(lmEnd - lmStart);
      for (let k = lmStart; k < lmEnd; k++) window[k - lmStart] = work.charCodeAt(k);
      const lmBefore = lm ? lm.scoreCodes(window, li - lmStart, window.length) : 0;
      const w = params.weights;
      const oddPairs = lm ? (left >= 0 && !lm.pairSeen(left, code) ? 1 : 0) + (right >= 0 && !lm.pairSeen(code, right) ? 1 : 0) : 0;
      const origFreq = Math.log10(freq + 1);
      // Everything but the segmentation gain, which is the costly part and comes last.
      const scoredFeatures = new Map<Candidate, number[]>();
      const loose: Candidate[] = [];
      for (const c of candidates) {
        const cc = c.ch.charCodeAt(0);
        let lmGain = 0;
        let candPairs = 0;
        if (lm) {
          window[li - lmStart] = cc;
          lmGain = lm.scoreCodes(window, li - lmStart, window.length) - lmBefore;
          candPairs = (left >= 0 && lm.pairSeen(left, cc) ? 1 : 0) + (right >= 0 && lm.pairSeen(cc, right) ? 1 : 0);
        }
        const wordFreq = c.word ? Math.log10((lexicon().freq.get(c.word) ?? 0) + 1) : 0;
        // In the order of FEATURES.
        scoredFeatures.set(c, [
          0,
          lmGain,
          c.kind === 'nearSound' ? 1 : 0,
          c.kind === 'shape' ? 1 : 0,
          c.word ? 0 : 1,
          rare ? 1 : 0,
          oddPairs,
          candPairs,
          wordFreq,
          origFreq,
          tokenFreq >= 0 ? 1 : 0,
          Math.max(tokenFreq, 0),
        ]);
        if (!c.word) loose.push(c);
      }
      const lmGainOf = (c: Candidate) => scoredFeatures.get(c)?.[1] ?? 0;
      loose.sort((a, b) => lmGainOf(b) - lmGainOf(a));
      const dropped = new Set(loose.slice(LOOSE_KEEP));
      const partial = (c: Candidate) => dot(w, scoredFeatures.get(c) ?? []);
      // Skip candidates that could not pass the margin even with the largest segmentation gain
      // seen in practice.
      const hopeless = (c: Candidate) =>
        !params.trace && partial(c) + Math.max(0, w.seg) * (c.word ? SEG_GAIN_CAP : LOOSE_SEG_GAIN_CAP) < params.margin;
      const live = candidates.filter((c) => !dropped.has(c) && !hopeless(c));
      if (live.length === 0) continue;
      const needSeg = w.seg !== 0 || params.trace !== undefined;
      const table = needSeg ? segmentationTable(work.slice(ctxStart, ctxEnd)) : undefined;
      const before = table ? table.backward[0] : 0;
      const scored: TracedCandidate[] = [];
      let best: Candidate | undefined;
      let bestGain = Number.NEGATIVE_INFINITY;
      for (const c of live) {
        const features = scoredFeatures.get(c) ?? [];
        features[0] = table ? segmentationScoreWith(table, li - ctxStart, c.ch) - before : 0;
        scored.push({ ch: c.ch, kind: c.kind, loose: !c.word, features });
        const gain = dot(w, features);
        if (gain > bestGain) {
          bestGain = gain;
          best = c;
        }
      }
      params.trace?.({ start: i, original: work[li], rare, candidates: scored });
      if (!best || bestGain < params.margin) continue;
      work = work.slice(0, li) + best.ch + work.slice(li + 1);
      out.push({
        type: ERROR_TYPE.wrongCharacter,
        operation: OPERATION.replace,
        error: text[i],
        correct: best.ch,
        start: i,
        end: i + 1,
        explain: best.word ? `疑似错别字：“${text[i]}”应为“${best.ch}”（${best.word}）` : `疑似错别字：“${text[i]}”应为“${best.ch}”`,
      });
    }
  }
  return out;
}

export function checkSpelling(text: string, params: SpellingParams = DEFAULT_PARAMS, runs: readonly CjkRun[] = cjkRuns(text)): Finding[] {
  const found = scan(text, params, runs);
  if (!params.secondPass || found.length === 0) return found;
  // Second pass: the corrected clauses are checked again; a correction next to which the
  // check still (or newly) finds an error made the sentence no better, so it is withdrawn.
  // Replacements keep lengths, so the runs keep their offsets.
  const parts: string[] = [];
  let pos = 0;
  for (const f of found) {
    parts.push(text.slice(pos, f.start), f.correct);
    pos = f.end;
  }
  parts.push(text.slice(pos));
  const corrected = parts.join('');
  // Findings come in text order, as the runs do: walk both together.
  const again: Finding[] = [];
  let k = 0;
  for (const r of runs) {
    const near: number[] = [];
    while (k < found.length && found[k].start < r.end) {
      if (found[k].start >= r.start) near.push(found[k].start);
      k++;
    }
    if (near.length === 0) continue;
    const rerun = { start: r.start, end: r.end, tokens: tokenize(corrected.slice(r.start, r.end)) };
    again.push(...scan(corrected, { ...params, trace: undefined, secondPass: false }, [rerun], near));
  }
  return found.filter((f) => !again.some((g) => Math.abs(g.start - f.start) <= LM_REACH));
}
