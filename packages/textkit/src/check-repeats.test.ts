import { describe, expect, it } from 'vitest';
import { checkRepeats } from './check-repeats.js';

const flagged = (t: string) => checkRepeats(t).map((f) => [f.error, f.start]);

describe('repeats of one-character words', () => {
  it('flags auxiliaries and verbs or adverbs whose doubling running text never shows', () => {
    expect(flagged('一般人都会会开车。')).toEqual([['会', 5]]);
    expect(flagged('我见过妹妹而知知她。')).toEqual([['知', 7]]);
    expect(flagged('另一个特特原因是医疗。')).toEqual([['特', 4]]);
  });

  it('keeps reduplication: verbs, adverbs and adjectives seen doubled, measure words after a numeral', () => {
    for (const text of ['周末去野外看看野生动物。', '孩子慢慢长大，天天锻炼。', '党中央开出一剂剂良方。', '他想想也对。'])
      expect(flagged(text), text).toEqual([]);
  });
});
