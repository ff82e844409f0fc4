import type { InfoRow, PageResult, ScoreExplain, ScoreStatistics, StatResult, UpperDetailRow } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { type Fixture, insertFixture, Y } from './test-fixture';

let t: TestApp;
let c: ReturnType<typeof client>;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  f = await insertFixture(t.ctx.db);
});
afterAll(() => t.close());

/** A download (not JSON): the raw answer. */
const download = async (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { authorization: `Bearer ${await c.token('xinxi')}` }, payload });

const scores = async (kind: 'person' | 'unit') =>
  (await c.post<ScoreStatistics>('xinxi', 'info/score/statistics', { year: Y, kind })).body.data;
const explain = async (kind: 'person' | 'unit', id: string) =>
  (await c.post<ScoreExplain>('xinxi', 'info/score/statistics/detail', { year: Y, kind, id })).body.data;

describe('scores (the hand-computed fixture of docs/info-scores.md)', () => {
  it('scores reporters: agreed co-reporters and merged sources credited, the exclude rule keeps only the higher result', async () => {
    const s = await scores('person');
    const by = Object.fromEntries(s.rows.map((r) => [r.id, r]));
    expect(by[f.users.a].total).toBe(27.5);
    expect(by[f.users.b].total).toBe(26);
    expect(by[f.users.c].total).toBe(6);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(by[f.users.a].byEvent).toMatchObject({ report: 2, reviewPass: 5.5, adopt: 10, upperAdopt: 10, mergeAdopt: 0 });
    expect(by[f.users.b].byEvent).toMatchObject({ report: 2, reviewPass: 6, adopt: 5, upperAdopt: 10, mergeAdopt: 3 });
    expect(s.total).toBe(59.5);
  });

  it('scores units once per item and rule, with the rules that credit units only', async () => {
    const s = await scores('unit');
    const by = Object.fromEntries(s.rows.map((r) => [r.id, r.total]));
    expect(by).toEqual({ U1: 26, U2: 21 });
  });

  it('explains a score line by line, and the lines sum to the total', async () => {
    const s = await scores('person');
    for (const row of s.rows) {
      const e = await explain('person', row.id);
      expect(e.total).toBe(row.total);
      expect(Math.round(e.lines.reduce((n, l) => n + l.points, 0) * 10) / 10).toBe(row.total);
    }
    const a = await explain('person', f.users.a);
    const city = a.lines.find((l) => l.ruleId === f.rules.city);
    expect(city).toMatchObject({ itemId: f.items.i1, rulePoints: 5, points: 0 });
    expect(city?.excludedBy).toContain('省级采用');
    expect(
      a.lines
        .filter((l) => l.itemId === f.items.i2)
        .map((l) => l.ruleName)
        .sort(),
    ).toEqual(['审核通过', '报送', '社会民生类审核通过'].sort());
    const b = await explain('person', f.users.b);
    // the report of i7 fell in the year before; its review completed in this one
    expect(b.lines.filter((l) => l.itemId === f.items.i7).map((l) => l.event)).toEqual(['reviewPass']);
    expect(b.lines.find((l) => l.itemId === f.items.i5)).toMatchObject({ event: 'mergeAdopt', points: 3 });
    const u1 = await explain('unit', 'U1');
    expect(u1.total).toBe(26);
    expect((await c.post('xinxi', 'info/score/statistics/detail', { year: Y, kind: 'person', id: 'nobody' })).status).toBe(404);
  });

  it('caches until a rule changes or the cache is cleared', async () => {
    const first = await scores('person');
    expect((await scores('person')).computedAt).toBe(first.computedAt);
    const cleared = await c.get<{ cleared: number }>('xinxi', 'info/score/statistics/clear/cache');
    expect(cleared.body.data.cleared).toBeGreaterThan(0);
    const upd = await c.post('xinxi', 'info/score/rule/update', {
      id: f.rules.report,
      year: Y,
      name: '报送',
      event: 'report',
      points: 2,
      target: 1,
    });
    expect(upd.status).toBe(200);
    const after = await scores('person');
    expect(after.rows.find((r) => r.id === f.users.a)?.total).toBe(29.5);
    await c.post('xinxi', 'info/score/rule/update', { id: f.rules.report, year: Y, name: '报送', event: 'report', points: 1, target: 1 });
    expect((await scores('person')).rows.find((r) => r.id === f.users.a)?.total).toBe(27.5);
  });

  it('filters by name and refuses callers without the statistics permission', async () => {
    const s = (await c.post<ScoreStatistics>('xinxi', 'info/score/statistics', { year: Y, kind: 'unit', name: '城东' })).body.data;
    expect(s.rows.map((r) => r.id)).toEqual(['U2']);
    expect((await c.post('weiyuan', 'info/score/statistics', { year: Y })).status).toBe(403);
    expect((await c.post('xinxi', 'info/score/statistics', { year: 'abc' })).status).toBe(400);
    const xlsx = await download('info/score/statistics/export', { year: Y, kind: 'person' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('statistics', () => {
  const stat = async (path: string, body: Record<string, unknown> = { year: Y }, who = 'xinxi') =>
    (await c.post<StatResult>(who, path, body)).body.data;
  const row = (r: StatResult, name: string) => r.rows.find((x) => x.name === name)?.values;

  it('summary counts month by month, drafts left out', async () => {
    const r = await stat('info/statistics/summary');
    expect(r.rows).toHaveLength(12);
    expect(r.total).toMatchObject({ reported: 5, adopted: 2, notAdopted: 1, sentUp: 1, upperAdopted: 1, adoptRate: 40 });
    expect(row(r, '2月')).toMatchObject({ reported: 2 });
    expect(row(r, '3月')).toMatchObject({ reported: 1, adopted: 1, upperAdopted: 1 });
  });

  it('by top-level type, by reporter, by unit, by type within units', async () => {
    const type = await stat('info/statistics/type');
    expect(row(type, '经济发展')).toMatchObject({ reported: 4, adopted: 2, adoptRate: 50 });
    expect(row(type, '社会民生')).toMatchObject({ reported: 1, adopted: 0 });
    const report = await stat('info/statistics/report');
    expect(report.rows[0]).toMatchObject({ id: f.users.a, values: { reported: 3, adopted: 2 } });
    const unit = await stat('info/statistics/unit/report');
    expect(unit.rows.map((x) => [x.id, x.values.reported])).toEqual([
      ['U1', 4],
      ['U2', 1],
    ]);
    const byType = await stat('info/statistics/unit/report', { year: Y, byType: true });
    expect(byType.columns.map((x) => x.title)).toContain('社会民生');
    const u1 = byType.rows.find((x) => x.id === 'U1')?.values ?? {};
    const economy = byType.columns.find((x) => x.title === '经济发展')?.key ?? '';
    expect(u1[economy]).toBe(3);
    const typed = await stat('info/statistics/type', { year: Y, typeId: f.types.livelihood });
    expect(typed.total.reported).toBe(1);
  });

  it('contribution, personal adoption and adoption above', async () => {
    const contribution = await stat('info/statistics/report/contribution');
    expect(contribution.rows.find((x) => x.id === f.users.b)?.values).toMatchObject({
      credited: 3,
      lead: 1,
      joint: 1,
      mergedFrom: 1,
      adopted: 2,
    });
    // a co-reporter who has not agreed is nobody's contribution
    expect(contribution.rows.find((x) => x.id === f.users.c)?.values).toMatchObject({ credited: 2, joint: 0 });
    const personal = await stat('info/individual/adopt/statistics');
    expect(personal.rows.find((x) => x.id === f.users.a)?.values).toMatchObject({ adopted: 2, city: 1, province: 1, upperAdopted: 1 });
    const use = await stat('info/adopt/statistics');
    expect(row(use, '市级')).toMatchObject({ sent: 1, adopted: 1, adoptRate: 100 });
    expect(row(use, '全国')).toMatchObject({ sent: 0 });
    const detail = (
      await c.post<PageResult<UpperDetailRow>>('xinxi', 'info/adopt/statistics/info/detail', { year: Y, submissionObject: 2 })
    ).body.data;
    expect(detail.total).toBe(1);
    expect(detail.list[0]).toMatchObject({ id: f.items.i1, adopted: true, resultDate: `${Y}-05-01` });
    const adopted = (await c.post<PageResult<InfoRow>>('xinxi', 'info/statistics/adopt/detail', { year: Y, unitId: 'U1' })).body.data;
    expect(adopted.list.map((x) => x.id).sort()).toEqual([f.items.i1, f.items.i5].sort());
    const july = (
      await c.post<PageResult<InfoRow>>('xinxi', 'info/statistics/adopt/detail', { year: Y, dateFrom: `${Y}-07-01`, dateTo: `${Y}-07-01` })
    ).body.data;
    expect(july.list.map((x) => x.id)).toEqual([f.items.i5]);
  });

  it('a reporter sees only the items crediting them (the /social/count pages)', async () => {
    const mine = await stat('info/statistics/summary', { year: Y }, 'zb_cd');
    expect(mine.total.reported).toBe(3);
    expect((await c.post('zb_cd', 'info/adopt/statistics/info/detail', { year: Y })).status).toBe(403);
    expect((await c.post('admin', 'info/statistics/summary', { year: Y })).status).toBe(403);
  });

  it('refuses bad filters with 400 naming the field and exports xlsx', async () => {
    const bad = await c.post('xinxi', 'info/statistics/summary', { year: Y, dateFrom: '2031-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('开始日期');
    const xlsx = await download('info/statistics/type/export', { year: Y });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('desktop', () => {
  it('overview and the two graphs of a year', async () => {
    const o = (await c.get<Record<string, number>>('xinxi', `info/desktop/overview?year=${Y}`)).body.data;
    expect(o).toMatchObject({ year: Y, reported: 5, adopted: 2, sentUp: 1, upperAdopted: 1 });
    const g = (await c.get<{ categories: string[]; series: { key: string; data: number[] }[] }>('xinxi', `info/desktop/graph/data/${Y}`))
      .body.data;
    expect(g.categories).toHaveLength(12);
    expect(g.series.find((s) => s.key === 'reported')?.data[1]).toBe(2);
    const two = (
      await c.get<{ categories: string[]; series: { key: string; data: number[] }[] }>('xinxi', `info/desktop/graph/two/data/${Y}`)
    ).body.data;
    expect(two.series[0].data[two.categories.indexOf('经济发展')]).toBe(4);
    expect((await c.get('xinxi', 'info/desktop/graph/data/abc')).status).toBe(400);
  });

  it("a member's yearly target counts the items they reported", async () => {
    const r = (await c.get<{ year: number; done: number; target: number | null }>('weiyuan', `info/count/annual?year=${Y}`)).body.data;
    expect(r).toMatchObject({ year: Y, done: 3 });
  });
});
