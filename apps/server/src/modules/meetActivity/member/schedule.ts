import {
  ApplyState,
  AttendSource,
  EnterState,
  type MaScheduleDetail,
  type MaScheduleRow,
  MEET_KINDS,
  type MeetKind,
  MeetState,
  type maEntersQuery,
  type maScheduleQuery,
  meetKindLabel,
  meetPerm,
  SignMode,
} from '@cppcc/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { forbidden } from '../../../platform/errors';
import { dayStart } from '../../../platform/time/china';
import { activityTypes } from '../../activity';
import { meetTypes } from '../../meet';
import { listFiles } from '../../oss';
import { loadVisible } from '../core/access';
import { enterStateOf, scheduleStateOf, scheduleStateSql, signWindowOf } from '../core/times';
import { maApply, maAttend, maRecord } from '../tables';

/**
 * The attendee's side (docs/meetings.md, 委员端): one schedule of both kinds, the records open for
 * sign-up, a record as an attendee sees it. The kinds are those the caller may attend.
 */

export const attendKinds = (p: Principal): MeetKind[] => MEET_KINDS.filter((k) => p.permissions.has(meetPerm(k).attend));

/** Of the kinds asked (or all), those the caller may attend; asking for another is a 403. */
function kindsOf(p: Principal, kind: MeetKind | undefined): MeetKind[] {
  const mine = attendKinds(p);
  if (kind && !mine.includes(kind)) throw forbidden(`您没有参加${meetKindLabel[kind]}的权限`);
  return kind ? [kind] : mine;
}

/** The sign-up state in SQL (core/times.ts enterStateOf): null without a window. */
const enterStateSql = sql<number | null>`(case when ${maRecord.enterStart} is null and ${maRecord.enterEnd} is null then null
  when ${maRecord.enterStart} is not null and now() < ${maRecord.enterStart} then ${EnterState.notOpen}
  when now() < coalesce(${maRecord.enterEnd}, ${maRecord.startTime}) then ${EnterState.open} else ${EnterState.ended} end)`;

/** Released, with an open sign-up window: offered to everyone who may attend the kind. */
const openForEnter = sql`(${maRecord.state} = ${MeetState.released} and ${enterStateSql} = ${EnterState.open})`;

function selection(p: Principal) {
  const me = p.userId;
  return {
    kind: maRecord.kind,
    id: maRecord.id,
    typeId: maRecord.typeId,
    title: maRecord.title,
    address: maRecord.address,
    startTime: maRecord.startTime,
    endTime: maRecord.endTime,
    enterStart: maRecord.enterStart,
    enterEnd: maRecord.enterEnd,
    signStart: maRecord.signStart,
    signEnd: maRecord.signEnd,
    state: maRecord.state,
    enterLimit: maRecord.enterLimit,
    signMode: maRecord.signMode,
    enteredCount: sql<number>`(select count(*)::int from ${maAttend} e where e.record_id = ${maRecord.id} and e.source = ${AttendSource.entered})`,
    source: maAttend.source,
    will: maAttend.will,
    result: maAttend.result,
    signedAt: maAttend.signedAt,
    applyState: sql<number | null>`(select p.state from ${maApply} p where p.record_id = ${maRecord.id} and p.user_id = ${me}
      and p.deleted_at is null order by p.created_at desc limit 1)`,
  };
}
type Raw = {
  kind: string;
  id: string;
  typeId: string;
  title: string;
  address: string | null;
  startTime: Date;
  endTime: Date;
  enterStart: Date | null;
  enterEnd: Date | null;
  signStart: Date | null;
  signEnd: Date | null;
  state: number;
  enterLimit: number;
  signMode: number;
  enteredCount: number;
  source: number | null;
  will: number | null;
  result: number | null;
  signedAt: Date | null;
  applyState: number | null;
};

/** Type names of both kinds' rows, one query per kind present. */
async function typeNames(q: Queryable, rows: { kind: string; typeId: string }[]): Promise<Map<string, string>> {
  const of = (k: MeetKind) => rows.filter((r) => r.kind === k).map((r) => r.typeId);
  const [m, a] = await Promise.all([meetTypes.names(q, of('meet')), activityTypes.names(q, of('activity'))]);
  return new Map([...m, ...a]);
}

