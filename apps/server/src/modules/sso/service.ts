import { AuthMsg, type LoginResult } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { forbidden, loginExpired, notFound } from '../../platform/errors';
import { administratorIds, verifyPassword } from '../system';
import { badCredentials } from './auth-errors';
import { decryptPassword } from './passwords';
import { actorFor, type ClientInfo, emitRevoked, loginResultFor, openSession, type RevokeReason, revokeSession } from './sessions';
import { completeSignIn, passwordBarred, refuseSignIn } from './sign-in';
import { refreshToken, session } from './tables';
import { findUserById, findUserByLoginName } from './users';

export { emitRevoked, revokeUserSessions } from './sessions';

const SWITCH_ADMIN_REFUSED = '管理员账号不能切换身份，请使用该账号自己的密码登录';

/** POST /sso/login: login name and SM2-encrypted password. */
export async function loginWithPassword(
  ctx: AppContext,
  client: ClientInfo,
  body: { username: string; password: string },
): Promise<LoginResult> {
  const plain = decryptPassword(ctx.keys, body.password, 'password');
  const attempt = { method: 'password' as const, name: body.username, client };
  const u = await findUserByLoginName(ctx.db, body.username);
  const barred = u ? await passwordBarred(ctx, u, client) : null;
  // one argon2 check whatever happens (a dummy hash for unknown or barred), so that
  // an unknown name, a wrong password and a locked address answer alike and in like time
  const good = await verifyPassword(barred ? null : (u?.passwordHash ?? null), plain);
  if (!u || barred || !good) return refuseSignIn(ctx, attempt, u, barred ?? (u ? 'bad-password' : 'unknown-user'), badCredentials());
  return completeSignIn(ctx, attempt, u);
}

type RefreshOutcome = { kind: 'ok'; result: LoginResult } | { kind: 'dead' } | { kind: 'revoked'; sessionId: string; userId: string };

/**
 * GET /sso/refresh/token/{refreshToken}: rotation with reuse detection. A used
 * token presented again means it leaked: the whole session is revoked. Every
 * failure answers 10001 so that the client signs out (spec 002 §4).
 */
export async function refreshSession(ctx: AppContext, client: ClientInfo, presented: string): Promise<LoginResult> {
  const outcome = await inTx(ctx.db, async (tx): Promise<RefreshOutcome> => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, hashToken(presented)))
      .limit(1);
    if (!row) return { kind: 'dead' };
    const [s] = await tx.select().from(session).where(eq(session.id, row.sessionId)).limit(1);
    if (!s || s.revokedAt || s.expiresAt <= now) return { kind: 'dead' };
    const revoke = async (reason: RevokeReason): Promise<RefreshOutcome> => {
      await revokeSession(tx, s.id, reason);
      if (reason === 'reuse') {
        await audit(
          tx,
          { userId: s.userId, username: null, ip: client.ip },
          {
            category: 'login',
            objectType: 'session',
            objectId: s.id,
            action: 'refresh-reuse',
            result: 'failure',
            detail: { userAgent: client.userAgent },
          },
        );
      }
      return { kind: 'revoked', sessionId: s.id, userId: s.userId };
    };
    if (row.usedAt) return revoke('reuse');
    if (now.getTime() - s.lastSeenAt.getTime() > ctx.config.security.idleTimeoutMinutes * 60_000) return revoke('idle');
    const u = await findUserById(tx, s.userId);
    if (!u?.enabled) return revoke('disabled');
    // the conditional update settles two refreshes racing with one token: the loser is a reuse
    const marked = await tx
      .update(refreshToken)
      .set({ usedAt: now })
      .where(and(eq(refreshToken.tokenHash, row.tokenHash), isNull(refreshToken.usedAt)))
      .returning({ tokenHash: refreshToken.tokenHash });
    if (!marked.length) return revoke('reuse');
    await tx.update(session).set({ lastSeenAt: now }).where(eq(session.id, s.id));
    return { kind: 'ok', result: await loginResultFor(tx, ctx, u, s.id, now) };
  });
  if (outcome.kind === 'ok') return outcome.result;
  if (outcome.kind === 'revoked') emitRevoked(ctx, outcome.userId, [outcome.sessionId]);
  throw loginExpired();
}

/** GET /sso/logout/{id}: the caller's own session ('current' or one of theirs). */
export async function logout(ctx: AppContext, p: Principal, client: ClientInfo, id: string): Promise<void> {
  const sessionId = id === 'current' ? p.sessionId : id;
  await inTx(ctx.db, async (tx) => {
    const [s] = await tx.select({ userId: session.userId }).from(session).where(eq(session.id, sessionId)).limit(1);
    if (!s) throw notFound(AuthMsg.sessionNotFound);
    if (s.userId !== p.userId) throw forbidden();
    await revokeSession(tx, sessionId, 'logout');
    await audit(
      tx,
      { userId: p.userId, username: p.username, ip: client.ip },
      { category: 'login', objectType: 'session', objectId: sessionId, action: 'logout', detail: { loginName: p.loginName } },
    );
  });
  emitRevoked(ctx, p.userId, [sessionId]);
}

/**
 * POST /sso/switch/user: move to another identity of the same person (member
 * and office staff, say), linked by the audited link action. Never from or to
 * an administrator account (三员), whatever the data says: a switch skips the
 * password, and an administrator's powers are reached only with theirs.
 */
export async function switchUser(ctx: AppContext, p: Principal, client: ClientInfo, targetId: string): Promise<LoginResult> {
  const target = await findUserById(ctx.db, targetId);
  if (!target || target.id === p.userId || target.personId !== p.personId || !target.enabled) throw forbidden();
  if ((await administratorIds(ctx.db, [p.userId, target.id])).size) throw forbidden(SWITCH_ADMIN_REFUSED);
  const result = await inTx(ctx.db, async (tx) => {
    await revokeSession(tx, p.sessionId, 'switch');
    await audit(tx, actorFor({ id: p.userId, username: p.username }, client), {
      category: 'login',
      objectType: 'session',
      objectId: p.sessionId,
      action: 'logout',
      detail: { loginName: p.loginName, reason: 'switch', to: target.loginName },
    });
    return openSession(tx, ctx, target, 'switch', client, { from: p.loginName });
  });
  emitRevoked(ctx, p.userId, [p.sessionId]);
  return result;
}
