import { type LoginResult, type SessionUser, userTypeLabel } from '@cppcc/contracts';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import { hashToken, newOpaqueToken, signAccessToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { avatarUrl, enabledRolesOf, markSignedIn, orgNames, switchableIdentities } from '../system';
import { clearAddressFailures, clearFailures } from './lockout';
import { refreshToken, session } from './tables';
import { toUserType, type UserRow } from './users';

/** Where a request came from, recorded on the session and in the audit log. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export type SignInMethod = 'password' | 'sms' | 'qrcode' | 'iam' | 'switch';
export type RevokeReason = 'logout' | 'forced' | 'reuse' | 'idle' | 'switch' | 'password' | 'disabled' | 'limit';

export const actorFor = (u: Pick<UserRow, 'id' | 'username'>, client: ClientInfo): Actor => ({
  userId: u.id,
  username: u.username,
  ip: client.ip,
});

const DAY_MS = 86_400_000;

/**
 * Password age against the policy, and the forced change after creation or
 * reset. Demo mode forces it too: the seeded demo accounts are simply seeded
 * without the flag (system seed), every other account carries it.
 */
export function passwordState(ctx: AppContext, u: UserRow, now: Date): { expired: boolean; mustChange: boolean; daysLeft: number } {
  const days = ctx.config.security.passwordExpiryDays;
  const changedAt = u.passwordChangedAt ?? u.createdAt;
  const ageDays = (now.getTime() - changedAt.getTime()) / DAY_MS;
  const expired = days > 0 && ageDays >= days;
  const daysLeft = days > 0 ? Math.max(0, Math.ceil(days - ageDays)) : 0;
  return { expired, mustChange: u.mustChangePassword || expired, daysLeft };
}

function homeTypeOf(u: Pick<UserRow, 'userType' | 'collectiveType'>): SessionUser['homeType'] {
  switch (u.userType) {
    case 1:
      return 'member';
    case 2:
      return 'office';
    case 3:
      // handling units and handling systems (001 §6: 7, 8) have their own desk
      return u.collectiveType === 7 || u.collectiveType === 8 ? 'unit' : 'collective';
    default:
      return 'admin';
  }
}

/** The signed-in identity as the client sees it: roles, the person's other identities, home dashboard. */
export async function sessionUserOf(q: Queryable, u: UserRow): Promise<SessionUser> {
  const roles = await enabledRolesOf(q, u.id);
  const others = await switchableIdentities(q, u);
  const names = await orgNames(
    q,
    [u.orgId, ...others.map((o) => o.orgId)].filter((id): id is string => !!id),
  );
  const unitOf = (orgId: string | null) => (orgId ? (names.get(orgId) ?? null) : null);
  return {
    userId: u.id,
    username: u.username,
    loginName: u.loginName,
    userType: toUserType(u.userType),
    collectiveType: u.collectiveType,
    orgId: u.orgId,
    unitName: unitOf(u.orgId),
    mobile: u.mobile,
    avatar: avatarUrl(u.avatar),
    roles,
    identities: others.map((o) => {
      const type = toUserType(o.userType);
      const unit = unitOf(o.orgId);
      return {
        userId: o.id,
        loginName: o.loginName,
        userType: type,
        label: unit ? `${userTypeLabel[type]}（${unit}）` : userTypeLabel[type],
      };
    }),
    homeType: homeTypeOf(u),
  };
}

/** A new access token and a new refresh token of a session; only the refresh token's hash is stored. */
async function issueTokens(q: Queryable, ctx: AppContext, sessionId: string, userId: string) {
  const minutes = ctx.config.security.accessTokenMinutes;
  const token = await signAccessToken(ctx.keys, { userId, sessionId }, minutes);
  const refresh = newOpaqueToken();
  await q.insert(refreshToken).values({ tokenHash: hashToken(refresh), sessionId });
  return { token, refreshToken: refresh, expiresIn: minutes * 60 };
}

export async function loginResultFor(q: Queryable, ctx: AppContext, u: UserRow, sessionId: string, now: Date): Promise<LoginResult> {
  const tokens = await issueTokens(q, ctx, sessionId, u.id);
  return { ...tokens, loginName: u.loginName, isUpdatePwd: passwordState(ctx, u, now).mustChange, user: await sessionUserOf(q, u) };
}

/**
 * A successful sign-in: the session row, the token pair, the failure counter
 * cleared, last sign-in recorded and the audit row. Run inside the caller's
 * transaction so that they commit together.
 */
export async function openSession(
  q: Queryable,
  ctx: AppContext,
  u: UserRow,
  method: SignInMethod,
  client: ClientInfo,
  detail: Record<string, unknown> = {},
): Promise<LoginResult> {
  const now = new Date();
  const sessionId = newId();
  await capSessions(q, ctx, u, client, now);
  await q.insert(session).values({
    id: sessionId,
    userId: u.id,
    ip: client.ip,
    userAgent: client.userAgent,
    method,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.security.refreshTokenDays * DAY_MS),
  });
  await clearFailures(q, u.id);
  if (method === 'password' || method === 'sms') await clearAddressFailures(q, u.id, client.ip);
  await markSignedIn(q, u.id, now, client.ip);
  await audit(q, actorFor(u, client), {
    category: 'login',
    objectType: 'session',
    objectId: sessionId,
    action: 'login',
    detail: { loginName: u.loginName, method, ...detail },
  });
  return loginResultFor(q, ctx, u, sessionId, now);
}

