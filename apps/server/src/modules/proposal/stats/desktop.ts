import type { CountItem, ProposalAnnualCount, ProposalDesktopCount } from '@cppcc/contracts';
import { proposalStateLabel, signStateLabel } from '@cppcc/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import { chinaYear } from '../../../platform/time/china';
import { annualPlanOf } from '../../member';
import { ownCondition, scopeOf } from '../core/access';
import { currentProposalSession, getProposalSession } from '../setup';
import { proposal, proposalJoint, proposalUnit, proposalUnitRequest } from '../tables';
import { rowsOf } from './engine';

const p = proposal;
const u = proposalUnit;
const main = sql`${p.mergedIntoId} is null`;
const live = sql`${p.deletedAt} is null`;

/** The states a dashboard lists, in the order of the flow. */
const officeStates = [1, 2, 3, 10, 11, 12, -1, 14, 15, 16, 17];
const proposerStates = [0, -1, 1, 2, 3, 10, 11, 12, 14, 15, 16, 17];
const unitSigns = [0, 1, -1, -4, -2, -3, 2];

const item = (key: string, name: string, n: unknown, url: string | null = null): CountItem => ({ key, name, count: Number(n ?? 0), url });

/** Counts by a key: one GROUP BY, answered as a map. */
async function countsBy(q: Queryable, query: SQL): Promise<Map<string, number>> {
  const rows = await rowsOf<{ k: string | number; n: number }>(q, query);
  return new Map(rows.map((r) => [String(r.k), Number(r.n)]));
}

/**
 * GET /proposal/count/desktop: states are counted in the asked session (the
 * current one by default); to-dos are everything waiting, whatever the session.
 */
