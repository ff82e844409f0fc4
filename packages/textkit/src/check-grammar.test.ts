import { describe, expect, it } from 'vitest';
import { checkGrammar, DEFAULT_GRAMMAR_RULES, GRAMMAR_RULES, type GrammarRule } from './check-grammar.js';
import { applyCorrections, proofread } from './proofread.js';
import { ERROR_TYPE, OPERATION } from './proofread-types.js';
import { PARAGRAPHS } from './test-helpers.js';

const fix = (text: string, rule: GrammarRule) => {
  const found = checkGrammar(text, [rule]);
  return { spans: found.map((f) => text.slice(f.start, f.end)), fixed: applyCorrections(text, found) };
};

describe('grammar rules', () => {
  it('finds the redundant or missing part of each frame and fixes what it can', () => {
    expect(fix('由于天气的原因，会议推迟举行。', 'youyuYuanyin')).toEqual({ spans: ['的原因'], fixed: '由于天气，会议推迟举行。' });
    expect(fix('参会人数大约在300人左右。', 'dayueZuoyou')).toEqual({ spans: ['左右'], fixed: '参会人数大约在300人。' });
    expect(fix('在党的领导，我们取得了成绩。', 'zaiXia')).toEqual({ spans: [''], fixed: '在党的领导下，我们取得了成绩。' });
    expect(fix('我们的目的是为了提高效率。', 'mudiWeile')).toEqual({ spans: ['为了'], fixed: '我们的目的是提高效率。' });
    expect(fix('全年增长超过10%以上。', 'chaoguoYishang')).toEqual({ spans: ['以上'], fixed: '全年增长超过10%。' });
    // Checks only point: the writer chooses which half of the frame goes.
    const tongguo = checkGrammar('通过这次学习，使我们提高了认识。', ['tongguoShi']);
    expect(tongguo.map((f) => [f.error, f.operation, f.type])).toEqual([['通过', OPERATION.check, ERROR_TYPE.grammarMissing]]);
    expect(checkGrammar('事故的原因是操作不当造成的。', ['yuanyinZaocheng']).map((f) => f.error)).toEqual(['造成的']);
    expect(fix('我到那边的时，一位服务员走过来。', 'deShi')).toEqual({ spans: [''], fixed: '我到那边的时候，一位服务员走过来。' });
  });

  it('leaves the correct forms alone', () => {
    for (const text of [
      '通过学习，我们提高了认识。',
      '由于天气原因，会议推迟。',
      '参会人数约300人。',
      '在党的领导下，我们取得了成绩。',
      '增长超过10%。',
      '我到那边时，一位服务员走过来。',
      '达到目的时，再总结经验。',
      '有的时候，计划赶不上变化。',
      ...PARAGRAPHS,
    ])
      expect(checkGrammar(text, GRAMMAR_RULES), text).toEqual([]);
  });

  it('runs through proofread() only with the rules measured precise enough', () => {
    const text = '由于天气的原因，会议推迟举行。';
    const grammarTypes = new Set<string>([ERROR_TYPE.grammarRedundant, ERROR_TYPE.grammarMissing, ERROR_TYPE.grammarUnclear]);
    const byDefault = proofread(text).items.filter((i) => grammarTypes.has(i.type));
    expect(byDefault.length).toBe(DEFAULT_GRAMMAR_RULES.includes('youyuYuanyin') ? 1 : 0);
    const deShi = proofread('我到那边的时，一位服务员走过来。').items.filter((i) => i.type === ERROR_TYPE.grammarMissing);
    expect(deShi.map((i) => [i.start, i.operation, i.correct])).toEqual([[6, OPERATION.insert, '候']]);
    const asked = proofread(text, { checks: ['grammar'], grammarRules: ['youyuYuanyin'] }).items;
    expect(asked.map((i) => [i.error, i.type, i.sentence])).toEqual([['的原因', ERROR_TYPE.grammarRedundant, text]]);
  });
});
