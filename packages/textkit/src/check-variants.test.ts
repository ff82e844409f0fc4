import { describe, expect, it } from 'vitest';
import { checkVariants } from './check-variants.js';

const flagged = (t: string) => checkVariants(t).map((f) => `${f.error}${f.correct}@${f.start}`);

describe('traditional and variant characters in simplified text', () => {
  it('flags a traditional character among simplified ones, with its standard character', () => {
    const [item, ...rest] = checkVariants('在中国，送礼物给别人的時候，千万不能送手绢。');
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ type: '010100', operation: 2, error: '時', correct: '时', start: 11, end: 12 });
    expect(item.explain).toBe('繁体字“時”，规范字为“时”');
  });

  it('names a variant that is no traditional form as such (嵗 is neither 岁 nor 歲)', () => {
    expect(checkVariants('我是老大，有一个弟弟，叫迈克，他十三嵗。')[0]).toMatchObject({
      error: '嵗',
      correct: '岁',
      explain: '异体字“嵗”，规范字为“岁”',
    });
  });

  it('reads a clause with one traditional character by the sentence around it', () => {
    expect(flagged('乾隆年间，於是他们走了。')).toEqual(['於于@5']);
    expect(flagged('孙中山先生说“天下為公”，我们要牢记。')).toEqual(['為为@9']);
  });

  it('keeps words that simplified writing spells with the character', () => {
    for (const text of [
      '扭转乾坤的力量来自人民，乾隆年间的档案。',
      '宫商角徵羽是五声音阶，他们发现了。',
      '文徵明的画作很有名，我们参观了。',
    ])
      expect(flagged(text), text).toEqual([]);
  });

  it('flags a character standard in a sense of its own only in a word that says it is wrong', () => {
    expect(flagged('我们要把房间打扫乾净，这是他们的责任。')).toEqual(['乾干@8']);
    expect(flagged('我们对於这个问题进行了讨论。')).toEqual(['於于@3']);
    expect(flagged('春风一曲花十八，拚得百醉玉东西。')).toEqual([]);
  });

  it('leaves 著 to the spelling check: standard in 著名 and 显著, 随著 is 着 misspelt', () => {
    expect(flagged('著名学者的作用显著提高，随著时间推移，我们看著办。')).toEqual([]);
  });

  it('skips quoted traditional passages and traditional texts', () => {
    expect(flagged('子曰：「學而時習之，不亦說乎？」这是论语的开篇，我们都学过。')).toEqual([]);
    expect(flagged('我們第一屆全國人民代表大會第一次會議，已經光榮地完成了歷史性的工作。')).toEqual([]);
    expect(flagged('君問歸期未有期，巴山夜雨漲秋池。何當共剪西窗燭，却話巴山夜雨時。')).toEqual([]);
  });

  it('cannot tell one character alone, nor Japanese', () => {
    expect(flagged('裏面')).toEqual([]);
    expect(flagged('東京の気温は高い。')).toEqual([]);
  });

  it('flags every traditional character of a mixed clause', () => {
    expect(flagged('在这期間，我国的社会主义革命已經取得了基本胜利。')).toEqual(['間间@3', '經经@15']);
  });
});
