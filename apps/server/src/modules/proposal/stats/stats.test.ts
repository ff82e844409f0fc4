import { type ProposalStatName, proposalCountNames, proposalStatGroup, proposalStatisticNames, type StatResult } from '@cppcc/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import type { TestApp } from '../../../../test/harness';
import { today } from '../../../platform/time/china';
import { currentTerm } from '../../member/service';
import { memberProfile } from '../../member/tables';
import { proposal, proposalEvaluation, proposalJoint, proposalUnit, proposalUnitRequest } from '../tables';
import { kit } from '../test-kit';
import { createStatsTestApp } from './test-app';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createStatsTestApp();
  c = client(t);
});
afterAll(() => t?.close());

type P = typeof proposal.$inferSelect;
type U = typeof proposalUnit.$inferSelect;

/** Everything the statistics count, read plainly so the expected numbers do not share the server's SQL. */
async function snapshot(sessionId?: string) {
  const db = t.ctx.db;
  const all = await db
    .select()
    .from(proposal)
    .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0)));
  const props = all.filter((p) => !sessionId || p.sessionId === sessionId);
  const ids = new Set(props.map((p) => p.id));
  const units = (await db.select().from(proposalUnit)).filter((u) => ids.has(u.proposalId));
  const evals = (await db.select().from(proposalEvaluation)).filter((e) => ids.has(e.proposalId));
  const joints = (await db.select().from(proposalJoint)).filter((j) => ids.has(j.proposalId));
  const requests = (await db.select().from(proposalUnitRequest)).filter((r) => ids.has(r.proposalId));
  return { props, units, evals, joints, requests, byId: new Map(props.map((p) => [p.id, p])) };
}

const main = (p: P) => p.mergedIntoId === null;
const filed = (p: P) => p.caseState === 3 && main(p);
const n = <T>(rows: T[], f: (r: T) => boolean) => rows.filter(f).length;
const row = (r: StatResult, id: string | null) => r.rows.find((x) => x.id === id);
const stat = async (name: ProposalStatName, body: Record<string, unknown> = {}, who = 'tian') =>
  c.post<StatResult>(who, `proposal/${proposalStatGroup(name)}/${name}`, body);
const ok = async (name: ProposalStatName, body: Record<string, unknown> = {}) => {
  const r = await stat(name, body);
  expect(`${r.status} ${r.body.msg}`).toMatch(/^200 /);
  return r.body.data;
};

/** The 合计 row equals the sum of the rows for every plain count. */
function totalsAdd(r: StatResult, except: string[] = []) {
  for (const col of r.columns.filter((x) => x.kind === 'count' && !except.includes(x.key))) {
    expect(
      r.rows.reduce((a, x) => a + (x.values[col.key] ?? 0), 0),
      `${r.title} ${col.title}`,
    ).toBe(r.total[col.key]);
  }
}

