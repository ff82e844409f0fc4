import {
  adminKindLabel,
  type PageResult,
  type RoleDetail,
  type RoleItem,
  type RoleOption,
  type roleAddBody,
  type roleGrantBody,
  type rolePageQuery,
  type roleUpdateBody,
} from '@cppcc/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { changeDetail } from '../../platform/audit/changes';
import { invalidatePrincipals } from '../../platform/auth/principal';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { likePattern, offsetOf, orderOf } from '../../platform/http/paging';
import { iso } from '../../platform/time/iso';
import { adminDuties, separationConflict, systemTreeIds } from './separation';
import { clearMenuCache } from './service-menus';
import { menu, org, role, roleMenu, roleOrg, user, userRole } from './tables';

type RoleRow = typeof role.$inferSelect;

const sortable = { code: role.code, name: role.name, sort: role.sort, createdAt: role.createdAt, dataScope: role.dataScope };

async function userCounts(q: Queryable, roleIds: string[]): Promise<Map<string, number>> {
  if (!roleIds.length) return new Map();
  const rows = await q
    .select({ roleId: userRole.roleId, n: count() })
    .from(userRole)
    .innerJoin(user, eq(user.id, userRole.userId))
    .where(and(inArray(userRole.roleId, roleIds), isNull(user.deletedAt)))
    .groupBy(userRole.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

const present = (r: RoleRow, userCount: number): RoleItem => ({
  id: r.id,
  code: r.code,
  name: r.name,
  dataScope: r.dataScope,
  adminKind: r.adminKind,
  builtIn: r.builtIn,
  remark: r.remark,
  sort: r.sort,
  enabled: r.enabled,
  createdAt: iso(r.createdAt) ?? '',
  userCount,
});

export async function pageRoles(q: Queryable, f: z.output<typeof rolePageQuery>): Promise<PageResult<RoleItem>> {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) conds.push(or(ilike(role.name, likePattern(f.keyword)), ilike(role.code, likePattern(f.keyword))));
  if (f.enabled !== undefined) conds.push(eq(role.enabled, f.enabled));
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(role).where(where);
  const rows = await q
    .select()
    .from(role)
    .where(where)
    .orderBy(...orderOf(sortable, f.sort, f.order, [asc(role.sort), asc(role.createdAt), asc(role.id)]))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const counts = await userCounts(
    q,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => present(r, counts.get(r.id) ?? 0)), total };
}

export async function listRoles(q: Queryable): Promise<RoleOption[]> {
  return q
    .select({ id: role.id, code: role.code, name: role.name, adminKind: role.adminKind, enabled: role.enabled })
    .from(role)
    .orderBy(asc(role.sort), asc(role.createdAt));
}

async function findRole(q: Queryable, id: string): Promise<RoleRow> {
  const [r] = await q.select().from(role).where(eq(role.id, id)).limit(1);
  if (!r) throw notFound('角色');
  return r;
}

export async function getRole(q: Queryable, id: string): Promise<RoleDetail> {
  const r = await findRole(q, id);
  const menuIds = (await q.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, id))).map((m) => m.id);
  const orgIds = (await q.select({ id: roleOrg.orgId }).from(roleOrg).where(eq(roleOrg.roleId, id))).map((o) => o.id);
  return { ...present(r, (await userCounts(q, [id])).get(id) ?? 0), menuIds, orgIds };
}

export async function addRole(db: Db, c: Caller, input: z.output<typeof roleAddBody>): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    const [taken] = await tx.select({ id: role.id }).from(role).where(eq(role.code, input.code)).limit(1);
    if (taken) throw conflict(`角色编码「${input.code}」已存在`);
    const id = newId();
    await tx.insert(role).values({
      id,
      code: input.code,
      name: input.name,
      dataScope: input.dataScope ?? 4,
      remark: input.remark ?? null,
      sort: input.sort ?? 0,
      enabled: input.enabled ?? true,
    });
    await audit(tx, c.actor, { objectType: 'role', objectId: id, action: 'create', detail: { code: input.code, name: input.name } });
    return { id };
  });
}

