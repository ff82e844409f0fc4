import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AuthMsg, type LoginResult, SmsBizType } from '@cppcc/contracts';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import { invalidatePrincipals } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { tooMany } from '../../platform/errors';
import { assertAcceptablePassword, assertNotRecentPassword, hashPassword, identitiesOnMobile, resetPasswordOnMobile } from '../system';
import { accountLocked, codeError } from './auth-errors';
import { decryptPassword } from './passwords';
import { actorFor, type ClientInfo, emitRevoked, revokeUserSessions } from './sessions';
import { completeSignIn, passwordBarred, refuseIfLocked, refuseSignIn } from './sign-in';
import { verificationCode } from './tables';
import { findUserByMobile } from './users';

export type CodeScene = 'login' | 'password';

/** Verification-code limits: 5 minutes valid, one a minute and ten a day per number, five tries per code. */
export const CODE_TTL_SECONDS = 300;
export const CODE_INTERVAL_SECONDS = 60;
export const CODE_DAILY_LIMIT = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** Codes are keyed with the server secret: a leaked table does not give six-digit codes away by brute force. */
function codeHash(ctx: AppContext, id: string, code: string): string {
  return createHmac('sha256', ctx.keys.smsKey).update(`${id}:${code}`).digest('hex');
}

/** Start of the calendar day in China (UTC+8), where the daily limit resets. */
function chinaDayStart(now: Date): Date {
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((now.getTime() + offset) / 86_400_000) * 86_400_000 - offset);
}

/**
 * POST /sso/verification/code/send. An unknown number gets the same answer
 * and counts toward the same limits, but nothing is sent (no enumeration).
 */
