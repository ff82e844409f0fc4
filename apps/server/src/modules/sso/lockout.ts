import { eq, sql } from 'drizzle-orm';
import type { SecurityPolicy } from '../../platform/config';
import type { Queryable } from '../../platform/db/client';
import { user } from '../system/tables';
import type { UserRow } from './users';

/** Minutes left on a lock (rounded up), or 0 when the account is not locked. */
export function lockMinutesLeft(u: Pick<UserRow, 'lockedUntil'>, now: Date): number {
  if (!u.lockedUntil || u.lockedUntil <= now) return 0;
  return Math.ceil((u.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/**
 * Grade protection (等保): counts a failed sign-in inside the failure window;
 * reaching the maximum locks the account for lockMinutes. The count is bumped
 * in one UPDATE so that concurrent guesses cannot slip past the limit.
 * Returns the lock length in minutes when this failure locked the account.
 */
export async function recordFailure(q: Queryable, userId: string, policy: SecurityPolicy, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.failureWindowMinutes * 60_000).toISOString();
  const fresh = sql`(${user.failedSince} is null or ${user.failedSince} < ${windowStart}::timestamptz)`;
  const [row] = await q
    .update(user)
    .set({
      failedCount: sql`case when ${fresh} then 1 else ${user.failedCount} + 1 end`,
      failedSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${user.failedSince} end`,
    })
    .where(eq(user.id, userId))
    .returning({ failedCount: user.failedCount });
  if (!row || row.failedCount < policy.maxFailures) return 0;
  await q
    .update(user)
    .set({ failedCount: 0, failedSince: null, lockedUntil: new Date(now.getTime() + policy.lockMinutes * 60_000) })
    .where(eq(user.id, userId));
  return policy.lockMinutes;
}

export async function clearFailures(q: Queryable, userId: string): Promise<void> {
  await q.update(user).set({ failedCount: 0, failedSince: null, lockedUntil: null }).where(eq(user.id, userId));
}
