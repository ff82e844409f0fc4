import type { StatResult } from '@cppcc/contracts';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../../test/client';
import { createTestApp, type TestApp } from '../../../../../test/harness';
import type { Db } from '../../../../platform/db/client';
import { newId } from '../../../../platform/db/ids';
import { user } from '../../../system/tables';
import { infoItem, infoReporter, infoType, publicationType } from '../../tables';
import { publication, publicationFeedback, publicationInstruction, publicationItem } from '../tables';

/**
 * Issues of 2032 (no demo data reaches it) written straight into the tables, and the counts
 * worked out by hand (docs/publications-stats.md, "The test fixture"):
 *
 *   items (all adopted): j1 A lead + B agreed · j2 A lead + C declined · j3 B · j4 C lead, A merged source
 *                        · j5 B · j6 A (an issue of 2031) · j7 A (a deleted issue)
 *   issues: P1 T1 已分发 [j1 j2] · P2 T1 已分发 [j3 j4] · P3 T2 编辑中 [j5] · P5 T1 编辑中, empty
 *           · P4 T2 of 2031 [j6] · P6 T1 deleted [j7]
 *   instructions: n1 P1 whole issue, province · n2 P1 j1, city · n3 P2 j4, national · n4 P2 j3 deleted · n5 P4
 *   feedback: b1 P1 j2 · b2 P2 whole issue · b3 P2 j3 deleted
 */
const Y = 2032;

interface Fixture {
  users: { a: string; b: string; c: string };
  types: { t1: string; t2: string };
}

