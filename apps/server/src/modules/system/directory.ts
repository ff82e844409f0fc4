import type { DataScopeValue } from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PrincipalCore } from '../../platform/auth/principal-type';
import type { Queryable } from '../../platform/db/client';
import type { Directory } from '../../platform/ports';
import { withoutForeignDuties } from './separation';
import { paramLists } from './service-dicts';
import { menu, org, role, roleMenu, roleOrg, user, userRole } from './tables';

const scopeRank: Record<DataScopeValue, number> = { 1: 0, 2: 1, 3: 2, 5: 3, 4: 4 };
function widestScope(scopes: DataScopeValue[]): DataScopeValue {
  if (!scopes.length) return 4;
  return scopes.reduce((a, b) => (scopeRank[b] < scopeRank[a] ? b : a));
}

async function loadPrincipal(db: Queryable, userId: string): Promise<PrincipalCore | null> {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)))
    .limit(1);
  if (!u?.enabled) return null;
  const roles = await db
    .select({ id: role.id, code: role.code, dataScope: role.dataScope, adminKind: role.adminKind })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(eq(userRole.userId, userId), eq(role.enabled, true)));
  const roleIds = roles.map((r) => r.id);
  const perms = roleIds.length
    ? await db
        .selectDistinct({ permission: menu.permission })
        .from(roleMenu)
        .innerJoin(menu, eq(menu.id, roleMenu.menuId))
        .where(inArray(roleMenu.roleId, roleIds))
    : [];
  const customRoleIds = roles.filter((r) => r.dataScope === 5).map((r) => r.id);
  const customOrgIds = customRoleIds.length
    ? (await db.select({ orgId: roleOrg.orgId }).from(roleOrg).where(inArray(roleOrg.roleId, customRoleIds))).map((r) => r.orgId)
    : [];
  const adminKinds = roles.flatMap((r) => (r.adminKind ? [r.adminKind] : []));
  return {
    userId: u.id,
    personId: u.personId,
    loginName: u.loginName,
    username: u.username,
    userType: u.userType,
    collectiveType: u.collectiveType,
    orgId: u.orgId,
    mustChangePassword: u.mustChangePassword,
    roleCodes: roles.map((r) => r.code),
    adminKinds,
    // 三员分立 holds even against a stored bad grant: reserved permissions reach only their administrators
    permissions: await withoutForeignDuties(
      new Set(perms.flatMap((p) => (p.permission ? p.permission.split(',').map((s) => s.trim()) : []))),
      adminKinds,
    ),
    // lower number = wider scope (1 all … 4 self); custom (5) sits between own organisation and self
    dataScope: widestScope(roles.map((r) => r.dataScope as DataScopeValue)),
    customOrgIds,
  };
}

/** What the platform reads of accounts, organisations, roles and dictionaries (platform/ports.ts). */
export const systemDirectory: Directory = {
  async isEmpty(q) {
    const [{ n }] = await q.select({ n: sql<number>`count(*)::int` }).from(role);
    return n === 0;
  },
  loadPrincipal,
  async orgs(q) {
    const rows = await q.select({ id: org.id, parentId: org.parentId, name: org.name, deletedAt: org.deletedAt }).from(org);
    return rows.map((r) => ({ id: r.id, parentId: r.parentId, name: r.name, deleted: r.deletedAt !== null }));
  },
  async roleNames(q, codes) {
    if (!codes.length) return new Map();
    const rows = await q.select({ code: role.code, name: role.name }).from(role).where(inArray(role.code, codes));
    return new Map(rows.map((r) => [r.code, r.name]));
  },
  async grantOptions(q) {
    const roles = await q
      .select({ code: role.code, name: role.name })
      .from(role)
      .where(eq(role.enabled, true))
      .orderBy(asc(role.sort), asc(role.name));
    const orgs = await q
      .select({ id: org.id, parentId: org.parentId, name: org.name, kind: org.kind })
      .from(org)
      .where(and(isNull(org.deletedAt), eq(org.enabled, true)))
      .orderBy(asc(org.sort), asc(org.name));
    return { roles, orgs };
  },
  async dictLabels(q, typeNames) {
    if (!typeNames.length) return new Map();
    const lists = await paramLists(q, typeNames);
    return new Map(typeNames.map((t) => [t, new Map(lists[t].map((i) => [i.paramCode, i.paramName]))]));
  },
};
