import { tokenize } from './lexicon.js';
import type { Finding } from './proofread-types.js';
import { type CjkRun, cjkRuns } from './segments.js';
import { DEFAULT_PARAMS, type SpellingParams } from './spelling-params.js';
import { LM_REACH, scan } from './spelling-scan.js';

export {
  DEFAULT_PARAMS,
  FEATURES,
  type Feature,
  NGRAM_PARAMS,
  type SpellingParams,
  type SpellingWeights,
  type SuspectTrace,
  type TracedCandidate,
  UNIGRAM_PARAMS,
} from './spelling-params.js';
export { clearCandidateCache } from './spelling-scan.js';

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
