import type { MaAnnualCount, MaAttendance, MaDesktopCount, MaStats } from '@cppcc/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { newId } from '../../../platform/db/ids';
import { chinaYear } from '../../../platform/time/china';
import { memberStandings } from '../../member';
import { accountIdsByLoginNames } from '../../system';
import { maApply, maAttend, maRecord } from '../tables';

/** Statistics of a kind over records of a year nobody else uses (2031), written directly. */
let t: TestApp;
let c: ReturnType<typeof client>;
const YEAR = 2031;
let me = '';
let m1 = '';
let m2 = '';
const rec = { a: '', b: '', draft: '', activity: '' };

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const accounts = await accountIdsByLoginNames(t.ctx.db, ['weiyuan', 'wu.bgt']);
  me = accounts.get('weiyuan') as string;
  const staff = accounts.get('wu.bgt') as string;
  // two other members with a sector and no standing shared with weiyuan
  const standings = await memberStandings(t.ctx.db);
  const mySector = standings.find((s) => s.userId === me)?.sectorId ?? null;
  const others = [...new Map(standings.filter((s) => s.userId !== me && s.sectorId).map((s) => [s.userId, s])).values()];
  m1 = others[0].userId;
  m2 = (others.find((s) => s.sectorId !== mySector && s.userId !== m1) ?? others[1]).userId;
  const row = (title: string, month: number, over: Partial<typeof maRecord.$inferInsert> = {}): typeof maRecord.$inferInsert => ({
    id: newId(),
    kind: 'meet',
    typeId: 'h4-stats-type',
    year: YEAR,
    title,
    startTime: new Date(Date.UTC(YEAR, month - 1, 1, 1)),
    endTime: new Date(Date.UTC(YEAR, month - 1, 1, 4)),
    signSecret: 's',
    state: 2,
    createdBy: staff,
    ...over,
  });
  // 1 March 00:30 UTC is 08:30 in China, 1 March; 31 May 17:00 UTC is 1 June in China
  const rows = [
    row('统计甲', 3),
    row('统计乙', 6, { startTime: new Date(Date.UTC(YEAR, 4, 31, 17)), endTime: new Date(Date.UTC(YEAR, 4, 31, 20)) }),
    row('统计草稿', 6, { state: 0 }),
    row('统计活动', 3, { kind: 'activity' }),
  ];
  [rec.a, rec.b, rec.draft, rec.activity] = rows.map((r) => r.id as string);
  await t.ctx.db.insert(maRecord).values(rows);
  await t.ctx.db.insert(maAttend).values([
    { recordId: rec.a, userId: me, userName: '委员甲', result: 1 },
    { recordId: rec.a, userId: m1, userName: '委员乙', result: 2 },
    { recordId: rec.a, userId: m2, userName: '委员丙', result: 0 },
    { recordId: rec.b, userId: me, userName: '委员甲', result: 2 },
    { recordId: rec.b, userId: m1, userName: '委员乙', result: 1 },
    { recordId: rec.activity, userId: me, userName: '委员甲', result: 1 },
  ]);
});
afterAll(() => t.close());

describe('POST /{kind}/statistics', () => {
  it('sums the same records by state, type and month, with each record’s attendance', async () => {
    const r = await c.post<MaStats>('wu.bgt', 'meet/statistics', { year: YEAR });
    expect(r.status, r.body.msg).toBe(200);
    const s = r.body.data;
    expect(s.total).toBe(3);
    expect(s.byState).toEqual([
      { state: 0, count: 1 },
      { state: 1, count: 0 },
      { state: 2, count: 2 },
    ]);
    expect(s.byType.reduce((n, x) => n + x.count, 0)).toBe(s.total);
    expect(s.byMonth.reduce((n, x) => n + x.count, 0)).toBe(s.total);
    expect(s.byMonth.filter((m) => m.count).map((m) => [m.month, m.count])).toEqual([
      [3, 1],
      [6, 2],
    ]);
    // drafts have no attendance
    expect(s.records.map((x) => x.id).sort()).toEqual([rec.a, rec.b].sort());
    expect(s.records.find((x) => x.id === rec.a)).toMatchObject({ invited: 3, present: 1, leave: 1, absent: 1, rate: 33.3 });
    expect(s.records.find((x) => x.id === rec.b)).toMatchObject({ invited: 2, present: 1, absent: 1, rate: 50 });
    const activity = await c.post<MaStats>('wu.bgt', 'activity/statistics', { year: YEAR });
    expect(activity.body.data.total).toBe(1);
  });

  it('is refused to members and names a bad field', async () => {
    expect((await c.post('weiyuan', 'meet/statistics', { year: YEAR })).status).toBe(403);
    const bad = await c.post('wu.bgt', 'meet/statistics', { year: 'abc' });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('年度')]);
  });
});

