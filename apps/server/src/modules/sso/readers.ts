import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { session } from './tables';

/** What other areas read of sign-in sessions, through index.ts (docs/modules.md, the fences). */

/** When a session was opened (the personal centre's 本次登录), or null when there is no such session. */
export async function sessionStartedAt(q: Queryable, sessionId: string): Promise<Date | null> {
  const [s] = await q.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, sessionId)).limit(1);
  return s?.createdAt ?? null;
}