export async function sendVerificationCode(
  ctx: AppContext,
  mobile: string,
  scene: CodeScene,
): Promise<{ expiresIn: number; interval: number }> {
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTx(ctx.db, async (tx) => {
    // one sender per number at a time, so two requests cannot both pass the limits
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sso-code:${mobile}`}))`);
    await assertSendAllowed(tx, mobile, now);
    const id = newId();
    await tx.insert(verificationCode).values({
      id,
      mobile,
      scene,
      codeHash: codeHash(ctx, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
  });
  // sent after the commit: the SMS provider writes its outbox row on its own connection
  const u = await findUserByMobile(ctx.db, mobile);
  // the code is a secret of the phone's owner: masked in every stored record (outbox, provider log)
  if (u)
    await ctx.sms.send({
      mobile,
      content: AuthMsg.smsContent(code, CODE_TTL_SECONDS / 60),
      bizType: SmsBizType.verification,
      secrets: [code],
    });
  return { expiresIn: CODE_TTL_SECONDS, interval: CODE_INTERVAL_SECONDS };
}

async function assertSendAllowed(q: Queryable, mobile: string, now: Date): Promise<void> {
  const today = await q
    .select({ createdAt: verificationCode.createdAt })
    .from(verificationCode)
    .where(and(eq(verificationCode.mobile, mobile), gte(verificationCode.createdAt, chinaDayStart(now))))
    .orderBy(desc(verificationCode.createdAt));
  const last = today[0]?.createdAt;
  const waitMs = last ? CODE_INTERVAL_SECONDS * 1000 - (now.getTime() - last.getTime()) : 0;
  if (waitMs > 0) throw tooMany(AuthMsg.codeTooFrequent(Math.ceil(waitMs / 1000)));
  if (today.length >= CODE_DAILY_LIMIT) throw tooMany(AuthMsg.codeDailyLimit);
}

export type CodeVerdict = 'ok' | 'wrong' | 'dead' | 'none';

/**
 * Checks a code against the latest live one of the number and scene. A wrong
 * try is counted; the fifth kills the code. Runs in its own transaction so
 * that the count survives the refusal that follows.
 */
export async function consumeCode(ctx: AppContext, mobile: string, scene: CodeScene, code: string): Promise<CodeVerdict> {
  return inTx(ctx.db, async (tx) => {
    const now = new Date();
    const [c] = await tx
      .select()
      .from(verificationCode)
      .where(and(eq(verificationCode.mobile, mobile), eq(verificationCode.scene, scene), isNull(verificationCode.usedAt)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1)
      .for('update');
    if (!c || c.expiresAt <= now) return 'none';
    if (c.attempts >= CODE_MAX_ATTEMPTS) return 'dead';
    const expected = Buffer.from(c.codeHash, 'hex');
    const given = Buffer.from(codeHash(ctx, c.id, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(verificationCode).set({ usedAt: now }).where(eq(verificationCode.id, c.id));
      return 'ok';
    }
    await tx
      .update(verificationCode)
      .set({ attempts: c.attempts + 1 })
      .where(eq(verificationCode.id, c.id));
    return c.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'dead' : 'wrong';
  });
}

const verdictMessage: Record<CodeVerdict, string> = {
  wrong: AuthMsg.codeWrong,
  dead: AuthMsg.codeDead,
  none: AuthMsg.codeInvalid,
  // a right code for a number with no account: as if there were no code
  ok: AuthMsg.codeInvalid,
};

/** POST /sso/verification/code/login: same lock rules as passwords (per account and address); a wrong code counts as a failure. */
export async function loginWithSmsCode(ctx: AppContext, client: ClientInfo, body: { mobile: string; code: string }): Promise<LoginResult> {
  const attempt = { method: 'sms' as const, name: body.mobile, client };
  const u = await findUserByMobile(ctx.db, body.mobile);
  await refuseIfLocked(ctx, attempt, u);
  // as for passwords: this address locked out of the account, or a many-address attack on it
  const barred = u ? await passwordBarred(ctx, u, client) : null;
  if (u && barred) return refuseSignIn(ctx, attempt, u, barred, accountLocked(ctx.config.security.lockMinutes));
  const verdict = await consumeCode(ctx, body.mobile, 'login', body.code);
  if (verdict !== 'ok' || !u) return refuseSignIn(ctx, attempt, u, `code-${verdict}`, codeError(verdictMessage[verdict]));
  return completeSignIn(ctx, attempt, u);
}

/**
 * POST /sso/update/captcha/password: reset by SMS code. Every identity of the
 * person on that number gets the new password, is unlocked and signed out.
 */
export async function resetPasswordByCode(
  ctx: AppContext,
  client: ClientInfo,
  body: { mobile: string; code: string; newPassword: string },
): Promise<void> {
  const plain = decryptPassword(ctx.keys, body.newPassword, 'newPassword');
  // what anyone may learn before the code is checked: the rule and the guessability against the number itself
  await assertAcceptablePassword(plain, { mobile: body.mobile });
  const u = await findUserByMobile(ctx.db, body.mobile);
  const verdict = await consumeCode(ctx, body.mobile, 'password', body.code);
  const attempt = { method: 'sms' as const, name: body.mobile, client };
  if (verdict !== 'ok' || !u) return refuseSignIn(ctx, attempt, u, `reset-code-${verdict}`, codeError(verdictMessage[verdict]));
  // the owner's names and past passwords only after the code proved the phone: no oracle for strangers
  await assertAcceptablePassword(plain, u);
  await assertNotRecentPassword(ctx.db, await identitiesOnMobile(ctx.db, u.personId, body.mobile), plain);
  const passwordHash = await hashPassword(plain);
  const now = new Date();
  const revoked = await inTx(ctx.db, async (tx) => {
    const accounts = await resetPasswordOnMobile(tx, u.personId, body.mobile, passwordHash, now);
    const sessions: { userId: string; ids: string[] }[] = [];
    for (const a of accounts) {
      sessions.push({ userId: a.id, ids: await revokeUserSessions(tx, a.id, 'password') });
    }
    await audit(tx, actorFor(u, client), {
      objectType: 'user',
      objectId: u.id,
      action: 'reset-password',
      detail: { by: 'sms', accounts: accounts.map((a) => a.loginName) },
    });
    return sessions;
  });
  for (const s of revoked) {
    invalidatePrincipals(s.userId);
    emitRevoked(ctx, s.userId, s.ids);
  }
}
