import { type CorrectionResult, proofreadChecks, type WordTypeMapResult } from '@cppcc/contracts';
import { ALL_CHECKS } from '@cppcc/textkit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { memberProfile } from '../../member/tables';
import { user } from '../../system/tables';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
}, 60_000);
afterAll(() => t.close());

const correct = (content: unknown, who = 'weiyuan') => c.post<CorrectionResult>(who, 'data/intellect/baidu/error/correction', { content });
const types = (r: CorrectionResult) => r.detailList.map((i) => i.type);

describe('POST /data/intellect/baidu/error/correction', () => {
  it('refuses empty content with the spec message, also for markup without text', async () => {
    for (const content of ['', '<p>  </p><p><br></p>', undefined]) {
      const r = await c.post('weiyuan', 'data/intellect/baidu/error/correction', content === undefined ? {} : { content });
      expect([r.status, r.body.msg]).toEqual([400, '暂无内容, 无法进行纠错']);
    }
    const bad = await c.post('weiyuan', 'data/intellect/baidu/error/correction', { content: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('content');
    const long = await correct('政协委员积极建言献策。'.repeat(5000));
    expect([long.status, long.body.msg]).toEqual([400, '内容超过50000字，请分段纠错']);
  });

  it('needs a signed-in user', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/data/intellect/baidu/error/correction', payload: { content: '测试' } });
    expect(r.statusCode).toBe(401);
  });

  it('finds wrong characters, 的/地/得, repeats and number errors in rich text, with offsets into the plain text', async () => {
    const html =
      '<p>内蒙古自治区乌兰察布市大力培育发展大数局产业。</p><p>从先秦到明清时期得驿传制度，是维持国家秩序地交通建置。</p>' +
      '<p>要进一步进一步完善制度。会议于2026年13月召开。</p>';
    const r = await correct(html);
    expect(r.status).toBe(200);
    const { detailList, contentHtml, checkDetailList } = r.body.data;
    expect(checkDetailList).toEqual([]);
    const text =
      '内蒙古自治区乌兰察布市大力培育发展大数局产业。\n从先秦到明清时期得驿传制度，是维持国家秩序地交通建置。\n要进一步进一步完善制度。会议于2026年13月召开。';
    const byType = (ty: string) => detailList.filter((i) => i.type === ty);
    expect(byType('010100')[0]).toMatchObject({ error: '局', correct: '据', operation: 2, checked: false });
    expect(byType('010200').map((i) => [i.error, i.correct])).toEqual([
      ['得', '的'],
      ['地', '的'],
    ]);
    expect(byType('030100')[0]).toMatchObject({ error: '进一步', operation: 4 });
    expect(byType('040400')[0]).toMatchObject({ error: '13月' });
    for (const it of detailList) {
      expect(text.slice(it.start, it.end)).toBe(it.error);
      expect(it.id).toBe(`${it.type}:${it.start}:${it.end}`);
      expect(contentHtml).toContain(`data-id="${it.id}"`);
    }
    expect(detailList.map((i) => i.sort)).toEqual(detailList.map((_, k) => k));
    expect(byType('010100')[0].sentence).toBe('内蒙古自治区乌兰察布市大力培育发展大数局产业。');
    expect(contentHtml).toContain('<mark class="proofread-mark" data-id="010100:');
    expect(contentHtml).toContain('<br>');
    expect(contentHtml).not.toContain('<p>');
  });

  it('checks punctuation (misuse, missing, redundant) and escapes the text it returns', async () => {
    const r = await correct('我们要加快发展,推进改革，，并且完善“制度。<script>');
    const { detailList, contentHtml } = r.body.data;
    expect(types(r.body.data)).toEqual(expect.arrayContaining(['020100', '020200', '020300']));
    expect(detailList.find((i) => i.type === '020100')).toMatchObject({ error: ',', correct: '，' });
    expect(contentHtml).not.toContain('<script>');
  });

  it('checks poems against the seeded quotations library and a line an administrator adds', async () => {
    const r = await correct('正如古人所说，海内存知己，天涯若比临。我们要欲穷千里目，更上一层搂。');
    const poems = r.body.data.detailList.filter((i) => i.type === '010600');
    expect(poems.map((i) => [i.error, i.correct])).toEqual([
      ['临', '邻'],
      ['搂', '楼'],
    ]);
    const before = await correct('正所谓白日依山尽，黄河入海留。');
    expect(before.body.data.detailList.filter((i) => i.type === '010600')).toEqual([]);
    const add = await c.post('admin', 'data/intellect/quotation/add', {
      text: '白日依山尽，黄河入海流',
      author: '王之涣',
      title: '《登鹳雀楼》',
      dynasty: '唐',
    });
    expect(add.status).toBe(200);
    const after = await correct('正所谓白日依山尽，黄河入海留。');
    expect(after.body.data.detailList.filter((i) => i.type === '010600')[0]).toMatchObject({ error: '留', correct: '流' });
  });

  it('checks names and posts against the members and staff of the platform', async () => {
    const [chair] = await t.ctx.db
      .select({ name: user.username })
      .from(user)
      .innerJoin(memberProfile, eq(memberProfile.userId, user.id))
      .where(and(eq(memberProfile.memberDuty, '副主席'), eq(user.userType, 1)))
      .limit(1);
    const [staff] = await t.ctx.db.select({ name: user.username }).from(user).where(eq(user.loginName, 'zhou.tian'));
    // a vice-chairman called chairman; the office director (提案委员会办公室主任) rightly 主任
    const r = await correct(`${chair.name}主席、${staff.name}主任一行到东城区调研。`);
    const post = r.body.data.detailList.find((i) => i.type === '040102');
    expect(post).toMatchObject({ error: '主席' });
    expect(post?.explain).toContain('副主席');
    expect(r.body.data.detailList.filter((i) => i.type === '040102')).toHaveLength(1);
    // one character off a registered name
    const wrong = `${staff.name.slice(0, -1)}${staff.name.endsWith('平') ? '萍' : '平'}`;
    const n = await correct(`${wrong}主任参加会议。`);
    expect(n.body.data.detailList.find((i) => i.type === '040101')).toMatchObject({ error: wrong, correct: staff.name, operation: 2 });
  });

  it('checks administrative divisions', async () => {
    const r = await correct('调研组前往杭州市天河区，随后到江苏省杭州市上城区和浙江省杭州市西湖县。');
    const found = r.body.data.detailList.filter((i) => i.type.startsWith('06')).map((i) => [i.type, i.error]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['060200', '杭州市'],
        ['060300', '江苏省'],
        ['060100', '西湖县'],
      ]),
    );
  });

  it('puts sensitive words in checkDetailList with explainStructure and origin, marked in the text', async () => {
    const r = await correct('有人把台湾地区领导人称为台湾总统，这种说法必须纠正，不能用满清指代清朝。');
    const { checkDetailList, detailList, contentHtml } = r.body.data;
    expect(detailList.filter((i) => i.type === '010000')).toEqual([]);
    expect(checkDetailList.map((i) => [i.error, i.origin, i.originName, i.operation])).toEqual([
      ['台湾总统', 'politics', '政治', 0],
      ['满清', 'politics', '政治', 0],
    ]);
    expect(checkDetailList[0].explainStructure).toContain('台湾地区领导人');
    expect(checkDetailList.map((i) => i.sort)).toEqual([0, 1]);
    expect(contentHtml).toContain(`<mark class="proofread-mark proofread-sensitive" data-id="${checkDetailList[0].id}"`);
  });

  it('picks up a word the administrator adds to the dictionary without a restart', async () => {
    const text = '要坚决杜绝形式主义。';
    expect((await correct(text)).body.data.checkDetailList).toEqual([]);
    const add = await c.post('admin', 'system/sensitive/add', { word: '形式主义', type: 'custom', explain: '测试用词' });
    expect(add.status).toBe(200);
    const after = await correct(text);
    expect(after.body.data.checkDetailList.map((i) => [i.error, i.explainStructure, i.originName])).toEqual([
      ['形式主义', '测试用词', '自定义'],
    ]);
  });

  it('runs only the checks asked for', async () => {
    const r = await c.post<CorrectionResult>('weiyuan', 'data/intellect/baidu/error/correction', {
      content: '我们要加快发展,推进改革。台湾总统',
      checks: ['punctuation'],
    });
    expect(r.body.data.checkDetailList).toEqual([]);
    expect(r.body.data.detailList.every((i) => i.type.startsWith('02'))).toBe(true);
    // every check the engine runs can be named (the contract's list is the engine's), the grammar check too
    expect([...proofreadChecks].sort()).toEqual([...ALL_CHECKS].sort());
    const grammar = await c.post('weiyuan', 'data/intellect/baidu/error/correction', { content: '好', checks: ['grammar'] });
    expect(grammar.status).toBe(200);
    const bad = await c.post('weiyuan', 'data/intellect/baidu/error/correction', { content: '好', checks: ['style'] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('checks');
  });
});

describe('POST /sensitiveWord/wordTypeMap', () => {
  it('maps each origin to the distinct words found, counting repeats', async () => {
    const r = await c.post<WordTypeMapResult>('weiyuan', 'sensitiveWord/wordTypeMap', {
      content: '<p>不能说台湾总统，也不要再写台湾总统；台湾总统府一词中的不算。不用满清，不称残废人。</p>',
    });
    expect(r.status).toBe(200);
    const politics = r.body.data['政治'];
    expect(politics.map((i) => [i.error, i.count])).toEqual([
      ['台湾总统', 2],
      ['满清', 1],
    ]);
    expect(politics[0]).toMatchObject({ type: 'politics', id: expect.stringMatching(/^010000:\d+:\d+$/) });
    expect(politics[0].explainStructure).toContain('台湾地区领导人');
    expect(r.body.data['禁用词'].map((i) => i.error)).toEqual(['残废人']);
  });

  it('answers an empty map for text without sensitive words or without text', async () => {
    expect((await c.post('weiyuan', 'sensitiveWord/wordTypeMap', { content: '加快建设教育强国。' })).body.data).toEqual({});
    expect((await c.post('weiyuan', 'sensitiveWord/wordTypeMap', { content: '' })).body.data).toEqual({});
  });
});
