import { charNgram, NGRAM_ORDER } from './char-ngram.js';
import { type Confusion, confusion, readingKeys } from './confusion.js';
import { isCjk, lexicon, segmentationScore, tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';
import { type CjkRun, cjkRuns } from './segments.js';

/**
 * Wrong characters. A character that jieba cannot fit into any word (it stands alone in the
 * segmentation) is a suspect; a candidate is any dictionary word of 2–4 characters that the
 * suspect's neighbourhood would spell if one confusable character (same or near sound,
 * similar shape) replaced it, and, where the character n-gram model finds the text odd, a
 * same-sound character judged on the n-gram model alone. The decision weighs the change in the
 * window's best word segmentation (jieba's unigram frequencies) and in the character n-gram
 * likelihood, and only a clear gain is reported: precision matters more than recall here.
 */

const MIN_WORD_FREQ = 30;
/** Round 1's required gain (segmentation only). */
const UNIGRAM_MARGIN = 7;
/** Extra gain required by kind of confusion: shape confusions need more evidence. */
export const EXTRA_MARGIN: Record<Confusion, number> = { sound: 0, nearSound: 2, shape: 3 };
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

/** Characters of the candidate words grouped by (near-)reading, for long candidate lists. */
function soundAlikes(ch: string): readonly string[] {
  let set = soundSets.get(ch);
  if (set) return set;
  if (!soundGroups) {
    soundGroups = new Map();
    const chars = new Set<string>();
    for (const words of maskedIndex().values()) for (const w of words) for (const c of w) chars.add(c);
    for (const c of chars) {
      for (const key of readingKeys(c)) {
        if (key[0] !== '=') continue;
        const g = soundGroups.get(key);
        if (g) g.push(c);
        else soundGroups.set(key, [c]);
      }
    }
  }
  const out = new Set<string>();
  // Exact readings only: near-sound groups are too wide to scan for every suspect.
  for (const key of readingKeys(ch)) if (key[0] === '=') for (const c of soundGroups.get(key) ?? []) if (c !== ch) out.add(c);
  set = [...out];
  soundSets.set(ch, set);
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
      const words = index.get(`${prefix}*${suffix}`);
      if (!words) continue;
      if (words.length <= LIST_SCAN_LIMIT) {
        for (const word of words) {
          const ch = word[i - s];
          if (ch === original || seen.has(ch)) continue;
          const kind = confusion(original, ch);
          if (kind) seen.set(ch, { ch, kind, word });
        }
      } else {
        const byChar = wordsByChar(`${prefix}*${suffix}`, words, i - s);
        for (const ch of soundAlikes(original)) {
          if (seen.has(ch)) continue;
          const word = byChar.get(ch);
          if (!word) continue;
          const kind = confusion(original, ch);
          if (kind) seen.set(ch, { ch, kind, word });
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
/** Frequent lone characters are only tried inside 3–4 character words: the 2-character lists are long. */
const FREQUENT_SINGLE = 8_000;

function skipSuspect(ch: string, common: boolean): boolean {
  const lex = lexicon();
  const tag = lex.tag.get(ch);
  return (tag !== undefined && tag[0] === 'u') || (!common && (lex.freq.get(ch) ?? 0) >= COMMON_SINGLE) || !isCjk(ch);
}

/** How a suspect is judged; the defaults are tuned by bench/textkit/spelling.ts. */
export interface SpellingParams {
  /** Required gain of the weighted log-likelihood change. */
  margin: number;
  /** Weight of the change in the best word segmentation's log-probability (jieba unigram). */
  segWeight: number;
  /** Weight of the change in the character n-gram log-likelihood. */
  lmWeight: number;
  /** Extra margin for a same-sound character that spells no dictionary word (Infinity: not tried). */
  looseExtra: number;
  /**
   * Extra margin when the written character is itself rare (a name, a variant form such as
   * 妳 or 牠): replacing a rare character by a common one always looks like a gain.
   */
  rareExtra: number;
  /** Whether the commonest lone characters (是, 在, 又 …) are suspects too. */
  commonSuspects: boolean;
  /** Re-check each correction inside the corrected text and drop it if the text still looks wrong there. */
  secondPass: boolean;
  /** Called with every scored suspect (benches use it to tune the parameters). */
  trace?: (suspect: SuspectTrace) => void;
}

export interface SuspectTrace {
  start: number;
  original: string;
  rare: boolean;
  candidates: { ch: string; kind: Confusion; loose: boolean; seg: number; lm: number }[];
}

/** The round-1 decision: unigram word segmentation only, margin 7. */
export const UNIGRAM_PARAMS: SpellingParams = {
  margin: UNIGRAM_MARGIN,
  segWeight: 1,
  lmWeight: 0,
  looseExtra: Number.POSITIVE_INFINITY,
  rareExtra: 0,
  commonSuspects: false,
  secondPass: false,
};
export const DEFAULT_PARAMS: SpellingParams = {
  margin: 10,
  segWeight: 0.75,
  lmWeight: 0.75,
  looseExtra: 0,
  rareExtra: 6,
  commonSuspects: true,
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

/** Characters after a replaced one whose n-gram probabilities change with it. */
const LM_REACH = NGRAM_ORDER - 1;

/** `near`: only suspects this close (LM_REACH) to one of these offsets are judged. */
function scan(text: string, params: SpellingParams, runs: readonly CjkRun[], near?: readonly number[]): Finding[] {
  const out: Finding[] = [];
  const lm = params.lmWeight !== 0 ? charNgram() : undefined;
  // Work clause by clause (runs of CJK text between punctuation, digits and Latin letters), on
  // a copy of the clause that takes each correction in, so later suspects see it.
  for (const { start: runStart, end: runEnd, tokens } of runs) {
    let work = text.slice(runStart, runEnd);
    const len = work.length;
    for (const tok of tokens) {
      if (tok.end - tok.start !== 1 || skipSuspect(tok.word, params.commonSuspects)) continue;
      const i = runStart + tok.start;
      const li = tok.start;
      if (near && !near.some((at) => Math.abs(at - i) <= LM_REACH)) continue;
      const freq = lexicon().freq.get(tok.word) ?? 0;
      // A character that forms a seen pair with both neighbours reads as ordinary text to the
      // n-gram model: the commonest characters and the wordless candidates are tried only
      // where a pair is unseen, which keeps both false alarms and work down.
      const left = li > 0 ? work.charCodeAt(li - 1) : -1;
      const right = li + 1 < len ? work.charCodeAt(li + 1) : -1;
      const code = work.charCodeAt(li);
      const odd = lm !== undefined && ((left >= 0 && !lm.pairSeen(left, code)) || (right >= 0 && !lm.pairSeen(code, right)));
      if (freq >= COMMON_SINGLE && !odd) continue;
      const rare = freq < RARE_CHAR;
      const minLen = freq >= FREQUENT_SINGLE ? 3 : 2;
      // A wordless candidate that pairs with neither neighbour cannot win on the n-gram model.
      const looseOk =
        lm && odd && params.looseExtra !== Number.POSITIVE_INFINITY
          ? (ch: string) => lm.pairSeen(left, ch.charCodeAt(0)) || lm.pairSeen(ch.charCodeAt(0), right)
          : undefined;
      const candidates = candidatesAt(work, li, 0, len, minLen, looseOk);
      if (candidates.length === 0) continue;
      const ctxStart = Math.max(0, li - CONTEXT);
      const ctxEnd = Math.min(len, li + CONTEXT + 1);
      // The n-gram terms that change with work[li] need at most LM_REACH characters either side.
      const lmStart = Math.max(0, li - LM_REACH);
      const lmEnd = Math.min(len, li + LM_REACH + 1);
      const window = new Uint16Array(lmEnd - lmStart);
      for (let k = lmStart; k < lmEnd; k++) window[k - lmStart] = work.charCodeAt(k);
      const lmBefore = lm ? lm.scoreCodes(window, li - lmStart, window.length) : 0;
      const lmGains = new Map<Candidate, number>();
      const loose: Candidate[] = [];
      for (const c of candidates) {
        if (lm) {
          window[li - lmStart] = c.ch.charCodeAt(0);
          lmGains.set(c, lm.scoreCodes(window, li - lmStart, window.length) - lmBefore);
        }
        if (!c.word) loose.push(c);
      }
      loose.sort((a, b) => (lmGains.get(b) ?? 0) - (lmGains.get(a) ?? 0));
      const dropped = new Set(loose.slice(LOOSE_KEEP));
      const extra = (c: Candidate) => EXTRA_MARGIN[c.kind] + (c.word ? 0 : params.looseExtra) + (rare ? params.rareExtra : 0);
      // The segmentation score is the costly part: skip candidates that could not pass the
      // margin even with the largest segmentation gain seen in practice.
      const hopeless = (c: Candidate) =>
        !params.trace &&
        params.segWeight * (c.word ? SEG_GAIN_CAP : LOOSE_SEG_GAIN_CAP) + params.lmWeight * (lmGains.get(c) ?? 0) - extra(c) <
          params.margin;
      const live = candidates.filter((c) => !dropped.has(c) && !hopeless(c));
      if (live.length === 0) continue;
      const before = params.segWeight !== 0 ? segmentationScore(work.slice(ctxStart, ctxEnd)) : 0;
      const scored: SuspectTrace['candidates'] = [];
      let best: Candidate | undefined;
      let bestGain = Number.NEGATIVE_INFINITY;
      for (const c of live) {
        const seg = params.segWeight !== 0 ? segmentationScore(work.slice(ctxStart, li) + c.ch + work.slice(li + 1, ctxEnd)) - before : 0;
        const lmGain = lmGains.get(c) ?? 0;
        scored.push({ ch: c.ch, kind: c.kind, loose: !c.word, seg, lm: lmGain });
        const gain = params.segWeight * seg + params.lmWeight * lmGain - extra(c);
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
