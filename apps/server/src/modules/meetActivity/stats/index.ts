import {
  AttendResult,
  type MaAttendance,
  type MaAttendanceRow,
  type MaStats,
  type MeetKind,
  MeetState,
  maAttendance,
  maAttendanceQuery,
  maStats,
  maStatsQuery,
} from '@cppcc/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { CHINA_TZ } from '../../../platform/time/china';
import { activityTypes } from '../../activity';
import { meetTypes } from '../../meet';
import { groupingNames, memberStandings } from '../../member';
import { visibleTo } from '../core/access';
import type { KindPart } from '../kind-routes';
import { maAttend, maRecord } from '../tables';
import { desktopRoutes } from './desktop';

export { annualAttendance } from './desktop';

/**
 * The statistics of a kind (/{kind}/statistics and, beyond the spec, /{kind}/statistics/attendance),
 * over the records the caller may open (viewers: all; organisers: their organisation's). Every
 * figure is one set-based statement.
 */

const typeNamesOf = (kind: MeetKind) => (kind === 'meet' ? meetTypes : activityTypes);
const pct = (num: number, den: number) => (den ? Math.round((num * 1000) / den) / 10 : 0);

export async function statistics(q: Queryable, p: Principal, kind: MeetKind, f: z.output<typeof maStatsQuery>): Promise<MaStats> {
  const where = and(
    visibleTo(p, kind),
    f.year !== undefined ? eq(maRecord.year, f.year) : undefined,
    f.typeId ? eq(maRecord.typeId, f.typeId) : undefined,
  ) as SQL;
  const month = sql<number>`extract(month from ${maRecord.startTime} at time zone ${sql.raw(`'${CHINA_TZ}'`)})::int`;
  const [byState, byType, byMonth, records] = await Promise.all([
    q
      .select({ state: maRecord.state, count: sql<number>`count(*)::int` })
      .from(maRecord)
      .where(where)
      .groupBy(maRecord.state)
      .orderBy(maRecord.state),
    q
      .select({ key: maRecord.typeId, count: sql<number>`count(*)::int` })
      .from(maRecord)
      .where(where)
      .groupBy(maRecord.typeId)
      .orderBy(desc(sql`count(*)`), maRecord.typeId),
    q.select({ month, count: sql<number>`count(*)::int` }).from(maRecord).where(where).groupBy(month).orderBy(month),
    q
      .select({
        id: maRecord.id,
        title: maRecord.title,
        typeId: maRecord.typeId,
        startTime: maRecord.startTime,
        state: maRecord.state,
        invited: sql<number>`count(${maAttend.userId})::int`,
        present: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.present})::int`,
        leave: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.leave})::int`,
        absent: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.absent})::int`,
      })
      .from(maRecord)
      .leftJoin(maAttend, eq(maAttend.recordId, maRecord.id))
      .where(and(where, sql`${maRecord.state} <> ${MeetState.draft}`))
      .groupBy(maRecord.id)
      .orderBy(desc(maRecord.startTime), maRecord.id)
      .limit(500),
  ]);
  const names = await typeNamesOf(kind).names(q, [...byType.map((t) => t.key), ...records.map((r) => r.typeId)]);
  const months = new Map(byMonth.map((m) => [Number(m.month), Number(m.count)]));
  return {
    total: byState.reduce((s, r) => s + Number(r.count), 0),
    byState: [MeetState.draft, MeetState.released, MeetState.closed].map((state) => ({
      state,
      count: Number(byState.find((r) => r.state === state)?.count ?? 0),
    })),
    byType: byType.map((t) => ({ key: t.key, name: names.get(t.key) ?? '（已删除的类型）', count: Number(t.count) })),
    byMonth: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: months.get(i + 1) ?? 0 })),
    records: records.map((r) => ({
      id: r.id,
      title: r.title,
      typeName: names.get(r.typeId) ?? null,
      startTime: r.startTime.toISOString(),
      state: r.state,
      invited: Number(r.invited),
      present: Number(r.present),
      leave: Number(r.leave),
      absent: Number(r.absent),
      rate: pct(Number(r.present), Number(r.invited)),
    })),
  };
}

type Counts = Pick<MaAttendanceRow, 'invited' | 'present' | 'leave' | 'absent'>;
const zero = (): Counts => ({ invited: 0, present: 0, leave: 0, absent: 0 });
const withRate = (key: string, name: string, c: Counts): MaAttendanceRow => ({ key, name, ...c, rate: pct(c.present, c.invited) });
const unnamed = { sector: '未设置界别', committee: '未加入专委会' } as const;

/**
 * Attendance of a year per member, sector (界别) or special committee (专委会): the invitations of
 * the records that are over (closed, or past their end) and their results. One statement per member;
 * the groupings come from the member module's readers (a member's latest standing).
 */
export async function attendance(q: Queryable, p: Principal, kind: MeetKind, f: z.output<typeof maAttendanceQuery>): Promise<MaAttendance> {
  const perMember = await q
    .select({
      userId: maAttend.userId,
      name: sql<string>`max(${maAttend.userName})`,
      invited: sql<number>`count(*)::int`,
      present: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.present})::int`,
      leave: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.leave})::int`,
      absent: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.absent})::int`,
    })
    .from(maAttend)
    .innerJoin(maRecord, eq(maRecord.id, maAttend.recordId))
    .where(
      and(
        visibleTo(p, kind),
        eq(maRecord.year, f.year),
        sql`(${maRecord.state} = ${MeetState.closed} or (${maRecord.state} = ${MeetState.released} and ${maRecord.endTime} <= now()))`,
      ),
    )
    .groupBy(maAttend.userId)
    .orderBy(maAttend.userId);
  const counts = (r: (typeof perMember)[number]): Counts => ({
    invited: Number(r.invited),
    present: Number(r.present),
    leave: Number(r.leave),
    absent: Number(r.absent),
  });
  const total = zero();
  for (const r of perMember) for (const k of Object.keys(total) as (keyof Counts)[]) total[k] += counts(r)[k];
  const totalRow = withRate('', '合计', total);
  const byRate = (a: MaAttendanceRow, b: MaAttendanceRow) => b.rate - a.rate || b.invited - a.invited || a.name.localeCompare(b.name, 'zh');
  if (f.by === 'member') {
    return { rows: perMember.map((r) => withRate(r.userId, r.name, counts(r))).sort(byRate), total: totalRow };
  }
  const by = f.by;
  const [standings, names] = await Promise.all([
    memberStandings(
      q,
      perMember.map((r) => r.userId),
    ),
    groupingNames(q, { kinds: [by] }),
  ]);
  const groupOf = new Map<string, string | null>();
  for (const s of standings) {
    const g = by === 'sector' ? s.sectorId : s.committeeId;
    if (g || !groupOf.get(s.userId)) groupOf.set(s.userId, g);
  }
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const groups = new Map<string, Counts>();
  for (const r of perMember) {
    const key = groupOf.get(r.userId) ?? '';
    const g = groups.get(key) ?? zero();
    for (const k of Object.keys(g) as (keyof Counts)[]) g[k] += counts(r)[k];
    groups.set(key, g);
  }
  const rows = [...groups].map(([key, c]) => withRate(key, key ? (nameOf.get(key) ?? key) : unnamed[by], c)).sort(byRate);
  return { rows, total: totalRow };
}

/** The statistics of a kind, registered once per kind. */
export const statsRoutes: KindPart = (k) => {
  const perms = [k.perm.view, k.perm.manage];
  const who = (req: Parameters<typeof k.sc>[0]) => k.sc(req).caller.principal;
  k.call('statistics', perms, `${k.label}统计`, maStatsQuery, maStats, (req, f) => statistics(k.ctx.db, who(req), k.kind, f));
  k.call('statistics/attendance', perms, `${k.label}出勤率统计（委员、界别、专委会）`, maAttendanceQuery, maAttendance, (req, f) =>
    attendance(k.ctx.db, who(req), k.kind, f),
  );
  // the home widgets' figures: GET /{kind}/count/annual and /{kind}/count/desktop
  desktopRoutes(k);
};
