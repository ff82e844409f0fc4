import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import * as OpenCC from 'opencc-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCorrections, proofread } from './proofread.js';
import { ERROR_TYPE, OPERATION, type ProofreadItem, type ProofreadOptions } from './proofread-types.js';
import { PARAGRAPHS } from './test-helpers.js';

const TIMEOUT = 30_000;
const POETRY = '/work/shared/data/poetry/全唐诗/唐诗三百首.json';

function find(text: string, type: string, options: ProofreadOptions = {}): ProofreadItem[] {
  return proofread(text, options).items.filter((i) => i.type === type);
}

beforeAll(() => {
  proofread('预热：加快发展大数据产业。');
}, 60_000);

describe('proofread', () => {
  it('finds a wrong character and corrects it from the word the context wants', () => {
    const text = '内蒙古自治区乌兰察布市大力培育发展大数局产业。';
    const [item] = find(text, ERROR_TYPE.wrongCharacter);
    expect(item).toMatchObject({ error: '局', correct: '据', operation: OPERATION.replace });
    expect(text.slice(item.start, item.end)).toBe('局');
    expect(applyCorrections(text, [item])).toBe('内蒙古自治区乌兰察布市大力培育发展大数据产业。');
  });

  it('leaves clean official prose alone', () => {
    for (const p of PARAGRAPHS) {
      const items = proofread(p).items.filter((i) => i.type === ERROR_TYPE.wrongCharacter || i.type === ERROR_TYPE.wrongWord);
      expect(items, p).toEqual([]);
    }
  });

  it('flags a traditional character once, naming the standard one, and leaves 著 to the spelling check', () => {
    const items = proofread('有一次他学习音乐時，听到一种古代音乐。').items;
    expect(items.map((i) => [i.type, i.error, i.correct, i.explain])).toEqual([
      [ERROR_TYPE.wrongCharacter, '時', '时', '繁体字“時”，规范字为“时”'],
    ]);
    const zhe = proofread('随著时间推移，这是著名的显著变化。').items;
    expect(zhe.map((i) => [i.error, i.correct, i.start])).toEqual([['著', '着', 1]]);
    expect(proofread('有一次他学习音乐時，听到一种古代音乐。', { checks: ['spelling'] }).items).toEqual([]);
  });

  it('corrects 的/地/得 from the neighbouring parts of speech', () => {
    const text = '从先秦到明清时期得驿传制度，是维持国家秩序地交通建置。';
    const items = find(text, ERROR_TYPE.wrongWord);
    expect(items.map((i) => [i.error, i.correct])).toEqual([
      ['得', '的'],
      ['地', '的'],
    ]);
    expect(find('他认真地学习了三个小时，跑得很快。', ERROR_TYPE.wrongWord)).toEqual([]);
  });

  it('checks quotations against the lines the caller supplies', () => {
    const quotations = ['海内存知己，天涯若比邻。', '先天下之忧而忧，后天下之乐而乐。'];
    const [item] = find('正如古人所说，海内存知己，天涯若比临。', ERROR_TYPE.poem, { quotations });
    expect(item).toMatchObject({ error: '临', correct: '邻' });
    expect(find('先天下之忧而忧，后天下之乐而乐。', ERROR_TYPE.poem, { quotations })).toEqual([]);
    expect(find('海内存知己，天涯若比临。', ERROR_TYPE.poem)).toEqual([]);
  });

  it.skipIf(!existsSafe(POETRY))('finds a misquoted Tang poem line from the poetry corpus (traditional script folded)', () => {
    const poems = (JSON.parse(readFileSync(POETRY, 'utf8')) as { paragraphs: string[] }[]).map((p) => p.paragraphs.join(''));
    const toCn = OpenCC.Converter({ from: 't', to: 'cn' });
    expect(toCn(poems.join('')).includes('白日依山尽，黄河入海流')).toBe(true);
    const [item] = find('正所谓白日依山尽，黄河入海留。', ERROR_TYPE.poem, { quotations: poems });
    expect(item).toMatchObject({ error: '留', correct: '流' });
  });

  it('flags punctuation misuse, redundancy and missing pairs', () => {
    const text = '我们要加快发展,推进改革，，并且（一）、完善“制度。\n包括苹果、香蕉、和橘子等三、四个';
    const items = proofread(text, { checks: ['punctuation'] }).items;
    const summary = items.map((i) => `${i.type}:${i.error}>${i.correct}`);
    expect(summary).toContain('020100:,>，');
    expect(summary).toContain('020300:，>');
    expect(summary).toContain('020300:、>');
    expect(summary).toContain('020200:“>');
    expect(items.filter((i) => i.type === ERROR_TYPE.punctuationRedundant)).toHaveLength(4);
    expect(proofread('共建“一带一路”取得新成效（见附件）。', { checks: ['punctuation'] }).items).toEqual([]);
  });

  it('flags repeated words but keeps reduplication', () => {
    expect(find('要进一步进一步完善的的制度。', ERROR_TYPE.grammarRedundant).map((i) => i.error)).toEqual(['进一步', '的']);
    expect(find('大家常常研究研究，天天看看。', ERROR_TYPE.grammarRedundant)).toEqual([]);
  });

  it('checks names and posts against the registry', () => {
    const people = [
      { name: '李四', posts: ['副主席'] },
      { name: '张山', posts: ['委员'] },
      { name: '王五', posts: ['常务委员', '委员'] },
    ];
    const text = '李四主席和张三委员、赵钱委员、王五委员一同调研。';
    const posts = find(text, ERROR_TYPE.postTitle, { people });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ error: '主席', correct: '副主席', operation: OPERATION.replace });
    const names = find(text, ERROR_TYPE.personName, { people });
    expect(names.map((n) => [n.error, n.correct, n.operation])).toEqual([
      ['张三', '张山', OPERATION.replace],
      ['赵钱', '', OPERATION.check],
    ]);
  });

  it('checks administrative divisions', () => {
    const wrongCity = find('调研组前往杭州市天河区。', ERROR_TYPE.addressWrongCity);
    expect(wrongCity[0]).toMatchObject({ error: '杭州市', correct: '广州市' });
    const wrongProvince = find('江苏省杭州市上城区', ERROR_TYPE.addressWrongProvince);
    expect(wrongProvince[0]).toMatchObject({ error: '江苏省', correct: '浙江省' });
    expect(find('浙江省杭州市西湖县', ERROR_TYPE.addressNotFound)[0]).toMatchObject({ error: '西湖县' });
    expect(proofread('浙江省杭州市西湖区和广东省广州市天河区', { checks: ['division'] }).items).toEqual([]);
  });

  it('checks numbers and dates', () => {
    const items = find('会议于2026年13月召开，二〇二6年再办，2月30日截止，共1,000人，１2项。', ERROR_TYPE.term);
    expect(items.map((i) => [i.error, i.correct])).toEqual([
      ['13月', ''],
      ['二〇二6', '2026'],
      ['30日', ''],
      ['1,000', '1000'],
      ['１2', '12'],
    ]);
    expect(find('2024年2月29日，共3.5万人。', ERROR_TYPE.term)).toEqual([]);
  });

  it('matches sensitive words as whole words only', () => {
    const sensitiveWords = [
      { word: '法轮功', type: '政治', explain: '邪教组织' },
      { word: '江山', type: '测试' },
      { word: '赌博', type: '违法' },
    ];
    const items = find('严厉打击法轮功。长江山脉连绵，严禁赌博，清理赌博机。', ERROR_TYPE.sensitiveWord, { sensitiveWords });
    expect(items.map((i) => [i.error, i.explain])).toEqual([
      ['法轮功', '邪教组织'],
      ['赌博', '敏感词（违法）'],
    ]);
    expect(items[1].start).toBe(17);
  });

  it('gives ids, sentences and order', () => {
    const { items } = proofread('第一句没有问题。第二句有问题,，需要改。');
    expect(items.map((i) => i.sort)).toEqual(items.map((_, k) => k));
    for (const i of items) {
      expect(i.id).toBe(`${i.type}:${i.start}:${i.end}`);
      expect(i.sentence).toBe('第二句有问题,，需要改。');
      expect(i.checked).toBe(false);
    }
  });
});

