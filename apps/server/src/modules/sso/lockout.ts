import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { SecurityPolicy } from '../../platform/config';
import type { Queryable } from '../../platform/db/client';
import { loginFailure, session } from './tables';
import type { UserRow } from './users';

/** Minutes left on a lock (rounded up), or 0 when the account is not locked. */
export function lockMinutesLeft(u: Pick<UserRow, 'lockedUntil'>, now: Date): number {
  if (!u.lockedUntil || u.lockedUntil <= now) return 0;
  return Math.ceil((u.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** The account-wide counter and lock are the account's own (the system area); the per-address ones below are sign-in's. */
export { clearAccountFailures as clearFailures, recordAccountFailure as recordFailure } from '../system';

/**
 * Password guesses are counted per (account, client address): reaching the
 * maximum locks that address out of that account only, so a stranger's
 * guesses never shut out the owner signing in from elsewhere.
 * Returns true when this failure locked the address.
 */
export async function recordAddressFailure(
  q: Queryable,
  userId: string,
  ip: string | null,
  policy: SecurityPolicy,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - policy.failureWindowMinutes * 60_000).toISOString();
  const fresh = sql`${loginFailure.failedSince} < ${windowStart}::timestamptz`;
  const [row] = await q
    .insert(loginFailure)
    .values({ userId, ip: ip ?? '', failedCount: 1, failedSince: now })
    .onConflictDoUpdate({
      target: [loginFailure.userId, loginFailure.ip],
      set: {
        failedCount: sql`case when ${fresh} then 1 else ${loginFailure.failedCount} + 1 end`,
        failedSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${loginFailure.failedSince} end`,
      },
    })
    .returning({ failedCount: loginFailure.failedCount });
  if (!row || row.failedCount < policy.maxFailures) return false;
  await q
    .update(loginFailure)
    .set({ failedCount: 0, failedSince: now, lockedUntil: new Date(now.getTime() + policy.lockMinutes * 60_000) })
    .where(and(eq(loginFailure.userId, userId), eq(loginFailure.ip, ip ?? '')));
  return true;
}

/** Whether this address is locked out of this account. */
export async function addressLocked(q: Queryable, userId: string, ip: string | null, now: Date): Promise<boolean> {
  const [row] = await q
    .select({ lockedUntil: loginFailure.lockedUntil })
    .from(loginFailure)
    .where(and(eq(loginFailure.userId, userId), eq(loginFailure.ip, ip ?? '')))
    .limit(1);
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/**
 * Many addresses guessing one account (a botnet): once the account's failures
 * from all addresses within the window reach accountGuardFailures, its
 * password is tried only from addresses it has signed in from before
 * (sessions of the last refreshTokenDays × 4). The owner elsewhere signs in by
 * SMS code or QR code; nobody can lock an administrator out for good.
 */
export async function accountGuarded(q: Queryable, userId: string, ip: string | null, policy: SecurityPolicy, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - policy.failureWindowMinutes * 60_000);
  const [sum] = await q
    .select({ n: sql<number>`coalesce(sum(${loginFailure.failedCount}), 0)::int` })
    .from(loginFailure)
    .where(and(eq(loginFailure.userId, userId), gte(loginFailure.failedSince, windowStart)));
  const locks = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailure)
    .where(and(eq(loginFailure.userId, userId), gt(loginFailure.lockedUntil, now)));
  const failures = (sum?.n ?? 0) + (locks[0]?.n ?? 0) * policy.maxFailures;
  if (failures < policy.accountGuardFailures) return false;
  if (!ip) return true;
  const knownSince = new Date(now.getTime() - policy.refreshTokenDays * 4 * 86_400_000);
  const [known] = await q
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.userId, userId), eq(session.ip, ip), gte(session.createdAt, knownSince)))
    .limit(1);
  return !known;
}

/** A successful password sign-in forgets this address's failures. */
export async function clearAddressFailures(q: Queryable, userId: string, ip: string | null): Promise<void> {
  await q.delete(loginFailure).where(and(eq(loginFailure.userId, userId), eq(loginFailure.ip, ip ?? '')));
}