describe('statistics against an independent count', () => {
  it('every page answers for the office, refuses a member, and rejects bad filters with a field message', async () => {
    for (const name of [...proposalCountNames, ...proposalStatisticNames]) {
      const r = await ok(name);
      expect(r.rows.length, name).toBeGreaterThan(0);
      expect(r.columns.length).toBeGreaterThan(1);
      expect((await stat(name, {}, 'weiyuan')).status).toBe(403);
    }
    const bad = await stat('sectorCount', { year: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('年度');
    const unknown = await stat('totalCount', { sessionId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('提案届次不存在');
  });

  it('counts proposals by state, session, month and category', async () => {
    const k = kit(t);
    const sid = await k.sessionId();
    for (const filter of [{}, { sessionId: sid }]) {
      const s = await snapshot(filter.sessionId);
      const cond = await ok('conditionCount', filter);
      expect(cond.total.total).toBe(s.props.length);
      for (const st of [1, 2, 3, 10, 12, 17]) {
        expect(row(cond, String(st))?.values.total, `state ${st}`).toBe(n(s.props, (p) => p.state === st));
        expect(row(cond, String(st))?.values.member).toBe(n(s.props, (p) => p.state === st && p.proposerType === 1));
      }
      totalsAdd(cond);

      const total = await ok('totalCount', filter);
      for (const r of total.rows) {
        const mine = s.props.filter((p) => p.sessionId === r.id);
        expect(r.values.total).toBe(mine.length);
        expect(r.values.filed).toBe(n(mine, filed));
        expect(r.values.notFiled).toBe(n(mine, (p) => p.caseState === 4 && main(p)));
        expect(r.values.merged).toBe(n(mine, (p) => p.mergedIntoId !== null));
        expect(r.values.filedRate).toBe(mine.length ? Math.round((n(mine, filed) * 1000) / mine.length) / 10 : 0);
      }
      totalsAdd(total);

      const submit = await ok('submitCount', filter);
      expect(submit.total.total).toBe(s.props.length);
      // months in China Standard Time (UTC+8), the users' calendar
      const month = (d: Date | null) => (d ? new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 7) : null);
      expect(submit.rows.length).toBe(new Set(s.props.map((p) => month(p.submittedAt))).size);
      for (const r of submit.rows) {
        expect(r.values.total, r.name).toBe(n(s.props, (p) => month(p.submittedAt) === r.id));
        expect(r.name).toBe(r.id ? `${r.id.replace('-', '年')}月` : '未记录提交时间');
      }
      totalsAdd(submit);

      const types = await ok('proposalTypeCount', filter);
      for (const r of types.rows) {
        const mine = s.props.filter((p) => p.typeId === r.id);
        expect(r.values.total).toBe(mine.length);
        expect(r.values.concluded).toBe(n(mine, (p) => p.state === 12 && main(p)));
        expect(r.values.key).toBe(n(mine, (p) => p.isKey));
      }
      totalsAdd(types);

      const check = await ok('checkLianCount', filter);
      expect(check.total.filed).toBe(n(s.props, filed));
      expect(check.total.toOpinion).toBe(n(s.props, (p) => p.state === 15 && main(p)));
      expect(check.total.pending).toBe(n(s.props, (p) => (p.state === 1 || p.state === 2) && main(p)));
      totalsAdd(check);
    }
  });

  it('narrows conditionCount by its further conditions', async () => {
    const s = await snapshot();
    const plenary = await ok('conditionCount', { isPlenary: true, proposerType: 1 });
    expect(plenary.total.total).toBe(n(s.props, (p) => p.isPlenary && p.proposerType === 1));
    const edu = await kit(t).orgId('市教育局');
    const byUnit = await ok('conditionCount', { unitId: edu });
    const withEdu = new Set(s.units.filter((u) => u.unitId === edu && u.phase === 'formal' && u.active).map((u) => u.proposalId));
    expect(byUnit.total.total).toBe(withEdu.size);
    expect(withEdu.size).toBeGreaterThan(0);
  });

  it('counts by proposer: members, collectives, and each member with co-signing', async () => {
    const s = await snapshot();
    const members = await ok('memberCount');
    for (const r of members.rows) {
      const mine = s.props.filter((p) => p.proposerType === 1 && p.proposerId === r.id);
      expect(r.values.total).toBe(mine.length);
      expect(r.values.withdrawn).toBe(n(mine, (p) => p.state === 17));
      expect(r.values.handling).toBe(n(mine, (p) => (p.state === 10 || p.state === 11) && main(p)));
    }
    expect(members.total.total).toBe(n(s.props, (p) => p.proposerType === 1));
    totalsAdd(members);
    const collective = await ok('collectiveCount');
    expect(collective.total.total).toBe(n(s.props, (p) => p.proposerType === 3));
    totalsAdd(collective);

    const person = await ok('memberPersonCount');
    const weiyuan = await kit(t).userId('weiyuan');
    const w = row(person, weiyuan)!;
    expect(w.values.lead).toBe(n(s.props, (p) => p.proposerType === 1 && p.proposerId === weiyuan));
    const signed = s.joints.filter((j) => j.state === 1);
    for (const r of person.rows) {
      expect(r.values.jointSigned, r.name).toBe(n(signed, (j) => j.userId === r.id));
      expect(r.values.all).toBe(r.values.lead + r.values.jointSigned);
    }
    expect(person.total.jointSigned).toBe(signed.length);
    totalsAdd(person);
  });

  it('counts by sector, party, committee and group, with the members of the term', async () => {
    const s = await snapshot();
    const db = t.ctx.db;
    const term = (await currentTerm(db))!;
    const profiles = await db.select().from(memberProfile).where(eq(memberProfile.sessionId, term.id));
    const memberProps = s.props.filter((p) => p.proposerType === 1);
    const cases = [
      ['sectorCount', 'sectorProposalCount', 'sectorId'],
      ['factionCount', 'factionProposalCount', 'partyId'],
      ['committeeCount', 'committeeProposalCount', 'committeeId'],
      ['groupCount', null, 'groupId'],
    ] as const;
    for (const [people, props, col] of cases) {
      const r = await ok(people);
      for (const x of r.rows) {
        expect(x.values.members, `${people} ${x.name}`).toBe(new Set(profiles.filter((m) => m[col] === x.id).map((m) => m.userId)).size);
        const mine = memberProps.filter((p) => p[col] === x.id);
        expect(x.values.total).toBe(mine.length);
        expect(x.values.proposers).toBe(new Set(mine.map((p) => p.proposerId)).size);
        expect(x.values.participationRate).toBe(x.values.members ? Math.round((x.values.proposers * 1000) / x.values.members) / 10 : 0);
      }
      expect(r.total.total).toBe(memberProps.length);
      expect(r.total.proposers).toBe(new Set(memberProps.map((p) => p.proposerId)).size);
      totalsAdd(r, ['proposers']);
      if (props) {
        const q = await ok(props);
        for (const x of q.rows) {
          const mine = s.props.filter((p) => p[col] === x.id);
          expect(x.values.total, `${props} ${x.name}`).toBe(mine.length);
          expect(x.values.filed).toBe(n(mine, filed));
          expect(x.values.excellent).toBe(n(mine, (p) => p.isExcellent));
        }
        totalsAdd(q);
      }
    }
  });

  it('counts handling units: assignments, pre-assignment answers, sign states, requests and ratings', async () => {
    const s = await snapshot();
    const formal = s.units.filter((u) => u.phase === 'formal' && u.active);
    const units = await ok('handleUnitCount');
    for (const r of units.rows) {
      const mine = formal.filter((u) => u.unitId === r.id);
      expect(r.values.assigned, r.name).toBe(mine.length);
      expect(r.values.replied).toBe(n(mine, (u) => u.signState === 2));
      expect(r.values.toSign).toBe(n(mine, (u) => u.signState === 0));
      expect(r.values.levelA).toBe(n(mine, (u) => u.handleLevel === 'A'));
    }
    expect(units.total.assigned).toBe(formal.length);
    totalsAdd(units);

    const feedback = await ok('feedbackCount');
    const pre = s.units.filter((u) => u.phase === 'pre');
    expect(feedback.total.pre).toBe(pre.length);
    expect(feedback.total.agree).toBe(n(pre, (u) => u.preFeedback === 1));
    expect(pre.length).toBeGreaterThan(0);
    totalsAdd(feedback);

    const handle = await ok('proposalHandleCount');
    for (const st of [0, 1, 2, -1, -2]) {
      expect(row(handle, String(st))?.values.all, `sign ${st}`).toBe(n(formal, (u: U) => u.signState === st));
    }
    expect(handle.total.proposals).toBe(new Set(formal.map((u) => u.proposalId)).size);
    for (const r of handle.rows)
      expect(r.values.proposals, `sign ${r.id}`).toBe(
        new Set(formal.filter((u) => String(u.signState) === r.id).map((u) => u.proposalId)).size,
      );

    const assign = await ok('assignCount');
    expect(assign.total.pre).toBe(pre.length);
    expect(assign.total.formal).toBe(n(s.units, (u) => u.phase === 'formal'));
    expect(assign.total.delayApplied).toBe(n(s.requests, (r) => r.kind === 'delay'));
    expect(assign.total.backApplied).toBe(n(s.requests, (r) => r.kind === 'back'));
    totalsAdd(assign);

    const sat = await ok('satisfactionCount');
    const rated = formal.filter((u) => u.satisfaction !== null);
    expect(sat.total.rated).toBe(rated.length);
    expect(sat.total.not).toBe(n(rated, (u) => u.satisfaction === 0));
    expect(sat.total.satisfactionRate).toBe(
      rated.length ? Math.round((n(rated, (u) => u.satisfaction !== 0) * 1000) / rated.length) / 10 : 0,
    );
    expect(rated.length).toBeGreaterThan(0);
    totalsAdd(sat);

    const psat = await ok('proposalSatisfactionCount');
    expect(psat.total.ratings).toBe(s.evals.length);
    expect(psat.total.satisfied).toBe(n(s.evals, (e) => e.satisfaction === 1));
    expect(psat.total.proposals).toBe(new Set(s.evals.map((e) => e.proposalId)).size);
    for (const r of psat.rows) {
      const mine = s.evals.filter((e) => s.byId.get(e.proposalId)?.typeId === r.id);
      expect(r.values.ratings).toBe(mine.length);
      expect(r.values.proposals).toBe(new Set(mine.map((e) => e.proposalId)).size);
    }
  });

  it('follows new proposals: a filing moves one proposal from 待审查 to 待交办 in every view', async () => {
    const k = kit(t);
    const sid = await k.sessionId();
    const before = await ok('conditionCount', { sessionId: sid });
    const id = await k.add('weiyuan', { submit: true });
    k.expectOk(await c.post('tian', 'proposal/receive', { id, overrideJoint: true }));
    const mid = await ok('conditionCount', { sessionId: sid });
    expect(row(mid, '2')!.values.total).toBe(row(before, '2')!.values.total + 1);
    k.expectOk(await c.post('tian', 'proposal/file', { id }));
    const after = await ok('conditionCount', { sessionId: sid });
    expect(row(after, '2')!.values.total).toBe(row(before, '2')!.values.total);
    expect(row(after, '3')!.values.total).toBe(row(before, '3')!.values.total + 1);
    expect(after.total.total).toBe(before.total.total + 1);
  });

  it('exports the table as a workbook with the 合计 row', async () => {
    const r = await ok('handleUnitCount');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposal/proposalCount/handleUnitCount/export',
      headers: { authorization: `Bearer ${await c.token('tian')}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // one form for every export's file name: name_YYYYMMDD in China time (as 全部提案_20261126.xlsx)
    const name = decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]);
    expect(name).toBe(`承办单位统计_${today().replaceAll('-', '')}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('承办单位');
    expect(sheet.getRow(1).getCell(2).value).toBe('交办件数');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(last.getCell(2).value).toBe(r.total.assigned);
    expect(sheet.rowCount).toBe(r.rows.length + 2);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/proposal/proposalCount/handleUnitCount/export',
      headers: { authorization: `Bearer ${await c.token('weiyuan')}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('dashboard counters', () => {
  it('gives the office its states and to-dos, a unit its sign states, a member their own', async () => {
    const s = await snapshot();
    const sid = await kit(t).sessionId();
    const office = await c.get<{
      scope: string;
      states: { key: string; count: number }[];
      todo: { key: string; count: number }[];
      total: number;
    }>('tian', 'proposal/count/desktop');
    expect(office.status).toBe(200);
    expect(office.body.data.scope).toBe('office');
    const inSession = s.props.filter((p) => p.sessionId === sid);
    expect(office.body.data.total).toBe(inSession.length);
    expect(office.body.data.states.find((x) => x.key === '1')?.count).toBe(n(inSession, (p) => p.state === 1));
    expect(office.body.data.todo.find((x) => x.key === 'receive')?.count).toBe(n(s.props, (p) => p.state === 1 && main(p)));
    expect(office.body.data.todo.find((x) => x.key === 'delay')?.count).toBe(n(s.requests, (r) => r.kind === 'delay' && r.status === 0));

    const edu = await kit(t).orgId('市教育局');
    const unit = await c.get<{ scope: string; states: { key: string; count: number }[]; todo: { key: string; count: number }[] }>(
      'chengban',
      'proposal/count/desktop',
    );
    expect(unit.body.data.scope).toBe('unit');
    const mine = s.units.filter((u) => u.unitId === edu && u.phase === 'formal' && u.active && s.byId.get(u.proposalId)?.sessionId === sid);
    expect(unit.body.data.states.find((x) => x.key === '0')?.count).toBe(n(mine, (u) => u.signState === 0));

    const me = await kit(t).userId('weiyuan');
    const member = await c.get<{ scope: string; total: number; todo: { key: string; count: number }[] }>(
      'weiyuan',
      'proposal/count/desktop',
    );
    expect(member.body.data.scope).toBe('proposer');
    const all = await t.ctx.db
      .select()
      .from(proposal)
      .where(and(isNull(proposal.deletedAt), eq(proposal.proposerId, me), eq(proposal.sessionId, sid)));
    expect(member.body.data.total).toBe(all.length);
    expect(member.body.data.todo.find((x) => x.key === 'draft')?.count).toBeGreaterThan(0);
  });

  it('counts the annual plan counter countByProposal/proposalCount for a member', async () => {
    const me = await kit(t).userId('weiyuan');
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
    const r = await c.get<{ year: number; target: number | null; done: number; joint: number }>(
      'weiyuan',
      `proposal/count/annual?year=${year}`,
    );
    expect(r.status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(proposal)
      .where(and(isNull(proposal.deletedAt), eq(proposal.proposerId, me), eq(proposal.year, year)));
    expect(r.body.data.done).toBe(n(rows, (p) => p.state !== 0 && p.state !== 17));
    expect(r.body.data.target).toBe(1);
    expect((await c.get('weiyuan', 'proposal/count/annual?year=20x')).status).toBe(400);
  });
});
