import { type AdminKindValue, adminKindLabel } from '@cppcc/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { role, user, userRole } from './tables';

/**
 * Three separate administrators (三员分立, grade protection): one person may
 * hold at most one of the system, security and audit administrator roles —
 * across all of the person's identities, or a second account would undo it.
 */
export async function assertSingleAdminKind(q: Queryable, target: { id: string; personId: string }, roleIds: string[]): Promise<void> {
  const wanted = roleIds.length
    ? (await q.select({ adminKind: role.adminKind }).from(role).where(inArray(role.id, roleIds))).flatMap((r) =>
        r.adminKind ? [r.adminKind] : [],
      )
    : [];
  const others = await q
    .select({ adminKind: role.adminKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .innerJoin(user, eq(user.id, userRole.userId))
    .where(and(eq(user.personId, target.personId), ne(user.id, target.id), isNull(user.deletedAt)));
  const kinds = new Set<AdminKindValue>([...wanted, ...others.flatMap((r) => (r.adminKind ? [r.adminKind] : []))]);
  if (kinds.size > 1) {
    const names = [...kinds].map((k) => adminKindLabel[k]).join('、');
    throw badRequest(`三员分立：同一人不能同时担任${names}`);
  }
}

/** Disabling or deleting the last working holder of an administrator role would leave its duties undone. */
export async function assertNotLastAdmins(q: Queryable, userIds: string[], verb: string): Promise<void> {
  const held = await q
    .selectDistinct({ adminKind: role.adminKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(inArray(userRole.userId, userIds));
  for (const { adminKind } of held) {
    if (!adminKind) continue;
    const remaining = await q
      .select({ id: user.id })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .innerJoin(user, eq(user.id, userRole.userId))
      .where(and(eq(role.adminKind, adminKind), eq(user.enabled, true), isNull(user.deletedAt)));
    if (remaining.every((r) => userIds.includes(r.id))) {
      throw badRequest(`不能${verb}最后一个${adminKindLabel[adminKind]}账号`);
    }
  }
}
