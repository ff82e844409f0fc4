import {
  type InfoAnnualCount,
  type InfoGraph,
  type InfoOverview,
  type InfoRow,
  JointAnswer,
  type PageQuery,
  type PageResult,
  ReporterRole,
  InfoState as S,
} from '@cppcc/contracts';
import { and, asc, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { chinaYear, dayStart, today } from '../../../platform/time/china';
import { annualPlanOf } from '../../member';
import { reviewedByCaller, visibleTo, waitsForCaller } from '../core/access';
import { waitsForEditor } from '../core/levels';
import { pageItems } from '../core/rows';
import { holdsEditingLevel } from '../report/editing';
import { infoItem, infoReporter, infoType } from '../tables';
import { itemScope, resultsJoin, rootTypeJoin, rootTypeKey, rowsOf, upperAdopted } from './stat-engine';

/**
 * The information desktop (/info/desktop) and the home's widgets and to-dos.
 * The {x} of graph/data/{x} and graph/two/data/{x} is a year (docs/info-scores.md).
 */
const i = infoItem;
const st = (s: number) => sql`${i.state} = ${sql.raw(String(s))}`;

/** GET info/desktop/overview: the year's figures (the caller's scope, as every statistic). */
export async function overview(q: Queryable, p: Principal, year = chinaYear()): Promise<InfoOverview> {
  const [r] = await rowsOf<Record<string, number>>(
    q,
    sql`select count(*)::int as reported,
        count(*) filter (where ${st(S.reviewing)})::int as reviewing,
        count(*) filter (where ${st(S.toAdopt)})::int as "toAdopt",
        count(*) filter (where ${st(S.adopted)})::int as adopted,
        count(*) filter (where ${i.submissionStatus} = 1)::int as "sentUp",
        count(*) filter (where ${upperAdopted})::int as "upperAdopted",
        count(*) filter (where ${i.reportTime} >= ${dayStart(today())})::int as today,
        count(*) filter (where ${i.readAt} is null)::int as unread
      from ${i} ${resultsJoin} where ${itemScope(p, { year })}`,
  );
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    year,
    reported: n('reported'),
    reviewing: n('reviewing'),
    toAdopt: n('toAdopt'),
    adopted: n('adopted'),
    sentUp: n('sentUp'),
    upperAdopted: n('upperAdopted'),
    today: n('today'),
    unread: n('unread'),
  };
}

/** GET info/desktop/graph/data/{year}: reported and adopted month by month. */
export async function monthGraph(q: Queryable, p: Principal, year: number): Promise<InfoGraph> {
  const rows = await rowsOf<{ m: number; reported: number; adopted: number }>(
    q,
    sql`select extract(month from ${i.reportTime} at time zone 'Asia/Shanghai')::int as m, count(*)::int as reported,
        count(*) filter (where ${st(S.adopted)})::int as adopted
      from ${i} where ${itemScope(p, { year })} group by 1`,
  );
  const at = (m: number, k: 'reported' | 'adopted') => Number(rows.find((r) => Number(r.m) === m)?.[k] ?? 0);
  const months = Array.from({ length: 12 }, (_, n) => n + 1);
  return {
    year,
    categories: months.map((m) => `${m}月`),
    series: [
      { key: 'reported', name: '报送数', data: months.map((m) => at(m, 'reported')) },
      { key: 'adopted', name: '采用数', data: months.map((m) => at(m, 'adopted')) },
    ],
  };
}

/** GET info/desktop/graph/two/data/{year}: reported and adopted by top-level type. */
export async function typeGraph(q: Queryable, p: Principal, year: number): Promise<InfoGraph> {
  const [types, rows] = await Promise.all([
    q
      .select({ id: infoType.id, name: infoType.name })
      .from(infoType)
      .where(and(isNull(infoType.parentId), isNull(infoType.deletedAt)))
      .orderBy(asc(infoType.sort), asc(infoType.id)),
    rowsOf<{ k: string; reported: number; adopted: number }>(
      q,
      sql`select ${rootTypeKey} as k, count(*)::int as reported, count(*) filter (where ${st(S.adopted)})::int as adopted
        from ${i} ${rootTypeJoin} where ${itemScope(p, { year })} group by 1`,
    ),
  ]);
  const at = (id: string, k: 'reported' | 'adopted') => Number(rows.find((r) => r.k === id)?.[k] ?? 0);
  return {
    year,
    categories: types.map((t) => t.name),
    series: [
      { key: 'reported', name: '报送数', data: types.map((t) => at(t.id, 'reported')) },
      { key: 'adopted', name: '采用数', data: types.map((t) => at(t.id, 'adopted')) },
    ],
  };
}

/**
 * What waits for the caller: items at a review level they hold, and adopted items at an editing
 * level they hold (that condition only for holders of one, so everyone else keeps the plain plan).
 */
async function waitingForCaller(q: Queryable, p: Principal): Promise<SQL> {
  return (await holdsEditingLevel(q, p.userId)) ? (or(waitsForCaller(p), waitsForEditor(p.userId)) as SQL) : waitsForCaller(p);
}

/** POST info/desktop/todo/check: the items waiting at a level the caller reviews or edits. */
export const todoCheck = async (q: Queryable, p: Principal, page: PageQuery): Promise<PageResult<InfoRow>> =>
  pageItems(q, p, page, [await waitingForCaller(q, p)]);

/** POST info/desktop/done/check: the items the caller took a review step on. */
export const doneCheck = (q: Queryable, p: Principal, page: PageQuery): Promise<PageResult<InfoRow>> =>
  pageItems(q, p, page, [reviewedByCaller(p)]);

async function countWhere(q: Queryable, p: Principal, cond: SQL): Promise<number> {
  const [r] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(i)
    .where(and(visibleTo(p), cond));
  return Number(r?.n ?? 0);
}

/** 待审信息: as todo/check counts them. */
export const waitingReview = async (q: Queryable, p: Principal) => countWhere(q, p, await waitingForCaller(q, p));
/** 待采用: every level passed, the office to decide. */
export const waitingAdoption = (q: Queryable, p: Principal) => countWhere(q, p, st(S.toAdopt));

/** 待确认联名: invitations the caller has not answered, on items not withdrawn to a draft. */
export async function pendingJoint(q: Queryable, p: Principal): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    q,
    sql`select count(*)::int as n from ${infoReporter} pr join ${i} on ${i.id} = pr.item_id
      where pr.user_id = ${p.userId} and pr.role = ${ReporterRole.joint} and pr.joint = ${JointAnswer.pending}
        and ${i.deletedAt} is null and ${i.state} <> ${S.draft}`,
  );
  return Number(r?.n ?? 0);
}

/** GET info/count/annual: the items the caller reported (lead) this year against the year's plan (infoCount). */
export async function annualCount(q: Queryable, p: Principal, year = chinaYear()): Promise<InfoAnnualCount> {
  const [rows, plan] = await Promise.all([
    rowsOf<{ n: number }>(
      q,
      sql`select count(*)::int as n from ${i} where ${i.reporterId} = ${p.userId} and ${i.year} = ${year}
        and ${i.deletedAt} is null and ${i.state} <> ${S.draft}`,
    ),
    annualPlanOf(q, year),
  ]);
  return { year, target: plan?.infoCount ?? null, done: Number(rows[0]?.n ?? 0) };
}
