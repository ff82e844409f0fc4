import { charNgram } from './char-ngram.js';
import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';
import { type CjkRun, cjkRuns } from './segments.js';

/**
 * A character or word typed twice (的的, 进一步进一步). Reduplication that Chinese uses on
 * purpose (常常, 看看, 研究研究) is a dictionary word or a two-character verb, and is kept.
 */
const AA_TAGS = new Set(['a', 'd', 'v']);
const RARE_SINGLE = 1000;
// Auxiliaries, the copula and 有 never reduplicate (会会开车, 最重要要能): unlike 看看 or 想想, their AA is a slip.
const NO_AA = new Set(['会', '要', '能', '是', '有', '可', '应', '该', '将', '被']);

/**
 * A one-character verb, adverb or adjective doubled is reduplication (看看, 慢慢) only if the
 * pair occurs in running text: the n-gram model has seen 看看 but not 知知 or 特特. On MuCGEC
 * dev (bench/textkit/grammar.ts) this adds 会会, 知知, 特特 and nothing in the corrections or
 * the held-out reports.
 */
function mayReduplicate(ch: string): boolean {
  return !NO_AA.has(ch) && charNgram().pairSeen(ch.charCodeAt(0), ch.charCodeAt(0));
}

export function checkRepeats(text: string, runs: readonly CjkRun[] = cjkRuns(text)): Finding[] {
  const lex = lexicon();
  const out: Finding[] = [];
  for (const run of runs) {
    const tokens = run.tokens;
    for (let k = 1; k < tokens.length; k++) {
      const a = tokens[k - 1];
      const b = tokens[k];
      if (a.word !== b.word) continue;
      // jieba lists 会会 (a rare noun, count 3); a doubled auxiliary is still a slip.
      if (lex.freq.has(a.word + b.word) && !NO_AA.has(a.word)) continue;
      const tag = lex.tag.get(a.word) ?? '';
      // ABAB reduplication of a two-character verb (研究研究) and AA of measure words or
      // numerals (个个, 一一, 一剂剂) are grammatical.
      if (a.word.length === 2 && tag.startsWith('v')) continue;
      if (
        a.word.length === 1 &&
        (tag === 'q' || tag === 'm' || (k >= 2 && tokens[k - 2].word.length === 1 && lex.tag.get(tokens[k - 2].word) === 'm'))
      )
        continue;
      if (a.word.length === 1 && AA_TAGS.has(tag) && mayReduplicate(a.word)) continue;
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
