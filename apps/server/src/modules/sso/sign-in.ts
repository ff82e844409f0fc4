import type { LoginResult } from '@cppcc/contracts';
import { auditSignInFailure } from '../../platform/audit/flood';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import type { AppError } from '../../platform/errors';
import { accountDisabled, accountLocked } from './auth-errors';
import { accountGuarded, addressLocked, lockMinutesLeft, recordAddressFailure, recordFailure } from './lockout';
import { type ClientInfo, openSession, type SignInMethod } from './sessions';
import type { UserRow } from './users';

/** What the sign-in attempt named (login name or mobile), recorded on failures. */
export interface Attempt {
  method: SignInMethod;
  /** the login name or mobile typed in: recorded even when it names no one */
  name: string;
  client: ClientInfo;
}

/** Sign-in methods whose guesses lock one address out of the account, not the account. */
const PER_ADDRESS = new Set<SignInMethod>(['password', 'sms']);

/** Refusals that are not guesses: they do not count toward a lock. */
const NOT_COUNTED = new Set(['locked', 'disabled', 'account-guarded']);

/**
 * Counts a failure toward the lock and returns the lock length in minutes when
 * it locked. Passwords and SMS codes lock per (account, address), see
 * lockout.ts, so a stranger's guesses never shut the owner out; IAM keeps the
 * account-wide lock of the user row.
 */
async function countFailure(
  ctx: AppContext,
  tx: Queryable,
  attempt: Attempt,
  u: UserRow | null,
  reason: string,
  now: Date,
): Promise<number> {
  if (!u || NOT_COUNTED.has(reason)) return 0;
  if (!PER_ADDRESS.has(attempt.method)) return recordFailure(tx, u.id, ctx.config.security, now);
  return (await recordAddressFailure(tx, u.id, attempt.client.ip, ctx.config.security, now)) ? ctx.config.security.lockMinutes : 0;
}

/**
 * A failed sign-in: counts toward the lock (when the name is a real account),
 * writes the failure audit row, then throws. The count and the row are
 * committed before the error leaves, so a refusal still leaves its trace.
 * A password refusal answers alike for an unknown name, a wrong password and
 * a locked address (no enumeration, no lock oracle); the lock shows in the audit.
 */
export async function refuseSignIn(ctx: AppContext, attempt: Attempt, u: UserRow | null, reason: string, error: AppError): Promise<never> {
  const now = new Date();
  const lockedFor = await inTx(ctx.db, async (tx) => {
    const minutes = await countFailure(ctx, tx, attempt, u, reason, now);
    // a failure naming no account is gathered per address and window (flood aggregation)
    await auditSignInFailure(
      tx,
      { userId: u?.id ?? null, username: u?.username ?? null, ip: attempt.client.ip },
      {
        category: 'login',
        objectType: 'session',
        action: 'login',
        result: 'failure',
        detail: { loginName: attempt.name, method: attempt.method, reason, ...(minutes ? { locked: true } : {}) },
      },
    );
    return minutes;
  });
  throw lockedFor && attempt.method !== 'password' ? accountLocked(lockedFor) : error;
}

/** Locked accounts are refused before any secret is checked: guessing must not continue during a lock. */
export async function refuseIfLocked(ctx: AppContext, attempt: Attempt, u: UserRow | null): Promise<void> {
  const minutes = u ? lockMinutesLeft(u, new Date()) : 0;
  if (u && minutes > 0) await refuseSignIn(ctx, attempt, u, 'locked', accountLocked(minutes));
}

/**
 * Why a password attempt is refused before its password counts: this address
 * is locked out of the account, or the account is under a many-address attack
 * and this address is new to it. The caller still spends one password check.
 */
export async function passwordBarred(ctx: AppContext, u: UserRow, client: ClientInfo): Promise<'locked' | 'account-guarded' | null> {
  const now = new Date();
  if (await addressLocked(ctx.db, u.id, client.ip, now)) return 'locked';
  if (await accountGuarded(ctx.db, u.id, client.ip, ctx.config.security, now)) return 'account-guarded';
  return null;
}

/** The secret was right: a disabled account is refused, otherwise a session opens. */
export async function completeSignIn(
  ctx: AppContext,
  attempt: Attempt,
  u: UserRow,
  detail: Record<string, unknown> = {},
): Promise<LoginResult> {
  if (!u.enabled) await refuseSignIn(ctx, attempt, u, 'disabled', accountDisabled());
  return inTx(ctx.db, (tx) => openSession(tx, ctx, u, attempt.method, attempt.client, detail));
}
