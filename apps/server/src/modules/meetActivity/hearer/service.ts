import {
  type MeetHearerCandidate,
  type MeetHearerMeetRow,
  type MeetHearerRow,
  type MeetKind,
  type meetHearerBase,
  type meetHearerPageQuery,
  type meetHearerRightQuery,
  type meetHearerUpdate,
  type meetPageHearerQuery,
  UserType,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import type { CallContext } from '../../../platform/http/route-kit';
import { liveAccountsOfTypes } from '../../system';
import { loadVisible, visibleTo } from '../core/access';
import { runMaStep } from '../core/step';
import { maAttend, maHearer, maRecord } from '../tables';

/**
 * Hearers (列席) of a meeting: people of the platform chosen with the picker, or named by hand.
 * A person is on a meeting once: not both an attendee and a hearer, nor a hearer twice.
 */
const OBJECT = 'maHearer';
type HearerRow = typeof maHearer.$inferSelect;

const rowOf = (r: HearerRow & { recordTitle: string }): MeetHearerRow => ({
  id: r.id,
  recordId: r.recordId,
  recordTitle: r.recordTitle,
  userId: r.userId,
  name: r.name,
  unit: r.unit,
  duty: r.duty,
  phone: r.phone,
  remark: r.remark,
  sort: r.sort,
});

export async function hearerPage(sc: CallContext, f: z.output<typeof meetHearerPageQuery>) {
  const p = sc.caller.principal;
  const where = and(
    visibleTo(p, 'meet'),
    f.recordId ? eq(maHearer.recordId, f.recordId) : undefined,
    f.name ? ilike(maHearer.name, likePattern(f.name)) : undefined,
  ) as SQL;
  const base = () =>
    sc.ctx.db.select({ h: maHearer, recordTitle: maRecord.title }).from(maHearer).innerJoin(maRecord, eq(maRecord.id, maHearer.recordId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(desc(maRecord.startTime), asc(maHearer.sort), asc(maHearer.id)).limit(f.pageSize).offset(offsetOf(f)),
    sc.ctx.db.select({ total: count() }).from(maHearer).innerJoin(maRecord, eq(maRecord.id, maHearer.recordId)).where(where),
  ]);
  return { list: rows.map((r) => rowOf({ ...r.h, recordTitle: r.recordTitle })), total };
}

async function loadHearer(q: Queryable | Tx, sc: CallContext, id: string) {
  const [found] = await q
    .select({ h: maHearer, recordTitle: maRecord.title })
    .from(maHearer)
    .innerJoin(maRecord, eq(maRecord.id, maHearer.recordId))
    .where(eq(maHearer.id, id))
    .limit(1);
  if (!found) throw notFound('列席人员');
  await loadVisible(q, sc.caller.principal, 'meet', found.h.recordId);
  return { ...found.h, recordTitle: found.recordTitle };
}

export const hearerDetail = async (sc: CallContext, id: string): Promise<MeetHearerRow> => rowOf(await loadHearer(sc.ctx.db, sc, id));

/** 400 when the chosen person is already an attendee or a hearer of the meeting. */
async function assertFree(tx: Tx, recordId: string, userId: string | undefined, self?: string): Promise<void> {
  if (!userId) return;
  const [attendee] = await tx
    .select({ id: maAttend.userId })
    .from(maAttend)
    .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, userId)));
  if (attendee) throw badRequest('该人员已是本会议的参加人员，不能再列席');
  const [hearer] = await tx
    .select({ id: maHearer.id })
    .from(maHearer)
    .where(and(eq(maHearer.recordId, recordId), eq(maHearer.userId, userId), self ? ne(maHearer.id, self) : undefined));
  if (hearer) throw badRequest('该人员已是本会议的列席人员');
}

const fields = (input: z.output<typeof meetHearerBase>) => ({
  userId: input.userId ?? null,
  name: input.name,
  unit: input.unit ?? null,
  duty: input.duty ?? null,
  phone: input.phone ?? null,
  remark: input.remark ?? null,
});

