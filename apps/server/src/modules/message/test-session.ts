import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { signAccessToken } from '../../platform/auth/tokens';
import { newId } from '../../platform/db/ids';
import { session } from '../sso/tables';
import { user } from '../system/tables';

/** Tests only: a live session and access token for a seeded account, without the sign-in route's argon2 check. */
export async function sessionFor(t: TestApp, loginName: string): Promise<{ userId: string; sessionId: string; token: string }> {
  const [u] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, loginName)).limit(1);
  if (!u) throw new Error(`no seeded account ${loginName}`);
  const sessionId = newId();
  await t.ctx.db.insert(session).values({ id: sessionId, userId: u.id, method: 'password', expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId: u.id, sessionId, token: await signAccessToken(t.ctx.keys, { userId: u.id, sessionId }, 15) };
}