async function insertFixture(db: Db): Promise<Fixture> {
  const accounts = await db
    .select({ id: user.id, loginName: user.loginName, name: user.username })
    .from(user)
    .where(inArray(user.loginName, ['weiyuan', 'zb_cd', 'jiti']));
  const acc = (login: string) => {
    const u = accounts.find((x) => x.loginName === login);
    if (!u) throw new Error(`demo account ${login} missing`);
    return u;
  };
  const [A, B, C] = [acc('weiyuan'), acc('zb_cd'), acc('jiti')];
  const unitOf: Record<string, [string, string]> = {
    [A.id]: ['PU1', '刊物统计单位甲'],
    [B.id]: ['PU2', '刊物统计单位乙'],
    [C.id]: ['PU1', '刊物统计单位甲'],
  };
  const typeId = async (name: string) => {
    const [t] = await db.select({ id: infoType.id }).from(infoType).where(eq(infoType.name, name)).limit(1);
    if (!t) throw new Error(`info type ${name} missing`);
    return t.id;
  };
  const [business, education] = [await typeId('营商环境'), await typeId('教育')];

  const types = { t1: newId(), t2: newId() };
  await db.insert(publicationType).values([
    { id: types.t1, name: '统计测试刊一', sort: 900 },
    { id: types.t2, name: '统计测试刊二', sort: 901 },
  ]);

  const j = Object.fromEntries(['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7'].map((k) => [k, newId()])) as Record<string, string>;
  const item = (id: string, lead: typeof A, type: string) => ({
    id,
    year: Y,
    typeId: type,
    title: `刊物统计信息${id}`,
    content: '<p>内容</p>',
    contentText: '内容',
    reporterId: lead.id,
    reporterName: lead.name,
    unitId: unitOf[lead.id][0],
    unitName: unitOf[lead.id][1],
    state: 3,
    adopt: 1,
    collected: true,
    reportTime: new Date(`${Y}-03-01T10:00:00+08:00`),
  });
  await db
    .insert(infoItem)
    .values([
      item(j.j1, A, business),
      item(j.j2, A, education),
      item(j.j3, B, business),
      item(j.j4, C, education),
      item(j.j5, B, business),
      item(j.j6, A, business),
      item(j.j7, A, business),
    ]);
  const rep = (itemId: string, u: typeof A, role: number, joint: number | null = null) => ({
    itemId,
    userId: u.id,
    name: u.name,
    unitId: unitOf[u.id][0],
    unitName: unitOf[u.id][1],
    role,
    joint,
  });
  await db
    .insert(infoReporter)
    .values([
      rep(j.j1, A, 1),
      rep(j.j1, B, 2, 1),
      rep(j.j2, A, 1),
      rep(j.j2, C, 2, -1),
      rep(j.j3, B, 1),
      rep(j.j4, C, 1),
      rep(j.j4, A, 3),
      rep(j.j5, B, 1),
      rep(j.j6, A, 1),
      rep(j.j7, A, 1),
    ]);

  const P = Object.fromEntries(['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map((k) => [k, newId()])) as Record<string, string>;
  const issue = (id: string, type: string, num: number, state: number, year = Y, deletedAt: Date | null = null) => ({
    id,
    typeId: type,
    year,
    num,
    totalNum: 500 + num + (year === Y ? 0 : 50) + (deletedAt ? 90 : 0),
    title: `统计测试第${num}期`,
    state,
    deletedAt,
  });
  await db
    .insert(publication)
    .values([
      issue(P.P1, types.t1, 1, 3),
      issue(P.P2, types.t1, 2, 3),
      issue(P.P3, types.t2, 1, 0),
      issue(P.P4, types.t2, 1, 3, Y - 1),
      issue(P.P5, types.t1, 3, 0),
      issue(P.P6, types.t1, 4, 0, Y, new Date()),
    ]);
  const inIssue = (publicationId: string, infoId: string, sort: number) => ({
    id: newId(),
    publicationId,
    infoId,
    sort,
    title: `刊物统计信息${infoId}`,
    content: '<p>内容</p>',
  });
  await db
    .insert(publicationItem)
    .values([
      inIssue(P.P1, j.j1, 1),
      inIssue(P.P1, j.j2, 2),
      inIssue(P.P2, j.j3, 1),
      inIssue(P.P2, j.j4, 2),
      inIssue(P.P3, j.j5, 1),
      inIssue(P.P4, j.j6, 1),
      inIssue(P.P6, j.j7, 1),
    ]);
  const instruction = (publicationId: string, infoId: string | null, level: number, deletedAt: Date | null = null) => ({
    id: newId(),
    publicationId,
    infoId,
    leaderName: '统计测试领导',
    level,
    content: '请有关部门研究办理',
    instructedOn: `${Y}-05-01`,
    deletedAt,
  });
  await db
    .insert(publicationInstruction)
    .values([
      instruction(P.P1, null, 2),
      instruction(P.P1, j.j1, 3),
      instruction(P.P2, j.j4, 1),
      instruction(P.P2, j.j3, 4, new Date()),
      instruction(P.P4, j.j6, 2),
    ]);
  const feedback = (publicationId: string, infoId: string | null, deletedAt: Date | null = null) => ({
    id: newId(),
    publicationId,
    infoId,
    unitName: '市发展改革委',
    content: '已研究落实',
    createdBy: A.id,
    createdByName: A.name,
    deletedAt,
  });
  await db.insert(publicationFeedback).values([feedback(P.P1, j.j2), feedback(P.P2, null), feedback(P.P2, j.j3, new Date())]);
  return { users: { a: A.id, b: B.id, c: C.id }, types };
}

let t: TestApp;
let c: ReturnType<typeof client>;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  f = await insertFixture(t.ctx.db);
});
afterAll(() => t.close());

const stat = async (path: string, body: Record<string, unknown>) => {
  const r = await c.post<StatResult>('xinxi', `publication/statistics/${path}`, body);
  expect(r.status).toBe(200);
  return r.body.data;
};
const row = (r: StatResult, id: string | null) => r.rows.find((x) => x.id === id)?.values;
/** issues, published, instructions (total, national, province, city, district), feedback */
const counts = (v: Record<string, number> | undefined) =>
  v && [v.issues, v.published, v.instructions, v.level1, v.level2, v.level3, v.level4, v.feedback];