describe('proofread properties', () => {
  const injections: { inject: (s: string, at: number) => string }[] = [
    { inject: (s, at) => `${s.slice(0, at)}，${s.slice(at)}` }, // doubled comma at an existing comma
    { inject: (s, at) => `${s.slice(0, at)},${s.slice(at + 1)}` }, // half-width comma
  ];

  it(
    'every item points inside the text at its error',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 120 }), fc.constantFrom(...PARAGRAPHS), (noise, p) => {
          const text = p.slice(0, 30) + noise + p.slice(30);
          for (const it of proofread(text).items) {
            if (it.start < 0 || it.end > text.length || it.start > it.end) return false;
            if (text.slice(it.start, it.end) !== it.error) return false;
          }
          return true;
        }),
        { numRuns: 80 },
      );
    },
    TIMEOUT,
  );

  it(
    'applying the corrections of injected punctuation errors gives back the original',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...PARAGRAPHS), fc.nat(), fc.constantFrom(...injections), (p, n, { inject }) => {
          const commas = [...p.matchAll(/，/g)].map((m) => m.index);
          fc.pre(commas.length > 0);
          const at = commas[n % commas.length];
          const broken = inject(p, at);
          const items = proofread(broken, { checks: ['punctuation'] }).items;
          return applyCorrections(broken, items) === p;
        }),
        { numRuns: 60 },
      );
    },
    TIMEOUT,
  );

  it('applyCorrections ignores checks, stale items and overlaps', () => {
    const text = '甲乙丙丁';
    expect(
      applyCorrections(text, [
        { operation: OPERATION.check, error: '甲', correct: '子', start: 0, end: 1 },
        { operation: OPERATION.replace, error: '错', correct: '子', start: 1, end: 2 },
        { operation: OPERATION.swap, error: '丙丁', correct: '丁丙', start: 2, end: 4 },
        { operation: OPERATION.delete, error: '丁', correct: '', start: 3, end: 4 },
        { operation: OPERATION.insert, error: '', correct: '。', start: 4, end: 4 },
      ]),
    ).toBe('甲乙丁丙。');
  });
});

function existsSafe(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}
