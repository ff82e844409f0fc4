import { AuthMsg, type OnlineSession, type PageResult } from '@cppcc/contracts';
import { and, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { notFound } from '../../platform/errors';
import { user } from '../system/tables';
import { actorFor, type ClientInfo, emitRevoked, revokeSession } from './sessions';
import { session } from './tables';

/** `%` and `_` typed by the user are searched literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Live = not revoked, not expired and active within the idle timeout. */
function liveSessions(ctx: AppContext, now: Date): SQL {
  const idleSince = new Date(now.getTime() - ctx.config.security.idleTimeoutMinutes * 60_000);
  return and(isNull(session.revokedAt), gt(session.expiresAt, now), gt(session.lastSeenAt, idleSince)) as SQL;
}

/** POST /system/online/page */
export async function pageOnlineSessions(
  ctx: AppContext,
  query: { pageNum: number; pageSize: number; loginName?: string },
): Promise<PageResult<OnlineSession>> {
  const conditions = [liveSessions(ctx, new Date())];
  if (query.loginName) {
    const pattern = likePattern(query.loginName);
    conditions.push(or(ilike(user.loginName, pattern), ilike(user.username, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(where);
  const rows = await ctx.db
    .select({
      sessionId: session.id,
      userId: session.userId,
      username: user.username,
      loginName: user.loginName,
      ip: session.ip,
      userAgent: session.userAgent,
      method: session.method,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(where)
    .orderBy(desc(session.lastSeenAt), desc(session.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() })), total };
}

/** POST /system/online/forceLogout/{sessionId}: the security administrator signs a session out. */
export async function forceLogout(ctx: AppContext, p: Principal, client: ClientInfo, sessionId: string): Promise<void> {
  const userId = await inTx(ctx.db, async (tx) => {
    const [s] = await tx.select({ userId: session.userId }).from(session).where(eq(session.id, sessionId)).limit(1);
    if (!s || !(await revokeSession(tx, sessionId, 'forced'))) throw notFound(AuthMsg.sessionNotFound);
    await audit(tx, actorFor({ id: p.userId, username: p.username }, client), {
      category: 'login',
      objectType: 'session',
      objectId: sessionId,
      action: 'force-logout',
      detail: { userId: s.userId },
    });
    return s.userId;
  });
  emitRevoked(ctx, userId, [sessionId]);
}
