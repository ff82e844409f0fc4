import { UserType } from '@cppcc/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { role, user, userRole } from './tables';

/**
 * Administrator accounts (三员: system, security, audit administrator): an
 * account of user type 4, or one holding a role with an administrator kind,
 * enabled or not — a stopped role can be started again. Their credentials and
 * identity links follow stricter rules than other accounts.
 */
export async function administratorIds(q: Queryable, userIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Set();
  const byType = await q
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, ids), eq(user.userType, UserType.admin)));
  const byRole = await q
    .selectDistinct({ id: userRole.userId })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(inArray(userRole.userId, ids), isNotNull(role.adminKind)));
  return new Set([...byType, ...byRole].map((r) => r.id));
}

export async function isAdministrator(q: Queryable, userId: string): Promise<boolean> {
  return (await administratorIds(q, [userId])).has(userId);
}

/** Whether some of the roles are administrator roles (三员). */
export async function includesAdministratorRole(q: Queryable, roleIds: string[]): Promise<boolean> {
  if (!roleIds.length) return false;
  const rows = await q
    .select({ id: role.id })
    .from(role)
    .where(and(inArray(role.id, roleIds), isNotNull(role.adminKind)))
    .limit(1);
  return rows.length > 0;
}