export async function desktopCount(q: Queryable, principal: Principal, sessionId?: string): Promise<ProposalDesktopCount> {
  const session = sessionId ? await getProposalSession(q, sessionId) : await currentProposalSession(q);
  if (sessionId && !session) throw badRequest('提案届次不存在');
  const inSession = session ? eq(p.sessionId, session.id) : sql`true`;
  const scope = await scopeOf(q, principal);
  const base = { sessionId: session?.id ?? null, sessionName: session?.name ?? null };

  if (scope.kind === 'office') {
    const [states, todo] = await Promise.all([
      countsBy(
        q,
        sql`select ${p.state} as k, count(*)::int as n from ${p} where ${live} and ${p.state} <> 0 and ${inSession} group by ${p.state}`,
      ),
      rowsOf<Record<string, number>>(
        q,
        sql`select
          (select count(*)::int from ${p} where ${live} and ${main} and ${p.state} = 1) as receive,
          (select count(*)::int from ${p} where ${live} and ${main} and ${p.state} = 2) as "check",
          (select count(*)::int from ${p} where ${live} and ${main} and ${p.state} = 3) as assign,
          (select count(*)::int from ${p} where ${live} and ${main} and ${p.state} in (10, 11)) as track,
          (select count(*)::int from ${proposalUnitRequest} where ${proposalUnitRequest.kind} = 'back' and ${proposalUnitRequest.status} = 0) as back,
          (select count(*)::int from ${proposalUnitRequest} where ${proposalUnitRequest.kind} = 'delay' and ${proposalUnitRequest.status} = 0) as delay,
          (select count(*)::int from ${u} inner join ${p} on ${p.id} = ${u.proposalId}
            where ${u.phase} = 'formal' and ${u.active} and ${u.signState} <> 2 and ${u.deadline} < current_date
              and ${p.state} in (10, 11) and ${live}) as overdue`,
      ),
    ]);
    const t = todo[0] ?? {};
    return {
      scope: 'office',
      ...base,
      total: [...states.values()].reduce((a, b) => a + b, 0),
      states: officeStates.map((s) => item(String(s), proposalStateLabel[s], states.get(String(s)))),
      todo: [
        item('receive', '待初分', t.receive, '/proposal/receiveList'),
        item('check', '待审查', t.check, '/proposal/checkList'),
        item('assign', '待交办', t.assign, '/proposal/assignList'),
        item('track', '办理中', t.track, '/proposal/trackList'),
        item('back', '退回申请待审核', t.back, '/proposal/backRecord'),
        item('delay', '延期申请待审核', t.delay, '/proposal/delayRecord'),
        item('overdue', '超期未答复', t.overdue, '/proposal/trackList'),
      ],
    };
  }

  if (scope.kind === 'unit') {
    const orgId = principal.orgId ?? '';
    const mine = sql`${u.unitId} = ${orgId}`;
    const [signs, todo] = await Promise.all([
      countsBy(
        q,
        sql`select ${u.signState} as k, count(*)::int as n from ${u} inner join ${p} on ${p.id} = ${u.proposalId}
          where ${mine} and ${u.phase} = 'formal' and ${u.active} and ${live} and ${inSession} group by ${u.signState}`,
      ),
      rowsOf<Record<string, number>>(
        q,
        sql`select
          count(*) filter (where ${u.phase} = 'pre' and ${u.preFeedback} = 0 and ${p.state} = 3)::int as "preSign",
          count(*) filter (where ${u.phase} = 'formal' and ${u.active} and ${u.signState} = 0 and ${p.state} in (10, 11))::int as sign,
          count(*) filter (where ${u.phase} = 'formal' and ${u.active} and ${u.signState} in (1, -1, -3, -4) and ${p.state} in (10, 11))::int as handling,
          count(*) filter (where ${u.phase} = 'formal' and ${u.active} and ${u.signState} <> 2 and ${u.deadline} < current_date and ${p.state} in (10, 11))::int as overdue
          from ${u} inner join ${p} on ${p.id} = ${u.proposalId} where ${mine} and ${live}`,
      ),
    ]);
    const t = todo[0] ?? {};
    return {
      scope: 'unit',
      ...base,
      total: [...signs.values()].reduce((a, b) => a + b, 0),
      states: unitSigns.map((s) => item(String(s), signStateLabel[s], signs.get(String(s)))),
      todo: [
        item('preSign', '预交办待反馈', t.preSign, '/proposal/preSignList'),
        item('sign', '待签收', t.sign, '/proposal/signList'),
        item('handling', '办理中', t.handling, '/proposal/handlingList'),
        item('overdue', '超期未答复', t.overdue, '/proposal/handlingList'),
      ],
    };
  }

  const own = ownCondition({ userId: scope.userId, orgId: scope.orgId });
  const [states, todo] = await Promise.all([
    countsBy(q, sql`select ${p.state} as k, count(*)::int as n from ${p} where ${live} and ${own} and ${inSession} group by ${p.state}`),
    rowsOf<Record<string, number>>(
      q,
      sql`select
        (select count(*)::int from ${proposalJoint} inner join ${p} on ${p.id} = ${proposalJoint.proposalId}
          where ${proposalJoint.userId} = ${scope.userId} and ${proposalJoint.state} = -1 and ${p.state} in (1, 2) and ${live}) as joint,
        (select count(*)::int from ${p} where ${live} and ${own} and ${p.state} = -1) as "sendBack",
        (select count(*)::int from ${p} where ${live} and ${own} and ${p.state} = 0) as draft,
        (select count(distinct ${u.proposalId})::int from ${u} inner join ${p} on ${p.id} = ${u.proposalId}
          where ${live} and ${own} and ${p.state} in (10, 11) and ${u.phase} = 'formal' and ${u.active}
            and ${u.signState} = 2 and ${u.satisfaction} is null) as evaluate`,
    ),
  ]);
  const t = todo[0] ?? {};
  return {
    scope: 'proposer',
    ...base,
    total: [...states.values()].reduce((a, b) => a + b, 0),
    states: proposerStates.map((s) => item(String(s), proposalStateLabel[s], states.get(String(s)))),
    todo: [
      item('joint', '联名待确认', t.joint, '/proposal/jointProposal'),
      item('sendBack', '退回待修改', t.sendBack, '/proposal/sendBackProposal'),
      item('draft', '暂存未提交', t.draft, '/proposal/member/myProposalList'),
      item('evaluate', '待满意度测评', t.evaluate, '/proposal/member/myProposalList'),
    ],
  };
}

/** The year in the users' calendar (China Standard Time). */
export const thisYear = chinaYear;

/**
 * countByProposal / proposalCount (spec 001 §2.24): proposals the caller led
 * in the year (by the proposal session's year; submitted, not withdrawn)
 * against the annual plan's target; co-signed ones are told apart.
 */
export async function annualCount(q: Queryable, principal: Principal, year = thisYear()): Promise<ProposalAnnualCount> {
  const scope = await scopeOf(q, principal);
  const who = scope.kind === 'proposer' ? scope : { userId: principal.userId, orgId: null };
  const counted = and(sql`${live}`, eq(p.year, year), sql`${p.state} not in (0, 17)`) as SQL;
  const [rows, plan] = await Promise.all([
    rowsOf<{ done: number; joint: number }>(
      q,
      sql`select
        (select count(*)::int from ${p} where ${counted} and ${ownCondition(who)}) as done,
        (select count(*)::int from ${proposalJoint} inner join ${p} on ${p.id} = ${proposalJoint.proposalId}
          where ${counted} and ${proposalJoint.userId} = ${principal.userId} and ${proposalJoint.state} = 1) as joint`,
    ),
    annualPlanOf(q, year),
  ]);
  return { year, target: plan?.proposalCount ?? null, done: Number(rows[0]?.done ?? 0), joint: Number(rows[0]?.joint ?? 0) };
}
