import type { MeetKind, MeetRow, meetPageQuery, PageResult } from '@cppcc/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { containsText } from '../../../platform/db/contains-text';
import { offsetOf } from '../../../platform/http/paging';
import { activityTypes } from '../../activity';
import { meetTypes } from '../../meet';
import { visibleTo } from '../core/access';
import { enterStateOf, scheduleStateSql } from '../core/times';
import { maAttend, maRecord } from '../tables';

/** The type service of a kind (the shared type tables of modules/meet and modules/activity). */
export const typesOf = (kind: MeetKind) => (kind === 'meet' ? meetTypes : activityTypes);

type PageInput = z.output<typeof meetPageQuery>;

const scheduleState = scheduleStateSql(maRecord.startTime, maRecord.endTime);
const attendeeCount = sql<number>`(select count(*)::int from ${maAttend} a where a.record_id = ${maRecord.id})`;
const signedCount = sql<number>`(select count(*)::int from ${maAttend} a where a.record_id = ${maRecord.id} and a.signed_at is not null)`;

/** The filters of every record list, ANDed with what the caller may see. */
function filtersOf(p: Principal, kind: MeetKind, f: PageInput): SQL {
  const where: (SQL | undefined)[] = [visibleTo(p, kind)];
  if (f.typeId) where.push(eq(maRecord.typeId, f.typeId));
  if (f.title) where.push(containsText(maRecord.title, f.title));
  if (f.state !== undefined) where.push(eq(maRecord.state, f.state));
  if (f.scheduleState !== undefined) where.push(sql`${scheduleState} = ${f.scheduleState}`);
  if (f.year !== undefined) where.push(eq(maRecord.year, f.year));
  if (f.plenary !== undefined) where.push(eq(maRecord.plenary, f.plenary));
  if (f.parentId) where.push(eq(maRecord.parentId, f.parentId));
  return and(...where) as SQL;
}

const rowColumns = {
  id: maRecord.id,
  kind: maRecord.kind,
  typeId: maRecord.typeId,
  title: maRecord.title,
  address: maRecord.address,
  startTime: maRecord.startTime,
  endTime: maRecord.endTime,
  enterStart: maRecord.enterStart,
  enterEnd: maRecord.enterEnd,
  state: maRecord.state,
  scheduleState,
  plenary: maRecord.plenary,
  parentId: maRecord.parentId,
  organizer: maRecord.organizer,
  attendeeCount,
  signedCount,
  createdByName: maRecord.createdByName,
};

/** The one reader of every record list: newest start first, each row with its derived states and counts. */
export async function pageRecords(q: Queryable, p: Principal, kind: MeetKind, f: PageInput): Promise<PageResult<MeetRow>> {
  const where = filtersOf(p, kind, f);
  const [rows, [{ total }]] = await Promise.all([
    q
      .select(rowColumns)
      .from(maRecord)
      .where(where)
      .orderBy(desc(maRecord.startTime), desc(maRecord.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: sql<number>`count(*)::int` }).from(maRecord).where(where),
  ]);
  const names = await typesOf(kind).names(
    q,
    rows.map((r) => r.typeId),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      typeId: r.typeId,
      typeName: names.get(r.typeId) ?? null,
      title: r.title,
      address: r.address,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      state: r.state,
      scheduleState: Number(r.scheduleState),
      enterState: enterStateOf(r),
      plenary: r.plenary,
      parentId: r.parentId,
      organizer: r.organizer,
      attendeeCount: Number(r.attendeeCount),
      signedCount: Number(r.signedCount),
      createdByName: r.createdByName,
    })),
  };
}

/** The attendee rows of a record. */
export function attendeesOf(q: Queryable, recordId: string) {
  return q.select().from(maAttend).where(eq(maAttend.recordId, recordId)).orderBy(maAttend.createdAt, maAttend.userId);
}

/** A live record by id, any kind (for the parent of a sub-meeting). */
export async function liveRecord(q: Queryable, id: string) {
  const [r] = await q
    .select()
    .from(maRecord)
    .where(and(eq(maRecord.id, id), isNull(maRecord.deletedAt)))
    .limit(1);
  return r ?? null;
}