export async function addHearer(sc: CallContext, input: z.output<typeof meetHearerBase>): Promise<{ id: string }> {
  return runMaStep(sc, async (s) => {
    const record = await loadVisible(s.tx, s.caller.principal, 'meet', input.recordId, true);
    await assertFree(s.tx, record.id, input.userId);
    const [{ last }] = await s.tx
      .select({ last: sql<number>`coalesce(max(${maHearer.sort}), 0)` })
      .from(maHearer)
      .where(eq(maHearer.recordId, record.id));
    const id = newId();
    await s.tx.insert(maHearer).values({ id, recordId: record.id, sort: Number(last) + 1, ...fields(input) });
    await audit(s.tx, s.actor, { objectType: OBJECT, objectId: id, action: 'create', detail: { recordId: record.id, name: input.name } });
    return { id };
  });
}

export async function updateHearer(sc: CallContext, input: z.output<typeof meetHearerUpdate>): Promise<void> {
  await runMaStep(sc, async (s) => {
    const row = await loadHearer(s.tx, sc, input.id);
    if (row.recordId !== input.recordId) throw badRequest('列席人员不能改到另一个会议');
    await assertFree(s.tx, row.recordId, input.userId, row.id);
    await s.tx.update(maHearer).set(fields(input)).where(eq(maHearer.id, row.id));
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'update',
      detail: { recordId: row.recordId, name: input.name },
    });
  });
}

export async function deleteHearer(sc: CallContext, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const row = await loadHearer(s.tx, sc, id);
    await s.tx.delete(maHearer).where(eq(maHearer.id, row.id));
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'delete',
      detail: { recordId: row.recordId, name: row.name },
    });
  });
}

/** POST /meet/hearer/hearer/right: members and staff not yet on the meeting, for the picker. */
export async function hearerCandidates(sc: CallContext, f: z.output<typeof meetHearerRightQuery>) {
  const db = sc.ctx.db;
  const record = await loadVisible(db, sc.caller.principal, 'meet', f.recordId);
  const [people, attendees, hearers] = await Promise.all([
    liveAccountsOfTypes(db, [UserType.member, UserType.staff]),
    db.select({ id: maAttend.userId }).from(maAttend).where(eq(maAttend.recordId, record.id)),
    db.select({ id: maHearer.userId }).from(maHearer).where(eq(maHearer.recordId, record.id)),
  ]);
  const taken = new Set([...attendees, ...hearers].map((r) => r.id));
  const name = f.name?.toLowerCase();
  const free: MeetHearerCandidate[] = people
    .filter((u) => !taken.has(u.id) && (!name || u.username.toLowerCase().includes(name)))
    .map((u) => ({ id: u.id, name: u.username, duty: u.duty ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  const from = offsetOf(f);
  return { list: free.slice(from, from + f.pageSize), total: free.length };
}

/** POST /{kind}/page/hearer: the records (of the kind) with hearers; activities have none. */
export async function recordsWithHearers(sc: CallContext, kind: MeetKind, f: z.output<typeof meetPageHearerQuery>) {
  const p = sc.caller.principal;
  // qualified by hand: a column in a select list is written unqualified, which the subquery would read as h.id
  const hearerCount = sql<number>`(select count(*)::int from ${maHearer} h where h.record_id = "ma_record"."id")`;
  const where = and(
    visibleTo(p, kind),
    sql`exists (select 1 from ${maHearer} h where h.record_id = ${maRecord.id})`,
    f.title ? ilike(maRecord.title, likePattern(f.title)) : undefined,
    f.year === undefined ? undefined : eq(maRecord.year, f.year),
    isNull(maRecord.deletedAt),
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    sc.ctx.db
      .select({ id: maRecord.id, title: maRecord.title, startTime: maRecord.startTime, state: maRecord.state, hearerCount })
      .from(maRecord)
      .where(where)
      .orderBy(desc(maRecord.startTime), desc(maRecord.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    sc.ctx.db.select({ total: count() }).from(maRecord).where(where),
  ]);
  const list: MeetHearerMeetRow[] = rows.map((r) => ({ ...r, startTime: r.startTime.toISOString(), hearerCount: Number(r.hearerCount) }));
  return { list, total };
}