/** The row and what the caller may do with it now. */
function present(r: Raw, names: Map<string, string>, now = new Date()): MaScheduleRow {
  const onList = r.source !== null;
  const released = r.state === MeetState.released;
  const enterState = enterStateOf(r, now);
  const win = signWindowOf(r);
  const leaveOpen = r.applyState === ApplyState.pending || r.applyState === ApplyState.approved;
  const room = r.enterLimit === 0 || Number(r.enteredCount) < r.enterLimit;
  return {
    kind: r.kind as MeetKind,
    id: r.id,
    typeId: r.typeId,
    typeName: names.get(r.typeId) ?? null,
    title: r.title,
    address: r.address,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    state: r.state,
    scheduleState: scheduleStateOf(r.startTime, r.endTime, now),
    enterState,
    enterLimit: r.enterLimit,
    enteredCount: Number(r.enteredCount),
    onList,
    source: r.source,
    will: r.will,
    result: r.result,
    signedAt: r.signedAt?.toISOString() ?? null,
    applyState: r.applyState,
    signMode: r.signMode,
    canSign: released && onList && !r.signedAt && r.result !== 0 && now >= win.from && now <= win.to,
    canEnter: released && !onList && enterState === EnterState.open && room,
    canCancelEnter: released && r.source === AttendSource.entered && enterState === EnterState.open && !r.signedAt,
    canApply: released && onList && r.source === AttendSource.invited && now < r.endTime && !r.signedAt && !leaveOpen,
  };
}

const upcomingFirst = [
  asc(sql`(case when ${maRecord.endTime} > now() then 0 else 1 end)`),
  asc(sql`(case when ${maRecord.endTime} > now() then ${maRecord.startTime} end)`),
  desc(maRecord.startTime),
  asc(maRecord.id),
];

/** POST /meetActivity/schedule: the records the caller is on (released or closed), and those open for sign-up. */
export async function schedulePage(
  q: Queryable,
  p: Principal,
  f: z.output<typeof maScheduleQuery>,
): Promise<{ list: MaScheduleRow[]; total: number }> {
  const kinds = kindsOf(p, f.kind);
  if (!kinds.length) return { list: [], total: 0 };
  const conds: (SQL | undefined)[] = [
    inArray(maRecord.kind, kinds),
    isNull(maRecord.deletedAt),
    sql`${maRecord.state} <> ${MeetState.draft}`,
    sql`(${maAttend.userId} is not null or ${openForEnter})`,
  ];
  if (f.scheduleState !== undefined) conds.push(sql`${scheduleStateSql(maRecord.startTime, maRecord.endTime)} = ${f.scheduleState}`);
  if (f.upcoming) conds.push(sql`${maRecord.state} = ${MeetState.released} and ${maRecord.endTime} > now()`);
  if (f.month) {
    const [y, m] = f.month.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    conds.push(sql`${maRecord.startTime} >= ${dayStart(`${f.month}-01`)} and ${maRecord.startTime} < ${dayStart(`${next}-01`)}`);
  }
  if (f.startFrom) conds.push(sql`${maRecord.startTime} >= ${dayStart(f.startFrom)}`);
  if (f.startTo) conds.push(sql`${maRecord.startTime} < ${dayStart(f.startTo)} + interval '1 day'`);
  if (f.title) conds.push(sql`${maRecord.title} ilike ${`%${f.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const where = and(...conds);
  const joined = () =>
    q
      .select(selection(p))
      .from(maRecord)
      .leftJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)));
  // the count and the page at once: on PostgreSQL they run on two connections
  const [[{ total }], rows] = await Promise.all([
    q
      .select({ total: sql<number>`count(*)::int` })
      .from(maRecord)
      .leftJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)))
      .where(where),
    joined()
      .where(where)
      .orderBy(...upcomingFirst)
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize) as Promise<Raw[]>,
  ]);
  const names = await typeNames(q, rows);
  return { list: rows.map((r) => present(r, names)), total: Number(total) };
}

