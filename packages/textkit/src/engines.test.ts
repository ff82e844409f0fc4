import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_DETECT_TOO_SHORT, AI_REMARKS, AiTextTooShortError, aiRemark, detectAi } from './ai-detect.js';
import { chunks } from './ai-features.js';
import { AI_DETECT_ACCURACY } from './ai-model.js';
import { lexicon } from './lexicon.js';
import { ReferenceIndex } from './reference-index.js';
import { SensitiveMatcher, sensitiveWordTypeMap } from './sensitive.js';
import { PARAGRAPHS, UNRELATED } from './test-helpers.js';
import { TextClassifier } from './text-classifier.js';

const THUCNEWS = '/work/shared/data/corpora/thucnews-titles.dev.tsv';

beforeAll(() => {
  lexicon();
}, 60_000);

describe('sensitiveWordTypeMap', () => {
  it('groups the words found by type, each once, whole words only', () => {
    const words = [
      { word: '赌博', type: '违法' },
      { word: '色情', type: '低俗' },
      { word: 'AV', type: '低俗' },
      { word: '暴恐', type: '暴恐' },
    ];
    const text = '严禁赌博和色情活动，再次严禁赌博。JAVA 课程不含 AV 内容，清理赌博机。';
    expect(sensitiveWordTypeMap(text, words)).toEqual({ 违法: ['赌博'], 低俗: ['色情', 'AV'] });
    expect(sensitiveWordTypeMap('没有问题的文本', words)).toEqual({});
  });

  it('finds overlapping entries and prefers the longer one', () => {
    const m = new SensitiveMatcher([
      { word: '台独', type: 'a' },
      { word: '台独分子', type: 'b' },
    ]);
    const hits = m.find('坚决反对台独，打击台独分子');
    expect(hits.map((h) => [h.start, h.end, h.entry.type])).toEqual([
      [4, 6, 'a'],
      [9, 13, 'b'],
    ]);
  });
});

describe('detectAi', () => {
  it('refuses texts under 100 characters with the spec message', () => {
    expect(() => detectAi('太短了')).toThrow(AiTextTooShortError);
    expect(() => detectAi('太短了')).toThrow(AI_DETECT_TOO_SHORT);
  });

  it('uses the spec thresholds: above 80 probable, above 60 partly, 80 and 60 themselves fall lower', () => {
    expect(aiRemark(80.01)).toBe(AI_REMARKS.probable);
    expect(aiRemark(80)).toBe(AI_REMARKS.partial);
    expect(aiRemark(60.5)).toBe(AI_REMARKS.partial);
    expect(aiRemark(60)).toBe(AI_REMARKS.human);
  });

  it('scores chunks of about 100 characters that cover the text', () => {
    const text = PARAGRAPHS.join('');
    const r = detectAi(text);
    expect(r.all_lines.length).toBeGreaterThan(3);
    for (const line of r.all_lines) {
      expect(text.slice(line.start, line.end)).toBe(line.text);
      expect(line.ai_percent).toBeGreaterThanOrEqual(0);
      expect(line.ai_percent).toBeLessThanOrEqual(100);
    }
    expect(r.all_lines.map((l) => l.text).join('')).toBe(text);
    expect(r.remark).toBe(aiRemark(r.ai_percent));
    for (const c of chunks(text)) expect(c.end - c.start).toBeLessThanOrEqual(300);
  });

  it('tells an assistant-style answer from a chatty human one', () => {
    const assistant =
      '首先，需要注意的是，提高睡眠质量可以从多个方面入手。其次，建议您保持规律的作息时间，避免在睡前使用电子设备。此外，适当的运动也有助于改善睡眠。总的来说，良好的生活习惯能够帮助您获得更好的睡眠，如果问题持续存在，建议您咨询专业医生。';
    const human =
      '我前几天也失眠了，真的难受啊！后来我妈说睡前喝杯热牛奶，我试了两晚，好像还真有点用吧。哈哈，不过也可能是我白天太累了。反正你也可以试试呗，别老刷手机了，我就是刷手机刷到两点才睡的，第二天上班困死了。周末我打算去爬山，累一点说不定晚上就睡得香了，到时候再跟你说效果咋样。';
    expect(detectAi(assistant).ai_percent).toBeGreaterThan(detectAi(human).ai_percent);
    expect(detectAi(human).remark).toBe(AI_REMARKS.human);
  });

  it('exports the accuracy measured on held-apart rows', () => {
    expect(AI_DETECT_ACCURACY).toBeGreaterThan(0.7);
    expect(AI_DETECT_ACCURACY).toBeLessThanOrEqual(1);
  });
});

