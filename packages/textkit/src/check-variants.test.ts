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

  it('names every form OpenCC writes for simplified text a traditional character, also the second one (髮, 隻)', () => {
    const explain = (t: string) => checkVariants(t).map((f) => f.explain);
    expect(explain('我们这些年过得很好，他理了一次髮，这是他们说的。')).toEqual(['繁体字“髮”，规范字为“发”']);
    expect(explain('我们这些年过得很好，他买了一隻鸡，这是他们说的。')).toEqual(['繁体字“隻”，规范字为“只”']);
    // 為, 裡, 眾 and 麵 are how Taiwan and Hong Kong print 爲, 裏, 衆 and 麪: 繁体字 to a reader.
    expect(explain('我们这些年过得很好，这是他们為国家说的话。')).toEqual(['繁体字“為”，规范字为“为”']);
    expect(explain('我们这些年过得很好，他们在家裡说的话。')).toEqual(['繁体字“裡”，规范字为“里”']);
    expect(explain('我们这些年过得很好，他们为群眾说的话。')).toEqual(['繁体字“眾”，规范字为“众”']);
  });

  it('offers 它 for 牠, which OpenCC keeps because Taiwan writes it', () => {
    expect(checkVariants('我们家养了一只小狗，牠每天都在门口等我们回来。')).toMatchObject([
      { error: '牠', correct: '它', start: 10, explain: '异体字“牠”，规范字为“它”' },
    ]);
  });

  it('reads a compatibility ideograph as its unified character (樂 U+F914)', () => {
    expect(checkVariants('我们这些年过得很快\uf914，这是他们说的。')[0]).toMatchObject({
      error: '\uf914',
      correct: '乐',
      start: 9,
      explain: '繁体字“\uf914”，规范字为“乐”',
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

  it('judges a clause with simplified and more traditional characters by the text around it', () => {
    // 级 and 续 are simplified: such a clause is no quotation.
    expect(flagged('我们要开会。各级政府要加強領導。今年經濟持续向好。他们都说好。')).toEqual([
      '強强@12',
      '領领@13',
      '導导@14',
      '經经@18',
      '濟济@19',
    ]);
    expect(flagged('各级政府要加強領導。')).toEqual([]);
  });

  it('flags a tie between simplified and traditional characters when nothing around it leans traditional', () => {
    expect(flagged('同志们在會議上发言。')).toEqual(['會会@4', '議议@5']);
    expect(flagged('我们说，同志们在會議上发言。')).toEqual(['會会@8', '議议@9']);
  });

  it('leaves a stray 并 of a traditional printing alone', () => {
    expect(flagged('萬物并育而不相害，道并行而不相悖，小德川流，大德敦化，此天地之所以為大也。')).toEqual([]);
  });

  it('stays linear on many short clauses it cannot judge alone', () => {
    // 時间，× 16,667: every clause ties, and totals summed per clause took 15 s on 48,000 characters.
    const text = '時间，'.repeat(16_667);
    const started = performance.now();
    checkVariants(text);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('cannot tell one character alone, nor Japanese', () => {
    expect(flagged('裏面')).toEqual([]);
    expect(flagged('東京の気温は高い。')).toEqual([]);
  });

  it('flags every traditional character of a mixed clause', () => {
    expect(flagged('在这期間，我国的社会主义革命已經取得了基本胜利。')).toEqual(['間间@3', '經经@15']);
  });
});