describe('POST /{kind}/statistics/attendance', () => {
  it('gives each member’s rate, and the totals as the sum of the rows', async () => {
    const r = await c.post<MaAttendance>('wu.bgt', 'meet/statistics/attendance', { year: YEAR, by: 'member' });
    expect(r.status, r.body.msg).toBe(200);
    const { rows, total } = r.body.data;
    expect(rows.find((x) => x.key === me)).toMatchObject({ name: '委员甲', invited: 2, present: 1, absent: 1, leave: 0, rate: 50 });
    expect(rows.find((x) => x.key === m2)).toMatchObject({ invited: 1, leave: 1, rate: 0 });
    expect(total).toMatchObject({ invited: 5, present: 2, leave: 1, absent: 2, rate: 40 });
    expect(rows.reduce((n, x) => n + x.invited, 0)).toBe(total.invited);
    // highest rate first
    expect(rows.map((x) => x.rate)).toEqual([...rows.map((x) => x.rate)].sort((a, b) => b - a));
  });

  it('groups members by sector and by committee with the same totals', async () => {
    for (const by of ['sector', 'committee'] as const) {
      const r = await c.post<MaAttendance>('wu.bgt', 'meet/statistics/attendance', { year: YEAR, by });
      expect(r.status, r.body.msg).toBe(200);
      const { rows, total } = r.body.data;
      expect(total.invited).toBe(5);
      expect(rows.reduce((n, x) => n + x.invited, 0)).toBe(5);
      expect(rows.reduce((n, x) => n + x.present, 0)).toBe(2);
      expect(rows.every((x) => x.name.length > 0)).toBe(true);
    }
    const sectors = (await c.post<MaAttendance>('wu.bgt', 'meet/statistics/attendance', { year: YEAR, by: 'sector' })).body.data.rows;
    // m1 and m2 have a sector: their rows carry its name, not the placeholder
    expect(sectors.filter((x) => x.key !== '').length).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown grouping and a missing year', async () => {
    const by = await c.post('wu.bgt', 'meet/statistics/attendance', { year: YEAR, by: 'party' });
    expect([by.status, by.body.msg]).toEqual([400, expect.stringContaining('统计维度')]);
    const year = await c.post('wu.bgt', 'meet/statistics/attendance', { by: 'member' });
    expect([year.status, year.body.msg]).toEqual([400, expect.stringContaining('年度')]);
  });
});

describe('GET /{kind}/count/annual and /{kind}/count/desktop (home widgets)', () => {
  const annual = async (kind: string, year = YEAR) => {
    const r = await c.get<MaAnnualCount>('weiyuan', `${kind}/count/annual?year=${year}`);
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data;
  };
  const desktop = async (kind: string, year = YEAR) => {
    const r = await c.get<MaDesktopCount>('wu.bgt', `${kind}/count/desktop?year=${year}`);
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data;
  };

  it('counts a member’s attended records against the annual plan, and grows when they sign in and the record closes', async () => {
    await t.ctx.db.execute(
      sql`insert into member_annual_plan (id, year, proposal_count, info_count, attend_meet_count, attend_activity_count)
          values (${newId()}, ${YEAR}, 1, 2, 6, 3) on conflict (year) do update set attend_meet_count = 6, attend_activity_count = 3`,
    );
    expect(await annual('meet')).toEqual({ year: YEAR, target: 6, done: 1, invited: 2 });
    expect(await annual('activity')).toEqual({ year: YEAR, target: 3, done: 1, invited: 1 });
    // a year without a plan has no target
    expect((await annual('meet', 2033)).target).toBeNull();
    const before = await desktop('meet');
    expect(before.byState).toEqual([
      { state: 0, count: 1 },
      { state: 1, count: 0 },
      { state: 2, count: 2 },
    ]);
    // closed records a and b: 2 present of 5 with a result
    expect(before.rate).toBe(40);

    // a released record weiyuan is on: invited, not yet attended
    const id = newId();
    await t.ctx.db.insert(maRecord).values({
      id,
      kind: 'meet',
      typeId: 'h4-stats-type',
      year: YEAR,
      title: '统计丙',
      startTime: new Date(Date.UTC(YEAR, 8, 1, 1)),
      endTime: new Date(Date.UTC(YEAR, 8, 1, 4)),
      signSecret: 's',
      state: 1,
      createdBy: me,
    });
    await t.ctx.db.insert(maAttend).values({ recordId: id, userId: me, userName: '委员甲', result: null });
    expect(await annual('meet')).toMatchObject({ done: 1, invited: 3 });
    // signs in (the sign-in writes 出席), then the record closes
    await t.ctx.db.update(maAttend).set({ result: 1, signedAt: new Date() }).where(eq(maAttend.recordId, id));
    await t.ctx.db.update(maRecord).set({ state: 2 }).where(eq(maRecord.id, id));
    expect(await annual('meet')).toMatchObject({ done: 2, invited: 3 });
    const after = await desktop('meet');
    expect(after.byState.find((x) => x.state === 2)?.count).toBe(3);
    expect(after.rate).toBe(50);
    // the personal centre shows the same count
    const centre = await c.get<{ targets: { year: number; attendMeet: { done: number | null } } | null }>(
      'weiyuan',
      'personal/center/member/data',
    );
    expect(centre.status).toBe(200);
    const targets = centre.body.data.targets;
    if (targets) expect(targets.attendMeet.done).toBe((await annual('meet', targets.year)).done);
  });

  it('tells the office what is coming within 7 days and the leave waiting', async () => {
    const before = await desktop('activity', chinaYear());
    const id = newId();
    const start = new Date(Date.now() + 2 * 86_400_000);
    await t.ctx.db.insert(maRecord).values({
      id,
      kind: 'activity',
      typeId: 'h4-stats-type',
      year: chinaYear(start),
      title: '统计近期',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      signSecret: 's',
      state: 1,
      createdBy: me,
    });
    await t.ctx.db
      .insert(maApply)
      .values({ id: newId(), recordId: id, kind: 'activity', userId: m1, userName: '委员乙', reason: '出差', year: chinaYear(start) });
    const after = await desktop('activity', chinaYear());
    expect(after.upcoming).toBe(before.upcoming + 1);
    expect(after.pendingLeave).toBe(before.pendingLeave + 1);
  });

  it('refuses the desktop to members and names a bad year', async () => {
    expect((await c.get('weiyuan', 'meet/count/desktop')).status).toBe(403);
    expect((await c.get('weiyuan', 'activity/count/desktop')).status).toBe(403);
    const bad = await c.get('weiyuan', 'meet/count/annual?year=abc');
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('年度')]);
  });
});