describe('TextClassifier', () => {
  const docs = [
    { text: '乡镇卫生院人才短缺，基层医疗服务能力不足', labels: ['医疗卫生'] },
    { text: '完善乡村医生待遇保障，加大基层医疗投入', labels: ['医疗卫生', '财政'] },
    { text: '老旧小区改造后缺乏长效管理，加装电梯协调难', labels: ['城市建设'] },
    { text: '停车位不足，小区物业服务缺位', labels: ['城市建设'] },
    { text: '河道生活污水直排，河长制流于形式', labels: ['生态环境'] },
    { text: '运用卫星遥感和无人机巡查河湖问题', labels: ['生态环境'] },
  ];

  it('predicts the label of a related text first, scores in [0, 1]', () => {
    const c = new TextClassifier({ k: 3 }).train(docs);
    const [top, ...rest] = c.predict('建议提高基层医生待遇，解决卫生院人才流失', 3);
    expect(top.label).toBe('医疗卫生');
    for (const s of [top, ...rest]) expect(s.score).toBeGreaterThan(0);
    expect([top, ...rest].reduce((a, s) => a + s.score, 0)).toBeLessThanOrEqual(1.0001);
  });

  it('learns incrementally and returns nothing when it knows nothing', () => {
    const c = new TextClassifier();
    expect(c.predict('任何文本')).toEqual([]);
    c.train(docs);
    expect(c.predict('学校课后服务与教师减负')[0]?.label).not.toBe('教育');
    c.add({ text: '学校课后服务增加教师负担，需要教师减负', labels: ['教育'] });
    expect(c.predict('学校课后服务与教师减负')[0].label).toBe('教育');
    expect(c.size).toBe(7);
  });

  it.skipIf(!existsSync(THUCNEWS))(
    'reaches a useful top-1 accuracy on THUCNews headlines (held-out fifth)',
    () => {
      const rows = readFileSync(THUCNEWS, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split('\t'));
      const c = new TextClassifier();
      const test: string[][] = [];
      rows.forEach((r, i) => {
        if (i % 5 === 0) test.push(r);
        else c.add({ text: r[0], labels: [r[1]] });
      });
      const sample = test.slice(0, 400);
      const hits = sample.filter((r) => c.predict(r[0], 1)[0]?.label === r[1]).length;
      expect(hits / sample.length).toBeGreaterThan(0.6);
    },
    60_000,
  );
});

describe('ReferenceIndex', () => {
  function index(): ReferenceIndex {
    const idx = new ReferenceIndex();
    PARAGRAPHS.forEach((p, i) => {
      idx.add({ id: `p${i}`, title: p.slice(0, 12), content: p, time: `2025-0${(i % 9) + 1}-01` });
    });
    idx.add({ id: 'u', title: '秋天的老街', content: UNRELATED });
    return idx;
  }

  it('ranks by BM25 with highlights, pages of 20 by default', () => {
    const r = index().search('基层医疗');
    expect(r.total).toBeGreaterThan(0);
    expect(r.list[0].id).toBe('p0');
    expect(r.list.map((h) => h.score)).toEqual([...r.list.map((h) => h.score)].sort((a, b) => b - a));
    expect(r.list[0].highlights.join('')).toContain('<em>基层</em>');
    expect(r.list.length).toBeLessThanOrEqual(20);
  });

  it('pages, sorts by time, removes and replaces', () => {
    const idx = index();
    const all = idx.search('建议', { pageSize: 100 });
    const page2 = idx.search('建议', { pageNum: 2, pageSize: 2 });
    expect(page2.total).toBe(all.total);
    expect(page2.list.map((h) => h.id)).toEqual(all.list.slice(2, 4).map((h) => h.id));
    const byTime = idx.search('建议', { sortType: 1, pageSize: 100 }).list.map((h) => h.id);
    expect(byTime).toHaveLength(all.total);
    expect(idx.remove('p0')).toBe(true);
    expect(idx.search('乡镇卫生院').list.map((h) => h.id)).not.toContain('p0');
    idx.add({ id: 'p1', title: '新标题', content: '糖炒栗子' });
    expect(
      idx
        .search('糖炒栗子')
        .list.map((h) => h.id)
        .sort(),
    ).toEqual(['p1', 'u']);
    expect(idx.search('').total).toBe(0);
  });

  it('escapes HTML in highlights', () => {
    const idx = new ReferenceIndex();
    idx.add({ id: 'x', title: '<b>标题</b>', content: '关于<script>医疗</script>的建议' });
    const [hit] = idx.search('医疗').list;
    expect(hit.highlights.join('')).not.toContain('<script>');
    expect(hit.highlights.join('')).toContain('<em>医疗</em>');
  });
});
