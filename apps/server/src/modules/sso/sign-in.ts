import type { LoginResult } from '@cppcc/contracts';
import { audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import type { AppError } from '../../platform/errors';
import { accountDisabled, accountLocked } from './auth-errors';
import { lockMinutesLeft, recordFailure } from './lockout';
import { type ClientInfo, openSession, type SignInMethod } from './sessions';
import type { UserRow } from './users';

/** What the sign-in attempt named (login name or mobile), recorded on failures. */
export interface Attempt {
  method: SignInMethod;
  /** the login name or mobile typed in: recorded even when it names no one */
  name: string;
  client: ClientInfo;
}

/**
 * A failed sign-in: counts toward the lock (when the name is a real account),
 * writes the failure audit row, then throws. The count and the row are
 * committed before the error leaves, so a refusal still leaves its trace.
 */
export async function refuseSignIn(ctx: AppContext, attempt: Attempt, u: UserRow | null, reason: string, error: AppError): Promise<never> {
  const now = new Date();
  const lockedFor = await inTx(ctx.db, async (tx) => {
    const minutes = u && reason !== 'locked' && reason !== 'disabled' ? await recordFailure(tx, u.id, ctx.config.security, now) : 0;
    await audit(
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
  throw lockedFor ? accountLocked(lockedFor) : error;
}

/** Locked accounts are refused before any secret is checked: guessing must not continue during a lock. */
export async function refuseIfLocked(ctx: AppContext, attempt: Attempt, u: UserRow | null): Promise<void> {
  const minutes = u ? lockMinutesLeft(u, new Date()) : 0;
  if (u && minutes > 0) await refuseSignIn(ctx, attempt, u, 'locked', accountLocked(minutes));
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
