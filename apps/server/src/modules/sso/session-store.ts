import { and, eq, isNull } from 'drizzle-orm';
import type { SessionStore } from '../../platform/ports';
import { session } from './tables';

/** What the platform's authentication reads and writes of a session (platform/ports.ts). */
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
};
