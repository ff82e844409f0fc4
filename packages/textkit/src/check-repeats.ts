import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';
import { type CjkRun, cjkRuns } from './segments.js';

/**
 * A character or word typed twice (的的, 进一步进一步). Reduplication that Chinese uses on
 * purpose (常常, 看看, 研究研究) is a dictionary word or a two-character verb, and is kept.
 */
const AA_TAGS = new Set(['q', 'm', 'a', 'd', 'v']);
const RARE_SINGLE = 1000;

export function checkRepeats(text: string, runs: readonly CjkRun[] = cjkRuns(text)): Finding[] {
  const lex = lexicon();
  const out: Finding[] = [];
  for (const run of runs) {
    const tokens = run.tokens;
    for (let k = 1; k < tokens.length; k++) {
      const a = tokens[k - 1];
      const b = tokens[k];
      if (a.word !== b.word) continue;
      if (lex.freq.has(a.word + b.word)) continue;
      const tag = lex.tag.get(a.word) ?? '';
      // ABAB reduplication of a two-character verb (研究研究) and AA of measure words or
      // numerals (个个, 一一) are grammatical.
      if (a.word.length === 2 && tag.startsWith('v')) continue;
      if (a.word.length === 1 && AA_TAGS.has(tag)) continue;
      // Pronouns meet across a clause boundary (告诉我我的…), 什么什么 lists, 一步一步 and
      // 一天一天 pace an action, and a rare character doubled is usually a name (屠呦呦).
      if (tag.startsWith('r')) continue;
      if (a.word.length === 2 && a.word[0] === '一') continue;
      if (a.word.length === 1 && (lex.freq.get(a.word) ?? 0) < RARE_SINGLE) continue;
      if (k >= 2 && tokens[k - 2].word === a.word) continue;
      const start = run.start + b.start;
      out.push({
        type: ERROR_TYPE.grammarRedundant,
        operation: OPERATION.delete,
        error: b.word,
        correct: '',
        start,
        end: start + b.word.length,
        explain: `“${b.word}”重复`,
      });
    }
  }
  return out;
}
