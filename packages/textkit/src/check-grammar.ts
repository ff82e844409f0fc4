import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Grammar patterns: a redundant or missing component in a fixed frame (the frames official
 * writing gets wrong, and 的时 that learners write). Each rule's sentence-level precision is
 * measured by bench/textkit/grammar.ts (MuCGEC dev sentences against their corrections, in two
 * halves, plus held-out government work reports as clean prose); only rules at ≥ 0.7 on both
 * halves and against the reports are on by default, the others run only when named in
 * `grammarRules`.
 */
export type GrammarRule =
  | 'tongguoShi'
  | 'youyuYuanyin'
  | 'dayueZuoyou'
  | 'zaiXia'
  | 'mudiWeile'
  | 'chaoguoYishang'
  | 'yuanyinZaocheng'
  | 'deShi';

interface RuleDef {
  /** Matches the frame; named group `fix` is the span the finding points at. */
  pattern: RegExp;
  /** Drops a match the pattern alone cannot rule out. */
  keep?: (text: string, m: RegExpExecArray) => boolean;
  type: Finding['type'];
  operation: Finding['operation'];
  /** Replacement for `fix` (replace/insert); '' for delete and check. */
  correct: string;
  explain: string;
}

// Clauses end at these; a frame never spans two sentences.
const NOT_END = '[^。；！？!?\\n]';

const RULES: Record<GrammarRule, RuleDef> = {
  // 通过……，使…… at the head of a sentence leaves it without a subject.
  tongguoShi: {
    pattern: new RegExp(`(?:^|[。；！？\\n])\\s*(?<fix>通过)${NOT_END}{2,40}?[，,](?:从而)?(?:使得?|让)`, 'dg'),
    type: ERROR_TYPE.grammarMissing,
    operation: OPERATION.check,
    correct: '',
    explain: '“通过……使……”连用造成主语残缺，可删去“通过”或“使”',
  },
  youyuYuanyin: {
    pattern: new RegExp(`由于${NOT_END}{1,20}?(?<fix>的原因)`, 'dg'),
    type: ERROR_TYPE.grammarRedundant,
    operation: OPERATION.delete,
    correct: '',
    explain: '“由于”与“的原因”语义重复，可删去“的原因”',
  },
  dayueZuoyou: {
    pattern: /(?:大约|大概|约有|估计)[^，。；！？\n]{0,12}?[0-9零一二三四五六七八九十百千万亿两]+[^，。；！？\n]{0,4}?(?<fix>左右)/dg,
    type: ERROR_TYPE.grammarRedundant,
    operation: OPERATION.delete,
    correct: '',
    explain: '“大约”与“左右”语义重复，可删去“左右”',
  },
  // 在……的领导/帮助/支持，…… lacks the 下 that closes the frame.
  zaiXia: {
    pattern: /在[^，。；！？\n在]{1,20}?的(?:领导|帮助|指导|支持|关怀|带领|关心|鼓励|推动)(?<fix>)(?=[，,])/dg,
    type: ERROR_TYPE.grammarMissing,
    operation: OPERATION.insert,
    correct: '下',
    explain: '“在……的领导”等介词结构缺少“下”',
  },
  mudiWeile: {
    pattern: /目的(?:是|就是|在于)(?<fix>为了)/dg,
    type: ERROR_TYPE.grammarRedundant,
    operation: OPERATION.delete,
    correct: '',
    explain: '“目的是”与“为了”语义重复，可删去“为了”',
  },
  chaoguoYishang: {
    pattern: /(?:超过|多于|高于|大于)[0-9零一二三四五六七八九十百千万亿两.%％]{1,10}[^，。；！？\n\d]{0,3}?(?<fix>以上)/dg,
    type: ERROR_TYPE.grammarRedundant,
    operation: OPERATION.delete,
    correct: '',
    explain: '“超过”与“以上”语义重复，可删去“以上”',
  },
  // 原因是……造成的: two frames (原因是…… and ……造成的) mixed into one.
  yuanyinZaocheng: {
    pattern: new RegExp(`原因是${NOT_END}{1,30}?(?<fix>(?:造成|引起|导致)的)`, 'dg'),
    type: ERROR_TYPE.grammarUnclear,
    operation: OPERATION.check,
    correct: '',
    explain: '“原因是……造成的”句式杂糅，可删去“造成的”',
  },
  // ……的时， : after the particle 的 the noun is 时候; 时 alone takes no 的 (我到那边时 / 我到那边的时候).
  deShi: {
    pattern: /(?<=[\u3400-\u9fff])的时(?<fix>)(?=[，。；！？,;!?])/dg,
    // 目的时, 有的时: the 的 belongs to a word, not the particle (达到目的时).
    keep: (text, m) => !lexicon().freq.has(text.slice(m.index - 1, m.index + 1)),
    type: ERROR_TYPE.grammarMissing,
    operation: OPERATION.insert,
    correct: '候',
    explain: '“的”后应为“时候”，可改为“……的时候”或删去“的”',
  },
};

export const GRAMMAR_RULES = Object.keys(RULES) as GrammarRule[];

/**
 * Measured at sentence level on both halves of MuCGEC dev with no hit on the held-out reports
 * (bench/textkit/grammar.ts); the seven frame rules never fire on MuCGEC, so they stay off.
 */
export const DEFAULT_GRAMMAR_RULES: readonly GrammarRule[] = ['deShi'];

export function checkGrammar(text: string, rules: readonly GrammarRule[] = DEFAULT_GRAMMAR_RULES): Finding[] {
  const out: Finding[] = [];
  for (const rule of rules) {
    const def = RULES[rule];
    // 'd' gives the offsets of the `fix` group; matchAll works on a copy, so sharing is safe.
    for (const m of text.matchAll(def.pattern)) {
      if (def.keep && !def.keep(text, m)) continue;
      const fix = m.groups?.fix ?? '';
      const start = m.indices?.groups?.fix?.[0] ?? m.index;
      out.push({
        type: def.type,
        operation: def.operation,
        error: def.operation === OPERATION.insert ? '' : fix,
        correct: def.correct,
        start,
        end: start + fix.length,
        explain: def.explain,
      });
    }
  }
  return out;
}
