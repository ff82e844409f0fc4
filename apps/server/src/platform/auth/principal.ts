import type { DataScopeValue } from '@cppcc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { withoutForeignDuties } from '../../modules/system/separation';
import { menu, org, role, roleMenu, roleOrg, user, userRole } from '../../modules/system/tables';
import type { Queryable } from '../db/client';

/** Who is calling: the signed-in identity with its roles, permissions and data scope. */
export interface Principal {
  userId: string;
  personId: string;
  sessionId: string;
  loginName: string;
  username: string;
  userType: number;
  collectiveType: number | null;
  orgId: string | null;
  roleCodes: string[];
  adminKinds: string[];
  permissions: Set<string>;
  /** a reset or newly created account: only the password change and the shell's own reads until it is changed */
  mustChangePassword: boolean;
  /** widest data scope over the roles; custom-scope organisations collected */
  dataScope: DataScopeValue;
  customOrgIds: string[];
}

type PrincipalCore = Omit<Principal, 'sessionId'>;

/**
 * Permissions change rarely and are read on every request: cache them briefly.
 * Changes in this process invalidate at once; with several processes the TTL
 * bounds the delay (a Redis pub/sub invalidation is the multi-process plan).
 */
const TTL_MS = 5_000;
const cache = new Map<string, { at: number; value: PrincipalCore }>();

export function invalidatePrincipals(userId?: string): void {
  if (userId) cache.delete(userId);
  else cache.clear();
}

export async function loadPrincipal(db: Queryable, userId: string): Promise<PrincipalCore | null> {
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
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
  const value: PrincipalCore = {
    userId: u.id,
    personId: u.personId,
    loginName: u.loginName,
    username: u.username,
    userType: u.userType,
    collectiveType: u.collectiveType,
    orgId: u.orgId,
    mustChangePassword: u.mustChangePassword,
    roleCodes: roles.map((r) => r.code),
    adminKinds: roles.flatMap((r) => (r.adminKind ? [r.adminKind] : [])),
    // 三员分立 holds even against a stored bad grant: reserved permissions reach only their administrators
    permissions: await withoutForeignDuties(
      new Set(perms.flatMap((p) => (p.permission ? p.permission.split(',').map((s) => s.trim()) : []))),
      roles.flatMap((r) => (r.adminKind ? [r.adminKind] : [])),
    ),
    // lower number = wider scope (1 all … 4 self); custom (5) sits between own organisation and self
    dataScope: widestScope(roles.map((r) => r.dataScope as DataScopeValue)),
    customOrgIds,
  };
  cache.set(userId, { at: Date.now(), value });
  return value;
}

const scopeRank: Record<DataScopeValue, number> = { 1: 0, 2: 1, 3: 2, 5: 3, 4: 4 };
function widestScope(scopes: DataScopeValue[]): DataScopeValue {
  if (!scopes.length) return 4;
  return scopes.reduce((a, b) => (scopeRank[b] < scopeRank[a] ? b : a));
}

/** Organisation ids the principal may see, or 'all'. Own organisation and below walks the org tree. */
export async function visibleOrgIds(db: Queryable, p: Principal): Promise<'all' | string[]> {
  switch (p.dataScope) {
    case 1:
      return 'all';
    case 2: {
      if (!p.orgId) return [];
      const all = await db.select({ id: org.id, parentId: org.parentId }).from(org);
      const ids = new Set([p.orgId]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const o of all) {
          if (o.parentId && ids.has(o.parentId) && !ids.has(o.id)) {
            ids.add(o.id);
            grew = true;
          }
        }
      }
      return [...ids];
    }
    case 3:
      return p.orgId ? [p.orgId] : [];
    case 5:
      return p.customOrgIds;
    default:
      return [];
  }
}
