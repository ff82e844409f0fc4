import { charNgram, NGRAM_ORDER } from './char-ngram.js';
import { charCount, segmentationScoreWith, segmentationTable } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';
import type { CjkRun } from './segments.js';
import { type Candidate, candidatesAt } from './spelling-candidates.js';
import {
  FEATURES,
  LOOSE_SEG_GAIN_CAP,
  SEG_GAIN_CAP,
  type SpellingParams,
  type SpellingWeights,
  type TracedCandidate,
} from './spelling-params.js';
import { COMMON_SINGLE, FREQUENT_SINGLE, RARE_CHAR, suspects } from './spelling-suspects.js';

/**
 * One pass of the spelling check over a text's clauses: each suspect's candidates are scored
 * (FEATURES) and the best one is reported when its gain reaches the margin.
 */

/** Characters either side of a suspect in the window whose segmentation is compared. */
const CONTEXT = 6;
/** Same-sound characters that spell no word: only the n-gram model's best few are scored in full. */
const LOOSE_KEEP = 3;

/** Characters after a replaced one whose n-gram probabilities change with it. */
export const LM_REACH = NGRAM_ORDER - 1;

const candidateCache = new Map<string, Candidate[]>();

const vectors = new WeakMap<SpellingWeights, Float64Array>();

/** The weights in the order of FEATURES, so a gain is a plain dot product. */
function weightVector(w: SpellingWeights): Float64Array {
  let v = vectors.get(w);
  if (!v) {
    v = Float64Array.from(FEATURES, (f) => w[f]);
    vectors.set(w, v);
  }
  return v;
}

function dot(w: Float64Array, features: readonly number[]): number {
  let s = 0;
  for (let k = 0; k < w.length; k++) s += w[k] * features[k];
  return s;
}

/**
 * Forget the candidates cached by context. Benches call it before each timed run so that a
 * text read again is timed as new text would be, not from the cache.
 */
export function clearCandidateCache(): void {
  candidateCache.clear();
}

/** `near`: only suspects this close (LM_REACH) to one of these offsets are judged. */
export function scan(text: string, params: SpellingParams, runs: readonly CjkRun[], near?: readonly number[]): Finding[] {
  const out: Finding[] = [];
  const lm = params.weights.lm !== 0 || params.looseCandidates || params.trace ? charNgram() : undefined;
  // Work clause by clause (runs of CJK text between punctuation, digits and Latin letters), on
  // a copy of the clause that takes each correction in, so later suspects see it.
  for (const { start: runStart, end: runEnd, tokens } of runs) {
    let work = text.slice(runStart, runEnd);
    const len = work.length;
    for (const { li, tokenFreq } of suspects(work, tokens, params)) {
      const i = runStart + li;
      if (near && !near.some((at) => Math.abs(at - i) <= LM_REACH)) continue;
      const code = work.charCodeAt(li);
      const freq = charCount(code);
      // A character that forms a seen pair with both neighbours reads as ordinary text to the
      // n-gram model: the commonest characters and the wordless candidates are tried only
      // where a pair is unseen, which keeps both false alarms and work down.
      const left = li > 0 ? work.charCodeAt(li - 1) : -1;
      const right = li + 1 < len ? work.charCodeAt(li + 1) : -1;
      const odd = lm !== undefined && ((left >= 0 && !lm.pairSeen(left, code)) || (right >= 0 && !lm.pairSeen(code, right)));
      if (freq >= COMMON_SINGLE && !odd) continue;
      const rare = freq < RARE_CHAR;
      const minLen = freq >= FREQUENT_SINGLE && !params.wideCandidates ? 3 : 2;
      // A wordless candidate that pairs with neither neighbour cannot win on the n-gram model.
      const looseOk = lm && odd && params.looseCandidates ? (cc: number) => lm.pairSeen(left, cc) || lm.pairSeen(cc, right) : undefined;
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
      const wv = weightVector(w);
      const oddPairs = lm ? (left >= 0 && !lm.pairSeen(left, code) ? 1 : 0) + (right >= 0 && !lm.pairSeen(code, right) ? 1 : 0) : 0;
      const origFreq = Math.log10(freq + 1);
      // Everything but the segmentation gain, which is the costly part and comes last.
      const features: number[][] = [];
      const loose: number[] = [];
      for (let k = 0; k < candidates.length; k++) {
        const c = candidates[k];
        const cc = c.ch.charCodeAt(0);
        let lmGain = 0;
        let candPairs = 0;
        if (lm) {
          window[li - lmStart] = cc;
          lmGain = lm.scoreCodes(window, li - lmStart, window.length) - lmBefore;
          candPairs = (left >= 0 && lm.pairSeen(left, cc) ? 1 : 0) + (right >= 0 && lm.pairSeen(cc, right) ? 1 : 0);
        }
        // In the order of FEATURES.
        features.push([
          0,
          lmGain,
          c.kind === 'nearSound' ? 1 : 0,
          c.kind === 'shape' ? 1 : 0,
          c.word ? 0 : 1,
          rare ? 1 : 0,
          oddPairs,
          candPairs,
          c.wordFreq,
          origFreq,
          tokenFreq >= 0 ? 1 : 0,
          Math.max(tokenFreq, 0),
        ]);
        if (!c.word) loose.push(k);
      }
      // Only the n-gram model's best few wordless candidates are scored (a stable sort: ties keep their order).
      const dropped = new Uint8Array(candidates.length);
      if (loose.length > LOOSE_KEEP)
        for (const k of loose.sort((x, y) => features[y][1] - features[x][1]).slice(LOOSE_KEEP)) dropped[k] = 1;
      // Skip candidates that could not pass the margin even with the largest segmentation gain
      // seen in practice.
      const segCap = Math.max(0, w.seg);
      let live = 0;
      for (let k = 0; k < candidates.length; k++) {
        if (dropped[k]) continue;
        const cap = segCap * (candidates[k].word ? SEG_GAIN_CAP : LOOSE_SEG_GAIN_CAP);
        if (!params.trace && dot(wv, features[k]) + cap < params.margin) dropped[k] = 1;
        else live++;
      }
      if (live === 0) continue;
      const needSeg = w.seg !== 0 || params.trace !== undefined;
      const table = needSeg ? segmentationTable(work.slice(ctxStart, ctxEnd)) : undefined;
      const before = table ? table.backward[0] : 0;
      const scored: TracedCandidate[] = [];
      let best: Candidate | undefined;
      let bestGain = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < candidates.length; k++) {
        if (dropped[k]) continue;
        const c = candidates[k];
        const f = features[k];
        f[0] = table ? segmentationScoreWith(table, li - ctxStart, c.ch) - before : 0;
        if (params.trace) scored.push({ ch: c.ch, kind: c.kind, loose: !c.word, features: f });
        const gain = dot(wv, f);
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