describe('publication statistics (the hand-made fixture above)', () => {
  it('per reporter: lead, agreeing co-reporters and merged sources credited; issue-wide instructions and feedback reach every item', async () => {
    const r = await stat('reporter', { year: Y });
    expect(r.columns.map((x) => x.title)).toEqual([
      '期数',
      '刊发条数',
      '批示合计',
      '国家级领导批示',
      '省级领导批示',
      '市级领导批示',
      '区县级领导批示',
      '反馈数',
    ]);
    expect(r.rows).toHaveLength(3);
    expect(counts(row(r, f.users.a))).toEqual([2, 3, 3, 1, 1, 1, 0, 2]);
    expect(counts(row(r, f.users.b))).toEqual([3, 2, 2, 0, 1, 1, 0, 1]);
    expect(counts(row(r, f.users.c))).toEqual([1, 1, 1, 1, 0, 0, 0, 1]);
    // the 合计 counts each issue, item, instruction once, not the sum of the rows
    expect(counts(r.total)).toEqual([3, 4, 3, 1, 1, 1, 0, 2]);
    expect(r.rows[0].id).toBe(f.users.a);
  });

  it('per unit: an item with two people of one unit counts once', async () => {
    const r = await stat('unit', { year: Y });
    expect(counts(row(r, 'PU1'))).toEqual([2, 3, 3, 1, 1, 1, 0, 2]);
    expect(counts(row(r, 'PU2'))).toEqual([3, 2, 2, 0, 1, 1, 0, 1]);
    expect(r.rows.find((x) => x.id === 'PU1')?.name).toBe('刊物统计单位甲');
  });

  it('per publication type: every issue of the year counts, empty ones too; deleted issues and other years do not', async () => {
    const r = await stat('type', { year: Y });
    expect(counts(row(r, f.types.t1))).toEqual([3, 4, 3, 1, 1, 1, 0, 2]);
    expect(counts(row(r, f.types.t2))).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.total.issues).toBe(4);
    const two = await stat('type', { year: Y, typeId: f.types.t2 });
    expect(two.rows.map((x) => x.id)).toEqual([f.types.t2]);
    const prev = await stat('reporter', { year: Y - 1 });
    expect(counts(row(prev, f.users.a))).toEqual([1, 1, 1, 0, 1, 0, 0, 0]);
  });

  it("per top-level info category of the items' types", async () => {
    const r = await stat('type', { year: Y, by: 'infoType' });
    const named = (name: string) => counts(r.rows.find((x) => x.name === name)?.values);
    expect(named('经济发展')).toEqual([3, 2, 2, 0, 1, 1, 0, 1]);
    expect(named('社会民生')).toEqual([2, 2, 2, 1, 1, 0, 0, 2]);
    expect(named('其他')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(counts(r.total)).toEqual([3, 4, 3, 1, 1, 1, 0, 2]);
    const typed = await stat('reporter', { year: Y, typeId: f.types.t2 });
    expect(counts(row(typed, f.users.b))).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses callers outside the information office (403) and bad filters (400 naming the field)', async () => {
    for (const who of ['weiyuan', 'zb_cd', 'admin'])
      expect((await c.post(who, 'publication/statistics/reporter', { year: Y })).status).toBe(403);
    expect((await c.post('weiyuan', 'publication/statistics/type/export', { year: Y })).status).toBe(403);
    const bad = await c.post('xinxi', 'publication/statistics/unit', { year: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('年度');
    const by = await c.post('xinxi', 'publication/statistics/type', { year: Y, by: 'month' });
    expect(by.status).toBe(400);
    expect(by.body.msg).toContain('统计方式');
  });

  it('exports the table as xlsx with Chinese headers, the rows and 合计', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/publication/statistics/reporter/export',
      headers: { authorization: `Bearer ${await c.token('xinxi')}` },
      payload: { year: Y },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '上报人',
      '期数',
      '刊发条数',
      '批示合计',
      '国家级领导批示',
      '省级领导批示',
      '市级领导批示',
      '区县级领导批示',
      '反馈数',
    ]);
    expect(sheet.rowCount).toBe(5);
    const names = [2, 3, 4].map((n) => values(n)[0]);
    expect(names).toHaveLength(3);
    expect(values(5)).toEqual(['合计', 3, 4, 3, 1, 1, 1, 0, 2]);
  });
});
