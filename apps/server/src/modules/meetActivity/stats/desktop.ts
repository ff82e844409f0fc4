import {
  ApplyState,
  AttendResult,
  type MaAnnualCount,
  type MaDesktopCount,
  type MeetKind,
  MeetState,
  maAnnualCount,
  maDesktopCount,
  maYearQuery,
} from '@cppcc/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { envelope, ok } from '../../../platform/http/envelope';
import { chinaYear } from '../../../platform/time/china';
import { annualPlanOf } from '../../member';
import { visibleTo } from '../core/access';
import type { KindPart } from '../kind-routes';
import { maApply, maAttend, maRecord } from '../tables';

/**
 * The home figures of a kind (docs/meetings.md): a member's yearly count against the annual plan
 * (countByMeeting/attendMeetCount, countByActivity/attendActivityCount) and the office's desktop.
 */

const notDraft = sql`${maRecord.state} <> ${MeetState.draft}`;

/** The caller's records of a kind in a China year (not drafts): those they attended and those they were on. */
export async function annualAttendance(
  q: Queryable,
  userId: string,
  kind: MeetKind,
  year: number,
): Promise<{ done: number; invited: number }> {
  const [row] = await q
    .select({
      invited: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.present})::int`,
    })
    .from(maAttend)
    .innerJoin(maRecord, eq(maRecord.id, maAttend.recordId))
    .where(and(eq(maAttend.userId, userId), eq(maRecord.kind, kind), eq(maRecord.year, year), isNull(maRecord.deletedAt), notDraft));
  return { done: Number(row?.done ?? 0), invited: Number(row?.invited ?? 0) };
}

/** GET /{kind}/count/annual: the caller's attendance of the year against the plan's target. */
export async function annualCount(q: Queryable, p: Principal, kind: MeetKind, year = chinaYear()): Promise<MaAnnualCount> {
  const [counts, plan] = await Promise.all([annualAttendance(q, p.userId, kind, year), annualPlanOf(q, year)]);
  const target = plan ? (kind === 'meet' ? plan.attendMeetCount : plan.attendActivityCount) : null;
  return { year, target, ...counts };
}

const pct = (num: number, den: number) => (den ? Math.round((num * 1000) / den) / 10 : null);

/** GET /{kind}/count/desktop: the year's records of the kind the caller may open, by state, now and soon; attendance; leave waiting. */
export async function desktopCount(q: Queryable, p: Principal, kind: MeetKind, year = chinaYear()): Promise<MaDesktopCount> {
  const visible = visibleTo(p, kind);
  const inYear = and(visible, eq(maRecord.year, year)) as SQL;
  const released = sql`${maRecord.state} = ${MeetState.released}`;
  const [byState, [now], [att], [leave]] = await Promise.all([
    q.select({ state: maRecord.state, count: sql<number>`count(*)::int` }).from(maRecord).where(inYear).groupBy(maRecord.state),
    q
      .select({
        underWay: sql<number>`count(*) filter (where ${maRecord.startTime} <= now() and ${maRecord.endTime} > now())::int`,
        upcoming: sql<number>`count(*) filter (where ${maRecord.startTime} > now() and ${maRecord.startTime} <= now() + interval '7 days')::int`,
      })
      .from(maRecord)
      .where(and(visible, released)),
    q
      .select({
        present: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.present})::int`,
        counted: sql<number>`count(${maAttend.result})::int`,
      })
      .from(maAttend)
      .innerJoin(maRecord, eq(maRecord.id, maAttend.recordId))
      .where(and(inYear, eq(maRecord.state, MeetState.closed))),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(maApply)
      .innerJoin(maRecord, eq(maRecord.id, maApply.recordId))
      .where(and(visible, notDraft, eq(maApply.state, ApplyState.pending), isNull(maApply.deletedAt))),
  ]);
  const states = [MeetState.draft, MeetState.released, MeetState.closed].map((state) => ({
    state,
    count: Number(byState.find((r) => r.state === state)?.count ?? 0),
  }));
  return {
    year,
    total: states.reduce((s, r) => s + r.count, 0),
    byState: states,
    underWay: Number(now?.underWay ?? 0),
    upcoming: Number(now?.upcoming ?? 0),
    rate: pct(Number(att?.present ?? 0), Number(att?.counted ?? 0)),
    pendingLeave: Number(leave?.n ?? 0),
  };
}

/** GET /{kind}/count/annual (attendees) and /{kind}/count/desktop (viewers and organisers), registered per kind. */
export const desktopRoutes: KindPart = (k) => {
  const who = (req: Parameters<typeof k.sc>[0]) => k.sc(req).caller.principal;
  const tags = [k.kind === 'meet' ? '会议管理' : '委员活动'];
  const annualSummary =
    k.kind === 'meet'
      ? '年度履职计划计数（countByMeeting/attendMeetCount）：本人当年出席会议数与目标'
      : '年度履职计划计数（countByActivity/attendActivityCount）：本人当年参加活动数与目标';
  k.app.get(
    `/${k.kind}/count/annual`,
    {
      config: { permission: k.perm.attend },
      schema: { tags, summary: annualSummary, querystring: maYearQuery, response: { 200: envelope(maAnnualCount) } },
    },
    async (req) => ok(await annualCount(k.ctx.db, who(req), k.kind, req.query.year)),
  );
  k.app.get(
    `/${k.kind}/count/desktop`,
    {
      config: { permission: [k.perm.view, k.perm.manage] },
      schema: {
        tags,
        summary: `${k.label}统计（首页）：本年按状态、进行中、近7天、出勤率、待审请假`,
        querystring: maYearQuery,
        response: { 200: envelope(maDesktopCount) },
      },
    },
    async (req) => ok(await desktopCount(k.ctx.db, who(req), k.kind, req.query.year)),
  );
};
