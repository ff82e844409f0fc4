import { type MeetKind, MeetState, meetKindLabel, meetPerm } from '@cppcc/contracts';
import { type AnyColumn, and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { forbidden, notFound } from '../../../platform/errors';
import { maAttend, maRecord } from '../tables';
import type { RecordWho } from './machine';

/**
 * Who may see and run a meeting or activity (docs/meetings.md), as SQL conditions every list ANDs
 * with its own (the one reader, core/rows.ts):
 * - viewers of the kind (`<kind>:record:view`) see every record of it;
 * - organisers (`<kind>:record:manage`) see the records they or their organisation created, and
 *   run them (the machine's `organizer`);
 * - anyone else sees a released or closed record only when they are on its attendee list, or when
 *   it is open for sign-up (a record with a sign-up window is offered to every attendee-to-be).
 */
export type RecordRow = typeof maRecord.$inferSelect;

export const managesKind = (p: Principal, kind: MeetKind): boolean => p.permissions.has(meetPerm(kind).manage);
export const seesAllOf = (p: Principal, kind: MeetKind): boolean => p.permissions.has(meetPerm(kind).view);

/** The caller's own or their organisation's records. */
function organisedBy(p: Principal): SQL {
  const org = p.orgId ? sql` or ${maRecord.createdOrgId} = ${p.orgId}` : sql``;
  return sql`(${maRecord.createdBy} = ${p.userId}${org})`;
}

/** Released records the caller is listed on or may sign up for. */
function attendeeOf(p: Principal): SQL {
  return sql`(${maRecord.state} <> ${MeetState.draft} and (
    exists (select 1 from ${maAttend} a where a.record_id = ${maRecord.id} and a.user_id = ${p.userId})
    or ${maRecord.enterStart} is not null or ${maRecord.enterEnd} is not null))`;
}

/** The records of a kind the caller may open. */
export function visibleTo(p: Principal, kind: MeetKind): SQL {
  const own = and(eq(maRecord.kind, kind), isNull(maRecord.deletedAt)) as SQL;
  if (seesAllOf(p, kind)) return own;
  const mine = managesKind(p, kind) ? sql`(${organisedBy(p)} or ${attendeeOf(p)})` : attendeeOf(p);
  return and(own, mine) as SQL;
}

/**
 * The rows of a part (leave, results, hearers) whose record the caller may open, as a condition on
 * the part's own record column, so that a count needs no join: for those who see every record of the
 * kind it is only "the record is not deleted" (an anti-join against the few deleted ones), which an
 * index on the part's kind answers (bench/meet-scale.ts: 58,000 leave requests counted in a few ms).
 */
export function ofVisibleRecord(p: Principal, kind: MeetKind, recordId: AnyColumn): SQL {
  if (seesAllOf(p, kind))
    return sql`not exists (select 1 from ${maRecord} where ${maRecord.id} = ${recordId} and ${maRecord.deletedAt} is not null)`;
  return sql`exists (select 1 from ${maRecord} where ${maRecord.id} = ${recordId} and ${visibleTo(p, kind)})`;
}

/** The caller's part on a record for the machine: organiser when they manage the kind and the record is theirs to run. */
export function whoOnRecord(p: Principal, row: RecordRow): RecordWho {
  const kind = row.kind as MeetKind;
  const organiser =
    managesKind(p, kind) && (seesAllOf(p, kind) || row.createdBy === p.userId || (!!p.orgId && row.createdOrgId === p.orgId));
  return { kinds: organiser ? ['organizer'] : [], permissions: p.permissions };
}

/** Reads a record of a kind the caller may open: 404 when there is none of that kind, 403 when it is not theirs. */
export async function loadVisible(q: Queryable | Tx, p: Principal, kind: MeetKind, id: string, lock = false): Promise<RecordRow> {
  // whether the caller may open it comes with the row: one statement, as the publications' loadReadable
  const query = q
    .select({ ...getTableColumns(maRecord), allowed: sql<boolean>`(${visibleTo(p, kind)})` })
    .from(maRecord)
    .where(and(eq(maRecord.id, id), eq(maRecord.kind, kind), isNull(maRecord.deletedAt)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: maRecord }) : await query;
  if (!found) throw notFound(meetKindLabel[kind]);
  const { allowed, ...row } = found;
  if (!allowed) throw forbidden(`您不是该${meetKindLabel[kind]}的组织者或参加人员`);
  return row;
}
