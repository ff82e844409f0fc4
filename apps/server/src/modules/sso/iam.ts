import type { LoginResult } from '@cppcc/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type { Principal } from '../../platform/auth/principal';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { loginExpired } from '../../platform/errors';
import type { ClientInfo } from './sessions';
import { completeSignIn, refuseIfLocked, refuseSignIn } from './sign-in';
import { iamTicket } from './tables';
import { findUserById, findUserByLoginName, type UserRow } from './users';

export const IAM_TICKET_SECONDS = 60;

/** POST /sso/iam/ticket: a one-time `access_token` to open the platform signed in (spec 001 §2.2). */
export async function issueIamTicket(ctx: AppContext, p: Principal): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = newOpaqueToken();
  await ctx.db.insert(iamTicket).values({
    ticketHash: hashToken(ticket),
    userId: p.userId,
    expiresAt: new Date(Date.now() + IAM_TICKET_SECONDS * 1000),
  });
  return { ticket, expiresIn: IAM_TICKET_SECONDS };
}

/** Marks a ticket used in one conditional update: a second presentation finds nothing. */
async function redeemTicket(ctx: AppContext, ticket: string): Promise<UserRow | null> {
  const now = new Date();
  const [row] = await inTx(ctx.db, (tx) =>
    tx
      .update(iamTicket)
      .set({ usedAt: now })
      .where(and(eq(iamTicket.ticketHash, hashToken(ticket)), isNull(iamTicket.usedAt), gt(iamTicket.expiresAt, now)))
      .returning({ userId: iamTicket.userId }),
  );
  return row ? findUserById(ctx.db, row.userId) : null;
}

/**
 * An external IAM's HS256 token, accepted only when IAM_JWT_SECRET is set.
 * It must carry an expiry; `sub` or the `loginName` claim names the account.
 */
async function verifyExternalToken(ctx: AppContext, token: string): Promise<UserRow | null> {
  const secret = process.env.IAM_JWT_SECRET;
  if (!secret || token.split('.').length !== 3) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const name = typeof payload.loginName === 'string' ? payload.loginName : payload.sub;
    return name ? findUserByLoginName(ctx.db, name) : null;
  } catch {
    return null;
  }
}

/** POST /sso/iam/login: exchange of the URL token for a sign-in; anything invalid answers 10001. */
export async function loginWithIamToken(
  ctx: AppContext,
  client: ClientInfo,
  body: { token: string; appLoginTag: string; templateCode?: string },
): Promise<LoginResult> {
  const u = (await redeemTicket(ctx, body.token)) ?? (await verifyExternalToken(ctx, body.token));
  const attempt = { method: 'iam' as const, name: u?.loginName ?? '', client };
  if (!u) return refuseSignIn(ctx, attempt, null, 'invalid-token', loginExpired());
  await refuseIfLocked(ctx, attempt, u);
  return completeSignIn(ctx, attempt, u, { appLoginTag: body.appLoginTag, templateCode: body.templateCode ?? null });
}
