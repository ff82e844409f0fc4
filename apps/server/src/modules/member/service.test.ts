import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { user } from '../system/tables';
import { demoMembers } from './demo-members';
import { SECTORS } from './reference-data';
import { annualPlanOf, cppccSessionOfYear, currentTerm, listCppccSessions, listGroupings } from './service';
import { memberProfile } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('member reference data (seed)', () => {
  it('has the 15th term current with five yearly sessions, and the 14th past', async () => {
    const terms = await listCppccSessions(t.ctx.db, 'term');
    expect(terms.map((s) => [s.cname, s.state])).toEqual([
      ['第十五届', 0],
      ['第十四届', 2],
    ]);
    const all = await listCppccSessions(t.ctx.db);
    expect(all).toHaveLength(12);
    expect(all.slice(1, 6).map((s) => s.cname)).toEqual([
      '十五届一次会议',
      '十五届二次会议',
      '十五届三次会议',
      '十五届四次会议',
      '十五届五次会议',
    ]);
    expect(all[1].year).toBe(2023);
  });

  it("knows this year's session", async () => {
    const s = await cppccSessionOfYear(t.ctx.db, 2026);
    expect(s?.cname).toBe('十五届四次会议');
    expect(await cppccSessionOfYear(t.ctx.db, 1990)).toBeNull();
  });

  it('lists every kind of grouping in order', async () => {
    const sectors = await listGroupings(t.ctx.db, 'sector');
    expect(sectors.map((s) => s.name)).toEqual([...SECTORS]);
    expect((await listGroupings(t.ctx.db, 'party')).map((p) => p.name)).toContain('九三学社');
    expect(await listGroupings(t.ctx.db, 'committee')).toHaveLength(9);
    expect((await listGroupings(t.ctx.db, 'group'))[0].name).toMatch(/委员小组$/);
    expect(await listGroupings(t.ctx.db, 'plenaryGroup')).toHaveLength(12);
  });

  it('has the annual plan of this year', async () => {
    const plan = await annualPlanOf(t.ctx.db);
    expect(plan).toMatchObject({ year: new Date().getFullYear(), proposalCount: 1, infoCount: 2 });
  });

  it('seeds about 300 demo members, each with a standing in the current term', async () => {
    const term = await currentTerm(t.ctx.db);
    const [members] = await t.ctx.db.select({ n: count() }).from(user).where(eq(user.userType, 1));
    const [profiles] = await t.ctx.db.select({ n: count() }).from(memberProfile).where(eq(memberProfile.sessionId, term!.id));
    expect(Number(members.n)).toBeGreaterThanOrEqual(300);
    expect(Number(profiles.n)).toBe(Number(members.n));
    const rows = await t.ctx.db
      .select({ username: user.username, mobile: user.mobile })
      .from(user)
      .where(and(eq(user.userType, 1), isNull(user.deletedAt)));
    expect(new Set(rows.map((r) => r.username)).size).toBe(rows.length);
    const mobiles = rows.flatMap((r) => (r.mobile ? [r.mobile] : []));
    expect(new Set(mobiles).size).toBe(mobiles.length);
  });
});

describe('demo member generator', () => {
  it('gives realistic, distinct people and a real leadership pyramid', () => {
    const people = demoMembers(300, { takenMobiles: new Set(), takenNames: new Set() });
    expect(new Set(people.map((p) => p.username)).size).toBe(300);
    expect(people.every((p) => /^1[3-9]\d{9}$/.test(p.mobile))).toBe(true);
    const duties = people.map((p) => p.memberDuty);
    expect(duties.filter((d) => d === '主席')).toHaveLength(1);
    expect(duties.filter((d) => d === '副主席')).toHaveLength(8);
    expect(duties.filter((d) => d === '委员').length).toBeGreaterThan(200);
    // a democratic party's sector holds that party's members
    expect(people.filter((p) => p.sector === '九三学社').every((p) => p.party === '九三学社')).toBe(true);
  });
});
