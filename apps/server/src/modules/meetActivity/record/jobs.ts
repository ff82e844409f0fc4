import { ApplyState, AttendWill, type MeetKind, MeetState } from '@cppcc/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { JobDecl } from '../../../platform/jobs/job';
import { recordFlow } from '../core/machine';
import { runSystemStep } from '../core/step';
import { maApply, maAttend, maRecord } from '../tables';
import { noticeReminder } from './notices';

/**
 * The reminder before a record starts (remindMinutes): released records whose reminder moment
 * has come and whose start has not, once each (remindedAt, set with `… where reminded_at is null
 * returning`, so two processes never both send). Attendees who said 不参加 or whose leave was
 * approved are not reminded.
 */
export async function sendReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: maRecord.id })
    .from(maRecord)
    .where(
      and(
        eq(maRecord.state, MeetState.released),
        isNull(maRecord.deletedAt),
        isNull(maRecord.remindedAt),
        gt(maRecord.remindMinutes, 0),
        gt(maRecord.startTime, now),
        sql`${maRecord.startTime} - make_interval(mins => ${maRecord.remindMinutes}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { id } of due) {
    await runSystemStep(ctx, async (s) => {
      const [row] = await s.tx
        .update(maRecord)
        .set({ remindedAt: now })
        .where(and(eq(maRecord.id, id), isNull(maRecord.remindedAt)))
        .returning();
      if (!row) return;
      const people = await s.tx
        .select({ userId: maAttend.userId })
        .from(maAttend)
        .where(
          and(
            eq(maAttend.recordId, id),
            sql`${maAttend.will} <> ${AttendWill.absent}`,
            sql`not exists (select 1 from ${maApply} ap where ap.record_id = ${maAttend.recordId}
              and ap.user_id = ${maAttend.userId} and ap.state = ${ApplyState.approved} and ap.deleted_at is null)`,
          ),
        );
      const userIds = people.map((p) => p.userId);
      await noticeReminder(s.fx, row, userIds);
      await recordFlow(row.kind as MeetKind).record(s, row, {
        action: 'remind',
        fromState: row.state,
        toState: row.state,
        detail: { count: userIds.length },
      });
      sent++;
    });
  }
  return sent;
}

/** The scheduled jobs of records: the reminder, every five minutes. */
export const recordJobs: JobDecl[] = [{ name: 'meetActivity.remind', everyMs: 5 * 60_000, run: (ctx, now) => sendReminders(ctx, now) }];
