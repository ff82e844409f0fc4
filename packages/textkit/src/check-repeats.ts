import { lexicon, tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * A character or word typed twice (的的, 进一步进一步). Reduplication that Chinese uses on
 * purpose (常常, 看看, 研究研究) is a dictionary word or a two-character verb, and is kept.
 */
export function checkRepeats(text: string): Finding[] {
  const lex = lexicon();
  const out: Finding[] = [];
  for (const m of text.matchAll(/[\u3400-\u9fff\uf900-\ufaff]{2,}/g)) {
    const tokens = tokenize(m[0]);
    for (let k = 1; k < tokens.length; k++) {
      const a = tokens[k - 1];
      const b = tokens[k];
      if (a.word !== b.word) continue;
      if (lex.freq.has(a.word + b.word)) continue;
      const tag = lex.tag.get(a.word) ?? '';
      // ABAB reduplication of a two-character verb (研究研究) and AA of measure words or
      // numerals (个个, 一一) are grammatical.
      if (a.word.length === 2 && tag.startsWith('v')) continue;
      if (a.word.length === 1 && /^(q|m|a|d|v)$/.test(tag)) continue;
      if (k >= 2 && tokens[k - 2].word === a.word) continue;
      const start = m.index + b.start;
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
