import { AuthMsg, type OnlineSession, type PageResult } from '@cppcc/contracts';
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { notFound } from '../../platform/errors';
import { accountIdsNamed, accountsByIds } from '../system';
import { actorFor, type ClientInfo, emitRevoked, revokeSession } from './sessions';
import { session } from './tables';
import { describeUserAgent } from './user-agent';

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
  if (query.loginName) conditions.push(inArray(session.userId, accountIdsNamed(ctx.db, query.loginName)));
  const where = and(...conditions);
  const [{ total }] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(session).where(where);
  const rows = await ctx.db
    .select({
      sessionId: session.id,
      userId: session.userId,
      ip: session.ip,
      userAgent: session.userAgent,
      method: session.method,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    })
    .from(session)
    .where(where)
    .orderBy(desc(session.lastSeenAt), desc(session.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  // the page's names in one lookup: accounts are the system area's (docs/modules.md, the reader pattern)
  const accounts = await accountsByIds(
    ctx.db,
    rows.map((r) => r.userId),
  );
  return {
    list: rows.map((r) => ({
      ...r,
      username: accounts.get(r.userId)?.username ?? '',
      loginName: accounts.get(r.userId)?.loginName ?? '',
      ...describeUserAgent(r.userAgent),
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    })),
    total,
  };
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