export async function updateRole(db: Db, c: Caller, input: z.output<typeof roleUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findRole(tx, input.id);
    const enabled = input.enabled ?? before.enabled;
    // a disabled administrator role would leave its duties with no one
    if (before.adminKind && !enabled) throw badRequest(`${adminKindLabel[before.adminKind]}角色不能停用`);
    if (!enabled && c.principal.roleCodes.includes(before.code)) throw forbidden('不能停用自己所属的角色');
    const next = { name: input.name, remark: input.remark ?? null, sort: input.sort ?? before.sort, enabled };
    await tx.update(role).set(next).where(eq(role.id, before.id));
    await audit(tx, c.actor, {
      objectType: 'role',
      objectId: before.id,
      action: 'update',
      detail: { code: before.code, ...changeDetail(before, next) },
    });
  });
  invalidatePrincipals();
  clearMenuCache();
}

export async function deleteRole(db: Db, c: Caller, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findRole(tx, id);
    if (r.builtIn) throw badRequest(`「${r.name}」是内置角色，不能删除`);
    const n = (await userCounts(tx, [id])).get(id) ?? 0;
    if (n > 0) throw badRequest(`「${r.name}」已分配给${n}个用户，请先取消分配`);
    // assignments of deleted accounts go with the role
    await tx.delete(userRole).where(eq(userRole.roleId, id));
    await tx.delete(roleMenu).where(eq(roleMenu.roleId, id));
    await tx.delete(roleOrg).where(eq(roleOrg.roleId, id));
    await tx.delete(role).where(eq(role.id, id));
    await audit(tx, c.actor, { objectType: 'role', objectId: id, action: 'delete', detail: { code: r.code, name: r.name } });
  });
  invalidatePrincipals();
  clearMenuCache();
}

/**
 * 三员分立 on grants (issue 13, finding 5): a permission reserved to an administrator goes only
 * to that administrator's role, wherever its menu sits; the 系统管理 tree only to administrator
 * roles, and a menu declared for one administrator kind only to that kind — else a grant would
 * make a fourth, unchecked administrator.
 */
async function assertGrantable(q: Queryable, r: RoleRow, menuIds: string[]): Promise<void> {
  if (!menuIds.length) return;
  const rows = await q
    .select({ id: menu.id, key: menu.key, name: menu.name, permission: menu.permission })
    .from(menu)
    .where(inArray(menu.id, menuIds));
  const missing = menuIds.length - rows.length;
  if (missing) throw fieldError('menuIds', `包含不存在的菜单（${missing}个）`);
  const [duties, systemTree] = await Promise.all([adminDuties(), systemTreeIds(q)]);
  for (const m of rows) {
    const conflict = separationConflict(duties, r, { ...m, inSystemTree: systemTree.has(m.id) });
    if (conflict) throw badRequest(conflict.message);
  }
}

export async function grantRole(db: Db, c: Caller, input: z.output<typeof roleGrantBody>): Promise<void> {
  const menuIds = [...new Set(input.menuIds)];
  const orgIds = input.dataScope === 5 ? [...new Set(input.orgIds)] : [];
  await inTx(db, async (tx) => {
    const r = await findRole(tx, input.roleId);
    // no administrator widens their own powers
    if (c.principal.roleCodes.includes(r.code)) throw forbidden('不能修改自己所属角色的权限');
    await assertGrantable(tx, r, menuIds);
    if (orgIds.length) {
      const found = await tx
        .select({ id: org.id })
        .from(org)
        .where(and(inArray(org.id, orgIds), isNull(org.deletedAt)));
      if (found.length !== orgIds.length) throw fieldError('orgIds', '包含不存在的机构');
    }
    const beforeMenus = new Set(
      (await tx.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, r.id))).map((m) => m.id),
    );
    await tx.delete(roleMenu).where(eq(roleMenu.roleId, r.id));
    if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: r.id, menuId })));
    await tx.delete(roleOrg).where(eq(roleOrg.roleId, r.id));
    if (orgIds.length) await tx.insert(roleOrg).values(orgIds.map((orgId) => ({ roleId: r.id, orgId })));
    await tx.update(role).set({ dataScope: input.dataScope }).where(eq(role.id, r.id));
    await audit(tx, c.actor, {
      objectType: 'role',
      objectId: r.id,
      action: 'grant',
      detail: {
        code: r.code,
        added: menuIds.filter((id) => !beforeMenus.has(id)),
        removed: [...beforeMenus].filter((id) => !menuIds.includes(id)),
        dataScope: { from: r.dataScope, to: input.dataScope },
        orgIds,
      },
    });
  });
  invalidatePrincipals();
  clearMenuCache();
}
