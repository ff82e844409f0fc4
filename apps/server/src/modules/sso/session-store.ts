import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SessionStore } from '../../platform/ports';
import { loginFailure, session } from './tables';

/** What the platform's authentication and the account administration read and write of sessions (platform/ports.ts). */
export const ssoSessionStore: SessionStore = {
  async find(q, sessionId) {
    const [s] = await q
      .select({ id: session.id, userId: session.userId, lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
      .from(session)
      .where(and(eq(session.id, sessionId), isNull(session.revokedAt)))
      .limit(1);
    return s ?? null;
  },
  async touch(q, sessionId, at) {
    await q.update(session).set({ lastSeenAt: at }).where(eq(session.id, sessionId));
  },
  async expireIdle(q, sessionId) {
    await q.update(session).set({ revokedAt: new Date(), revokedReason: 'idle' }).where(eq(session.id, sessionId));
  },
  async revokeAll(q, userIds, reason) {
    if (!userIds.length) return [];
    return q
      .update(session)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(inArray(session.userId, [...userIds]), isNull(session.revokedAt)))
      .returning({ sessionId: session.id, userId: session.userId });
  },
  async clearAddressLocks(q, userId) {
    await q.delete(loginFailure).where(eq(loginFailure.userId, userId));
  },
};
