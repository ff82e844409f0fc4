import { eq, like, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { role, user, userRole } from './tables';

/** A new account as the seeds of other modules create it (demo members, load-test members). */
export type NewAccount = typeof user.$inferInsert & { id: string };

/** Rows per insert: well below PostgreSQL's parameter limit for the widest row. */
const CHUNK = 100;

/**
 * Creates accounts and grants each the role of `roleCode`. The system seed creates the roles:
 * on a database seeded without it the accounts simply have no role (and no menus).
 */
export async function addAccounts(tx: Queryable, accounts: readonly NewAccount[], roleCode: string): Promise<void> {
  if (!accounts.length) return;
  for (let i = 0; i < accounts.length; i += CHUNK) await tx.insert(user).values(accounts.slice(i, i + CHUNK));
  const [granted] = await tx.select({ id: role.id }).from(role).where(eq(role.code, roleCode)).limit(1);
  if (!granted) return;
  for (let i = 0; i < accounts.length; i += CHUNK)
    await tx.insert(userRole).values(accounts.slice(i, i + CHUNK).map((a) => ({ userId: a.id, roleId: granted.id })));
}

/** Names and mobiles already taken by any account, so generated demo people do not collide. */
export async function takenNamesAndMobiles(q: Queryable): Promise<{ names: Set<string>; mobiles: Set<string> }> {
  const rows = await q.select({ mobile: user.mobile, username: user.username }).from(user);
  return { names: new Set(rows.map((r) => r.username)), mobiles: new Set(rows.flatMap((r) => (r.mobile ? [r.mobile] : []))) };
}

/** How many accounts have a login name starting with `prefix` (numbering generated accounts on). */
export async function countLoginNamesWithPrefix(q: Queryable, prefix: string): Promise<number> {
  const [{ n }] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(like(user.loginName, `${prefix}%`));
  return n;
}
