import { and, asc, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { SecurityPolicy } from '../../platform/config';
import type { Queryable } from '../../platform/db/client';
import { likePattern } from '../../platform/http/paging';
import { rememberPassword } from './passwords';
import { role, user, userRole } from './tables';

/**
 * What sign-in (the sso area) reads and writes of an account: the system area owns the
 * account, its lock and its credentials; sso owns the sessions and calls these through
 * index.ts (docs/modules.md, the fences). Each function is one statement or a few.
 */

export type AccountRow = typeof user.$inferSelect;

const live = isNull(user.deletedAt);

export async function accountByLoginName(q: Queryable, loginName: string): Promise<AccountRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.loginName, loginName), live))
    .limit(1);
  return u ?? null;
}

export async function accountById(q: Queryable, id: string): Promise<AccountRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.id, id), live))
    .limit(1);
  return u ?? null;
}

/**
 * The identity an SMS code signs in: a person's identities usually share one
 * mobile; the first enabled one by sort wins and the user may switch after.
 */
export async function accountByMobile(q: Queryable, mobile: string): Promise<AccountRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.mobile, mobile), live))
    .orderBy(desc(user.enabled), asc(user.sort), asc(user.createdAt))
    .limit(1);
  return u ?? null;
}

/** The person's live identities registered on that number (an SMS password reset changes them all). */
export async function identitiesOnMobile(q: Queryable, personId: string, mobile: string): Promise<string[]> {
  const rows = await q
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.personId, personId), eq(user.mobile, mobile), live));
  return rows.map((r) => r.id);
}

type LockPolicy = Pick<SecurityPolicy, 'failureWindowMinutes' | 'maxFailures' | 'lockMinutes'>;

/**
 * Grade protection (等保): counts a failed sign-in inside the failure window;
 * reaching the maximum locks the account for lockMinutes. The count is bumped
 * in one UPDATE so that concurrent guesses cannot slip past the limit.
 * Returns the lock length in minutes when this failure locked the account.
 */
export async function recordAccountFailure(q: Queryable, userId: string, policy: LockPolicy, now: Date): Promise<number> {
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

export async function clearAccountFailures(q: Queryable, userId: string): Promise<void> {
  await q.update(user).set({ failedCount: 0, failedSince: null, lockedUntil: null }).where(eq(user.id, userId));
}

export async function markSignedIn(q: Queryable, userId: string, at: Date, ip: string | null): Promise<void> {
  await q.update(user).set({ lastLoginAt: at, lastLoginIp: ip }).where(eq(user.id, userId));
}

/** The owner changed their password: stored, remembered, and the forced change lifted. */
export async function changeOwnPassword(q: Queryable, userId: string, passwordHash: string, at: Date): Promise<void> {
  await q.update(user).set({ passwordHash, passwordChangedAt: at, mustChangePassword: false, updatedAt: at }).where(eq(user.id, userId));
  await rememberPassword(q, userId, passwordHash, at);
}

/**
 * A reset by SMS code sets the password of every live identity of the person on that
 * number, lifts their locks and remembers the password for each; returns the accounts.
 */
export async function resetPasswordOnMobile(
  q: Queryable,
  personId: string,
  mobile: string,
  passwordHash: string,
  at: Date,
): Promise<{ id: string; loginName: string }[]> {
  const accounts = await q
    .update(user)
    .set({
      passwordHash,
      passwordChangedAt: at,
      mustChangePassword: false,
      failedCount: 0,
      failedSince: null,
      lockedUntil: null,
      updatedAt: at,
    })
    .where(and(eq(user.personId, personId), eq(user.mobile, mobile), live))
    .returning({ id: user.id, loginName: user.loginName });
  for (const a of accounts) await rememberPassword(q, a.id, passwordHash, at);
  return accounts;
}

/** The enabled roles of an account, in role order. */
export async function enabledRolesOf(q: Queryable, userId: string): Promise<{ code: string; name: string }[]> {
  return q
    .select({ code: role.code, name: role.name })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(eq(userRole.userId, userId), eq(role.enabled, true)))
    .orderBy(asc(role.sort));
}

/** The person's other live, enabled identities (an account switches among them), in account order. */
export async function switchableIdentities(q: Queryable, u: { id: string; personId: string }) {
  return q
    .select({ id: user.id, loginName: user.loginName, userType: user.userType, orgId: user.orgId })
    .from(user)
    .where(and(eq(user.personId, u.personId), ne(user.id, u.id), eq(user.enabled, true), live))
    .orderBy(asc(user.sort), asc(user.createdAt));
}

/** Ids of the accounts whose login name or name contains the text, as a subquery for `inArray` (the online-user search). */
export function accountIdsNamed(q: Queryable, text: string) {
  const pattern = likePattern(text);
  return q
    .select({ id: user.id })
    .from(user)
    .where(or(ilike(user.loginName, pattern), ilike(user.username, pattern)));
}
