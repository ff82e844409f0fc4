import { MeetState } from '@cppcc/contracts';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { maAttend, maRecord } from '../tables';

/** One attendee's other engagement at the same time (the double-booking warning of issue 18). */
export interface Clash {
  userId: string;
  userName: string;
  recordId: string;
  kind: string;
  title: string;
  startTime: Date;
  endTime: Date;
}

/**
 * The released or draft records (of either kind) that overlap [start, end) and already list one of
 * these people; `exceptId` is the record being saved. A warning, never a refusal: a member may well
 * be asked to two things and choose. Each overlap is "each starts before the other ends"
 * (times.ts `overlaps`), here in SQL on ma_attend_user_idx.
 */
export async function clashesOf(q: Queryable, userIds: readonly string[], start: Date, end: Date, exceptId?: string): Promise<Clash[]> {
  if (!userIds.length) return [];
  return q
    .select({
      userId: maAttend.userId,
      userName: maAttend.userName,
      recordId: maRecord.id,
      kind: maRecord.kind,
      title: maRecord.title,
      startTime: maRecord.startTime,
      endTime: maRecord.endTime,
    })
    .from(maAttend)
    .innerJoin(maRecord, eq(maRecord.id, maAttend.recordId))
    .where(
      and(
        inArray(maAttend.userId, [...userIds]),
        isNull(maRecord.deletedAt),
        ne(maRecord.state, MeetState.closed),
        lt(maRecord.startTime, end),
        gt(maRecord.endTime, start),
        exceptId ? ne(maRecord.id, exceptId) : sql`true`,
      ),
    )
    .orderBy(maRecord.startTime)
    .limit(200);
}

/** 「张三 同一时间已安排参加《…》」, at most five names, for a save's or an add's answer. */
export function clashWarning(clashes: readonly Clash[]): string | null {
  if (!clashes.length) return null;
  const lines = clashes.slice(0, 5).map((c) => `${c.userName} 同一时间已安排参加《${c.title}》`);
  const more = clashes.length > 5 ? `等${clashes.length}处时间冲突` : '';
  return `${lines.join('；')}${more ? `；${more}` : ''}`;
}