/**
 * At most maxSessionsPerUser live sessions per account (a stolen password
 * cannot pile up sessions unseen): the oldest beyond the cap, counting the one
 * about to open, is revoked, audited, and its live channel closed.
 */
async function capSessions(q: Queryable, ctx: AppContext, u: UserRow, client: ClientInfo, now: Date): Promise<void> {
  const max = ctx.config.security.maxSessionsPerUser;
  if (max <= 0) return;
  const live = await q
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.userId, u.id), isNull(session.revokedAt), gt(session.expiresAt, now)))
    .orderBy(asc(session.createdAt), asc(session.id));
  const surplus = live.slice(0, Math.max(0, live.length - max + 1));
  const revoked: string[] = [];
  for (const s of surplus) {
    if (!(await revokeSession(q, s.id, 'limit'))) continue;
    revoked.push(s.id);
    await audit(q, actorFor(u, client), {
      category: 'login',
      objectType: 'session',
      objectId: s.id,
      action: 'logout',
      detail: { loginName: u.loginName, reason: 'limit', maxSessions: max },
    });
  }
  // closed on the next turn, outside the transaction's statements (a rolled-back sign-in would have closed a channel early)
  if (revoked.length) setImmediate(() => emitRevoked(ctx, u.id, revoked));
}

/** Revokes one live session; false when it was already revoked. */
export async function revokeSession(q: Queryable, sessionId: string, reason: RevokeReason): Promise<boolean> {
  const rows = await q
    .update(session)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(session.id, sessionId), isNull(session.revokedAt)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/**
 * Revokes every live session of a user (disabled account, password changed),
 * optionally keeping one. Returns the revoked session ids: after the
 * transaction commits, the caller emits `sessionRevoked` for each
 * (see emitRevoked) so that open connections close.
 */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  reason: RevokeReason,
  opts: { except?: string } = {},
): Promise<string[]> {
  const conditions = [eq(session.userId, userId), isNull(session.revokedAt)];
  if (opts.except) conditions.push(ne(session.id, opts.except));
  const rows = await q
    .update(session)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}

export function emitRevoked(ctx: AppContext, userId: string, sessionIds: string[]): void {
  for (const sessionId of sessionIds) ctx.events.emit('sessionRevoked', { sessionId, userId });
}
