import { ApplyState, AttendResult } from '@cppcc/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { accountIdsByLoginNames, accountsByIds } from '../../system';
import { maApply, maAttend, maRecord } from '../tables';

/** A demo record by kind and title (the record part seeds them, docs/meetings.md). */
export async function demoRecord(s: SeedContext, kind: string, title: string) {
  const [r] = await s.tx
    .select()
    .from(maRecord)
    .where(and(eq(maRecord.kind, kind), eq(maRecord.title, title), isNull(maRecord.deletedAt)))
    .limit(1);
  return r ?? null;
}

/**
 * weiyuan asks for leave from 「大会第一次全体会议」 (waiting for the office); another member's leave
 * from the closed 「关于优化营商环境的协商座谈会」 was approved, so their result there is 请假.
 */
export async function seedApplies(s: SeedContext): Promise<void> {
  const ids = await accountIdsByLoginNames(s.tx, ['weiyuan', 'wu.bgt']);
  const weiyuan = ids.get('weiyuan');
  const staff = ids.get('wu.bgt');
  const sub = await demoRecord(s, 'meet', '大会第一次全体会议');
  if (weiyuan && sub) {
    const [me] = await s.tx
      .select()
      .from(maAttend)
      .where(and(eq(maAttend.recordId, sub.id), eq(maAttend.userId, weiyuan)));
    if (me)
      await s.tx.insert(maApply).values({
        id: newId(),
        recordId: sub.id,
        kind: 'meet',
        userId: weiyuan,
        userName: me.userName,
        reason: '当天需参加省里组织的专题调研，特此请假。',
        year: sub.year,
      });
  }
  const closed = await demoRecord(s, 'meet', '关于优化营商环境的协商座谈会');
  if (!closed) return;
  const [other] = await s.tx
    .select()
    .from(maAttend)
    .where(and(eq(maAttend.recordId, closed.id), weiyuan ? ne(maAttend.userId, weiyuan) : undefined))
    // someone the attendance part already marked 请假, so the two agree
    .orderBy(sql`${maAttend.result} = ${AttendResult.leave} desc nulls last`, asc(maAttend.userId))
    .limit(1);
  if (!other) return;
  const checkedAt = new Date(closed.startTime.getTime() - 2 * 86_400_000);
  await s.tx.insert(maApply).values({
    id: newId(),
    recordId: closed.id,
    kind: 'meet',
    userId: other.userId,
    userName: other.userName,
    reason: '因公出差，无法参会。',
    state: ApplyState.approved,
    checkerId: staff ?? null,
    checkerName: staff ? ((await accountsByIds(s.tx, [staff])).get(staff)?.username ?? null) : null,
    opinion: '同意',
    checkedAt,
    year: closed.year,
    createdAt: new Date(checkedAt.getTime() - 86_400_000),
  });
  // what the check does: the approved leave is the attendee's result
  await s.tx
    .update(maAttend)
    .set({ result: AttendResult.leave })
    .where(and(eq(maAttend.recordId, closed.id), eq(maAttend.userId, other.userId)));
}
