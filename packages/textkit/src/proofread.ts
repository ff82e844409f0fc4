import { checkDivisions } from './check-divisions.js';
import { checkGrammar } from './check-grammar.js';
import { checkNumbers } from './check-numbers.js';
import { checkParticles } from './check-particles.js';
import { checkPeople, peopleIndex } from './check-people.js';
import { checkPunctuation } from './check-punctuation.js';
import { checkQuotations, quotationIndex } from './check-quotations.js';
import { checkRepeats } from './check-repeats.js';
import { checkSpelling, DEFAULT_PARAMS, type SpellingParams } from './check-spelling.js';
import { checkVariants } from './check-variants.js';
import { outsideOwnTerms, unvouched } from './own-records.js';
import { ALL_CHECKS, type Finding, OPERATION, type ProofreadItem, type ProofreadOptions } from './proofread-types.js';
import { cjkRuns } from './segments.js';
import { checkSensitive } from './sensitive.js';

export interface ProofreadResult {
  items: ProofreadItem[];
}

const SENTENCE_END = /[。！？!?\n]/;

function sentenceAround(text: string, start: number, end: number): string {
  let s = Math.min(start, text.length);
  while (s > 0 && !SENTENCE_END.test(text[s - 1])) s--;
  let e = Math.max(end, s);
  while (e < text.length && !SENTENCE_END.test(text[e])) e++;
  if (e < text.length && text[e] !== '\n') e++;
  return text.slice(s, e).trim();
}

function spellingParams(options: ProofreadOptions): SpellingParams {
  const p = options.spellingParams ?? DEFAULT_PARAMS;
  return options.spellingMargin === undefined ? p : { ...p, margin: options.spellingMargin };
}

/**
 * Proofread plain text (POST /data/intellect/baidu/error/correction). Pure and synchronous;
 * the first call loads jieba's dictionary and builds the confusion index (≈1–2 s).
 */
export function proofread(text: string, options: ProofreadOptions = {}): ProofreadResult {
  const checks = new Set(options.checks ?? ALL_CHECKS);
  const findings: Finding[] = [];
  if (checks.has('sensitive') && options.sensitiveWords?.length) findings.push(...checkSensitive(text, options.sensitiveWords));
  // One segmentation, shared by the checks that read jieba tokens.
  const runs = checks.has('spelling') || checks.has('repeat') ? cjkRuns(text) : [];
  // Before spelling: where both replace the same character, the finding that names the standard
  // character (繁体字“時”) is the one kept.
  // The committee's own terms are never corrected inside; its records vouch for what it writes.
  if (checks.has('variant')) findings.push(...outsideOwnTerms(text, checkVariants(text), options.ownTerms));
  if (checks.has('spelling')) {
    const spelling = unvouched(text, checkSpelling(text, spellingParams(options), runs), options.ownRecords);
    findings.push(...outsideOwnTerms(text, spelling, options.ownTerms));
  }
  if (checks.has('particle')) findings.push(...checkParticles(text));
  if (checks.has('quotation') && options.quotations?.length) findings.push(...checkQuotations(text, quotationIndex(options.quotations)));
  if (checks.has('punctuation')) findings.push(...checkPunctuation(text));
  if (checks.has('repeat')) findings.push(...checkRepeats(text, runs));
  if (checks.has('grammar')) findings.push(...checkGrammar(text, options.grammarRules));
  if (checks.has('person') && options.people?.length) findings.push(...checkPeople(text, peopleIndex(options.people)));
  if (checks.has('division')) findings.push(...checkDivisions(text));
  if (checks.has('number')) findings.push(...checkNumbers(text));

  // One finding per span and type; a poem or name finding outranks a spelling guess inside it.
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const key = `${f.type}:${f.start}:${f.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const authoritative = unique.filter((f) => f.type === '010600' || f.type === '040101');
  const kept = unique.filter(
    (f) => f.type !== '010100' || !authoritative.some((a) => f.start < Math.max(a.end, a.start + 1) && a.start < f.end),
  );
  kept.sort((a, b) => a.start - b.start || a.end - b.end || a.type.localeCompare(b.type));
  return {
    items: kept.map((f, sort) => ({
      id: `${f.type}:${f.start}:${f.end}`,
      ...f,
      sentence: sentenceAround(text, f.start, f.end),
      sort,
      checked: false,
    })),
  };
}

/**
 * Apply the corrections of the given items to the text they were found in: replace, delete,
 * insert and swap; checks (operation 0) change nothing. Items overlapping an earlier applied
 * one are skipped, as are items whose `error` no longer matches the text at their offsets.
 */
export function applyCorrections(
  text: string,
  items: readonly Pick<ProofreadItem, 'operation' | 'error' | 'correct' | 'start' | 'end'>[],
): string {
  const usable = items
    .filter((it) => it.operation !== OPERATION.check)
    .filter((it) => it.start >= 0 && it.end <= text.length && it.start <= it.end && text.slice(it.start, it.end) === it.error)
    .slice()
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let pos = 0;
  for (const it of usable) {
    if (it.start < pos) continue;
    // Two inserts at one offset, or an insert at the end of a replaced span, still apply.
    out += text.slice(pos, it.start);
    switch (it.operation) {
      case OPERATION.delete:
        break;
      case OPERATION.swap:
        out += it.correct || [...it.error].reverse().join('');
        break;
      default:
        out += it.correct;
    }
    pos = it.end;
  }
  return out + text.slice(pos);
}