/** POST /meetActivity/enters: released records of the caller's kinds whose sign-up window is open (or about to). */
export async function entersPage(
  q: Queryable,
  p: Principal,
  f: z.output<typeof maEntersQuery>,
): Promise<{ list: MaScheduleRow[]; total: number }> {
  const kinds = kindsOf(p, f.kind);
  if (!kinds.length) return { list: [], total: 0 };
  const conds: (SQL | undefined)[] = [
    inArray(maRecord.kind, kinds),
    isNull(maRecord.deletedAt),
    eq(maRecord.state, MeetState.released),
    sql`${enterStateSql} in (${EnterState.notOpen}, ${EnterState.open})`,
  ];
  if (f.title) conds.push(sql`${maRecord.title} ilike ${`%${f.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const where = and(...conds);
  const [{ total }] = await q.select({ total: sql<number>`count(*)::int` }).from(maRecord).where(where);
  const rows = (await q
    .select(selection(p))
    .from(maRecord)
    .leftJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)))
    .where(where)
    .orderBy(asc(maRecord.startTime), asc(maRecord.id))
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize)) as Raw[];
  const names = await typeNames(q, rows);
  return { list: rows.map((r) => present(r, names)), total: Number(total) };
}

/** GET /meetActivity/schedule/detail/{kind}/{id}: the record and the caller's part on it. */
export async function scheduleDetail(q: Queryable, p: Principal, kind: MeetKind, id: string): Promise<MaScheduleDetail> {
  kindsOf(p, kind);
  const rec = await loadVisible(q, p, kind, id);
  const [row] = (await q
    .select({
      ...selection(p),
      willRemark: maAttend.willRemark,
      signWay: maAttend.signWay,
      signDistance: maAttend.signDistance,
    })
    .from(maRecord)
    .leftJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)))
    .where(eq(maRecord.id, rec.id))) as (Raw & { willRemark: string | null; signWay: number | null; signDistance: number | null })[];
  const [apply] = await q
    .select({ id: maApply.id, reason: maApply.reason, state: maApply.state, opinion: maApply.opinion, createdAt: maApply.createdAt })
    .from(maApply)
    .where(and(eq(maApply.recordId, rec.id), eq(maApply.userId, p.userId), isNull(maApply.deletedAt)))
    .orderBy(desc(maApply.createdAt))
    .limit(1);
  const [names, files] = await Promise.all([typeNames(q, [row]), listFiles(q, rec.id)]);
  const win = signWindowOf(rec);
  return {
    ...present(row, names),
    content: rec.content,
    organizer: rec.organizer,
    contact: rec.contact,
    contactPhone: rec.contactPhone,
    enterStart: rec.enterStart?.toISOString() ?? null,
    enterEnd: rec.enterEnd?.toISOString() ?? null,
    signFrom: win.from.toISOString(),
    signTo: win.to.toISOString(),
    latitude: rec.latitude,
    longitude: rec.longitude,
    signRadius: rec.signRadius,
    qrAllowed: (rec.signMode & SignMode.qr) !== 0,
    locationAllowed: (rec.signMode & SignMode.location) !== 0 && rec.latitude !== null && rec.longitude !== null,
    willRemark: row.willRemark,
    signWay: row.signWay,
    signDistance: row.signDistance,
    apply: apply ? { ...apply, createdAt: apply.createdAt.toISOString() } : null,
    fileIds: files.map((f) => f.id),
  };
}

/** The caller's upcoming released records (the .ics calendar, the 近期会议活动 widget). */
export async function upcomingOf(q: Queryable, p: Principal, limit: number) {
  const kinds = attendKinds(p);
  if (!kinds.length) return [];
  return q
    .select({
      kind: maRecord.kind,
      id: maRecord.id,
      title: maRecord.title,
      address: maRecord.address,
      content: maRecord.content,
      startTime: maRecord.startTime,
      endTime: maRecord.endTime,
      updatedAt: maRecord.updatedAt,
      createdAt: maRecord.createdAt,
    })
    .from(maRecord)
    .innerJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)))
    .where(
      and(
        inArray(maRecord.kind, kinds),
        isNull(maRecord.deletedAt),
        eq(maRecord.state, MeetState.released),
        sql`${maRecord.endTime} > now()`,
        sql`coalesce(${maAttend.will}, 0) <> 2`,
      ),
    )
    .orderBy(asc(maRecord.startTime), asc(maRecord.id))
    .limit(limit);
}
