import { type MeetKind, meetKindLabel } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import { loadVisible, type RecordRow, seesAllOf, whoOnRecord } from '../core/access';
import { maAttend, maRecord } from '../tables';

/** The organiser of the record (or a viewer of the kind, for reading lists). */
const isOrganiser = (p: Principal, r: RecordRow) => whoOnRecord(p, r).kinds.includes('organizer');

/** Reads a record the caller organises: 404/403 as loadVisible, then 403 when they only attend it. */
export async function loadOrganised(q: Queryable, p: Principal, kind: MeetKind, id: string, lock = false): Promise<RecordRow> {
  const r = await loadVisible(q, p, kind, id, lock);
  if (!isOrganiser(p, r)) throw forbidden(`只有该${meetKindLabel[kind]}的组织者可以进行此操作`);
  return r;
}

/** Reads a record for its lists: organisers and viewers of the kind. */
export async function loadForLists(q: Queryable, p: Principal, kind: MeetKind, id: string): Promise<RecordRow> {
  const r = await loadVisible(q, p, kind, id);
  if (!isOrganiser(p, r) && !seesAllOf(p, kind)) throw forbidden(`只有该${meetKindLabel[kind]}的组织者可以查看参加人员`);
  return r;
}

/** Reads a record by id and kind for an attendee's step: 404 only; the list decides the rest. */
export async function loadForAttendee(q: Queryable, kind: MeetKind, id: string): Promise<RecordRow> {
  const [r] = await q
    .select()
    .from(maRecord)
    .where(and(eq(maRecord.id, id), eq(maRecord.kind, kind), isNull(maRecord.deletedAt)))
    .limit(1);
  if (!r) throw notFound(meetKindLabel[kind]);
  return r;
}

// bad input rather than a missing right (issue 18): the member holds the attend permission, the record id is what is wrong
export const notListed = (kind: MeetKind) => badRequest(`您不在本次${meetKindLabel[kind]}的参加人员名单中`);

/** The caller's own row on the record's list, or null when they are not on it. */
export async function ownRow(q: Queryable, recordId: string, userId: string) {
  const [row] = await q
    .select()
    .from(maAttend)
    .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, userId)))
    .limit(1);
  return row ?? null;
}
