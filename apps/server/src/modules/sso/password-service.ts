import { AuthMsg } from '@cppcc/contracts';
import { audit } from '../../platform/audit/audit';
import { invalidatePrincipals, type Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { loginExpired } from '../../platform/errors';
import { assertAcceptablePassword, assertNotRecentPassword, changeOwnPassword, hashPassword, verifyPassword } from '../system';
import { accountLocked, badCredentials, fieldError } from './auth-errors';
import { addressLocked, clearFailures, lockMinutesLeft, recordAddressFailure } from './lockout';
import { decryptPassword } from './passwords';
import { actorFor, type ClientInfo, emitRevoked, passwordState, revokeUserSessions } from './sessions';
import { findUserById, type UserRow } from './users';

async function currentUser(ctx: AppContext, p: Principal): Promise<UserRow> {
  const u = await findUserById(ctx.db, p.userId);
  if (!u) throw loginExpired();
  return u;
}

/** GET /system/user/check/password/expired */
export async function checkPasswordExpired(
  ctx: AppContext,
  p: Principal,
): Promise<{ expired: boolean; mustChange: boolean; daysLeft: number }> {
  return passwordState(ctx, await currentUser(ctx, p), new Date());
}

/**
 * A password check by a signed-in user counts toward the lock like a password
 * sign-in from the same address (lockout.ts): a stolen session must not
 * become a password oracle, nor lock the owner out elsewhere. Returns whether it matched.
 */
async function checkOwnPassword(ctx: AppContext, u: UserRow, client: ClientInfo, plain: string, action: string): Promise<boolean> {
  const now = new Date();
  const left = lockMinutesLeft(u, now);
  if (left > 0) throw accountLocked(left);
  if (await addressLocked(ctx.db, u.id, client.ip, now)) throw accountLocked(ctx.config.security.lockMinutes);
  if (await verifyPassword(u.passwordHash, plain)) {
    if (u.failedCount > 0) await clearFailures(ctx.db, u.id);
    return true;
  }
  const lockedFor = await inTx(ctx.db, async (tx) => {
    const locked = await recordAddressFailure(tx, u.id, client.ip, ctx.config.security, now);
    const minutes = locked ? ctx.config.security.lockMinutes : 0;
    await audit(tx, actorFor(u, client), {
      objectType: 'user',
      objectId: u.id,
      action,
      result: 'failure',
      detail: { reason: 'bad-password' },
    });
    return minutes;
  });
  if (lockedFor) throw accountLocked(lockedFor);
  return false;
}

/** GET /system/user/checkPassword?password=<SM2> */
export async function checkPassword(ctx: AppContext, p: Principal, client: ClientInfo, cipher: string): Promise<{ valid: boolean }> {
  const plain = decryptPassword(ctx.keys, cipher, 'password', 'querystring');
  return { valid: await checkOwnPassword(ctx, await currentUser(ctx, p), client, plain, 'check-password') };
}

/**
 * POST /system/user/update/password: the old password, the grade-protection
 * rule, not guessable (common, patterned or the user's own names), none of
 * the last five. The caller's other sessions are signed out; the current one stays.
 */
export async function updatePassword(
  ctx: AppContext,
  p: Principal,
  client: ClientInfo,
  body: { oldPassword: string; newPassword: string },
): Promise<void> {
  const oldPlain = decryptPassword(ctx.keys, body.oldPassword, 'oldPassword');
  const newPlain = decryptPassword(ctx.keys, body.newPassword, 'newPassword');
  const u = await currentUser(ctx, p);
  // compares the caller's own two fields: safe to say before the old password is checked
  if (newPlain === oldPlain) throw fieldError('newPassword', AuthMsg.passwordReused);
  await assertAcceptablePassword(newPlain, u);
  if (!(await checkOwnPassword(ctx, u, client, oldPlain, 'update-password'))) throw badCredentials(AuthMsg.oldPasswordWrong);
  // the history only once the old password proved the caller: no oracle for a stolen session
  await assertNotRecentPassword(ctx.db, [u.id], newPlain);
  const passwordHash = await hashPassword(newPlain);
  const now = new Date();
  const revoked = await inTx(ctx.db, async (tx) => {
    await changeOwnPassword(tx, u.id, passwordHash, now);
    const ids = await revokeUserSessions(tx, u.id, 'password', { except: p.sessionId });
    await audit(tx, actorFor(u, client), {
      objectType: 'user',
      objectId: u.id,
      action: 'update-password',
      detail: { revokedSessions: ids.length },
    });
    return ids;
  });
  // the forced change is lifted at once, not after the principal cache's few seconds
  invalidatePrincipals(u.id);
  emitRevoked(ctx, u.id, revoked);
}
