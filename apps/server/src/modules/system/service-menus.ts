import type { MenuAdminNode, MenuNode, menuAddBody, menuUpdateBody } from '@cppcc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { invalidatePrincipals, type Principal } from '../../platform/auth/principal';
import { sharedCache } from '../../platform/cluster';
import type { Db, Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/caller';
import { callerMenuDecls } from '../../platform/services';
import { buildTree, descendantsOf } from '../../platform/tree';
import { adminDuties, assertMenuMayCarry, separationConflict, systemTreeIds } from './separation';
import { menu, role, roleMenu } from './tables';

type MenuRow = typeof menu.$inferSelect;

/**
 * GET sys/menu/current (spec 001 §7.1): the directories and menus granted to
 * the caller's roles for one application. A granted menu brings its
 * directories along; a directory left with nothing to open is dropped.
 * Buttons are not part of the tree (they come from sys/menu/permission).
 */
/**
 * The menu tree is read after every sign-in and page refresh and changes rarely:
 * keep each role set's tree for a few seconds. Menu, role and grant edits clear
 * it at once in every process (over the cluster link); the TTL only bounds a lost invalidation.
 */
const MENU_TTL_MS = 5_000;
const menuCache = new Map<string, { at: number; tree: MenuNode[]; idOfKey: Map<string, string> }>();

/** Role and grant changes call this so that the next menu call, in any process, reads the new grants. */
export const clearMenuCache: () => void = sharedCache('menus', () => menuCache.clear());

export async function currentMenus(q: Queryable, p: Principal, appCode: string): Promise<MenuNode[]> {
  if (!p.roleCodes.length) return [];
  const key = `${appCode}|${[...p.roleCodes].sort().join(',')}`;
  let hit = menuCache.get(key);
  if (!hit || Date.now() - hit.at >= MENU_TTL_MS) {
    hit = { at: Date.now(), ...(await loadCurrentMenus(q, p, appCode)) };
    menuCache.set(key, hit);
  }
  return withCallerMenus(q, p, hit.tree, hit.idOfKey);
}

/**
 * The manifests' menu pages that depend on the caller (the meeting types granted to them), grafted
 * under their menus when the caller has those; the cached tree is shared and stays as it is.
 */
async function withCallerMenus(q: Queryable, p: Principal, tree: MenuNode[], idOfKey: Map<string, string>): Promise<MenuNode[]> {
  const present = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      present.add(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  const adds = new Map<string, MenuNode[]>();
  for (const decl of callerMenuDecls()) {
    const parentId = idOfKey.get(decl.parentKey);
    if (!parentId || !present.has(parentId)) continue;
    const entries = await decl.entries(q, p);
    const nodes = entries.map(
      (e): MenuNode => ({
        id: `caller:${e.key}`,
        parentId,
        name: e.name,
        menuType: 'menu',
        url: e.url,
        icon: null,
        sort: e.sort,
        children: [],
      }),
    );
    adds.set(parentId, [...(adds.get(parentId) ?? []), ...nodes]);
  }
  if (!adds.size) return tree;
  const graft = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => {
      const extra = adds.get(n.id);
      const children = graft(n.children);
      return { ...n, children: extra ? [...children, ...extra].sort((a, b) => a.sort - b.sort) : children };
    });
  return graft(tree);
}

async function loadCurrentMenus(q: Queryable, p: Principal, appCode: string): Promise<{ tree: MenuNode[]; idOfKey: Map<string, string> }> {
  const granted = new Set(
    (
      await q
        .selectDistinct({ id: roleMenu.menuId })
        .from(roleMenu)
        .innerJoin(role, eq(role.id, roleMenu.roleId))
        .where(and(inArray(role.code, p.roleCodes), eq(role.enabled, true)))
    ).map((r) => r.id),
  );
  const rows = await q
    .select()
    .from(menu)
    .where(and(eq(menu.appCode, appCode), eq(menu.visible, true)));
  const byId = new Map(rows.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const m of rows) {
    if (m.menuType !== 'menu' || !granted.has(m.id)) continue;
    for (let cur: MenuRow | undefined = m; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      // a hidden or button ancestor hides the branch
      if (cur.menuType === 'button') break;
      keep.add(cur.id);
    }
  }
  const tree = buildTree(
    rows.filter((m) => keep.has(m.id)),
    (m): MenuNode => ({
      id: m.id,
      parentId: m.parentId,
      name: m.name,
      menuType: m.menuType,
      url: m.url,
      icon: m.icon,
      sort: m.sort,
      children: [],
    }),
  );
  // an orphan whose directory is hidden would float to the top: keep only complete paths
  const idOfKey = new Map(rows.filter((m) => m.key).map((m) => [m.key as string, m.id]));
  return { tree: tree.filter((n) => n.parentId === null), idOfKey };
}

/** GET sys/menu/permission: the caller's permission names, comma-separated (spec 000 §6). */
export function currentPermissions(p: Principal): string {
  return [...p.permissions].sort().join(',');
}

const adminNode = (m: MenuRow): MenuAdminNode => ({
  id: m.id,
  parentId: m.parentId,
  key: m.key,
  appCode: m.appCode,
  name: m.name,
  menuType: m.menuType,
  url: m.url,
  permission: m.permission,
  icon: m.icon,
  sort: m.sort,
  visible: m.visible,
  children: [],
});

export async function menuTree(q: Queryable, appCode: string | undefined): Promise<MenuAdminNode[]> {
  const rows = await q
    .select()
    .from(menu)
    .where(appCode ? eq(menu.appCode, appCode) : undefined);
  return buildTree(rows, adminNode);
}

async function findMenu(q: Queryable, id: string): Promise<MenuRow | null> {
  const [m] = await q.select().from(menu).where(eq(menu.id, id)).limit(1);
  return m ?? null;
}

type Fields = z.output<typeof menuAddBody>;

/** A button hangs under a menu; a directory or menu under a directory (or at the top). */
async function checkPlacement(q: Queryable, input: Fields): Promise<MenuRow | null> {
  const parent = input.parentId ? await findMenu(q, input.parentId) : null;
  if (input.parentId && !parent) throw fieldError('parentId', '上级菜单不存在');
  if (input.menuType === 'button' && parent?.menuType !== 'menu') throw fieldError('parentId', '按钮必须挂在菜单下');
  if (input.menuType !== 'button' && parent && parent.menuType !== 'directory') throw fieldError('parentId', '目录和菜单只能挂在目录下');
  if (input.menuType === 'menu' && !input.url) throw fieldError('url', '菜单须填写路由地址');
  if (input.menuType === 'button' && !input.permission) throw fieldError('permission', '按钮须填写权限标识');
  return parent;
}

export async function addMenu(db: Db, c: Caller, input: Fields): Promise<{ id: string }> {
  clearMenuCache();
  return inTx(db, async (tx) => {
    const parent = await checkPlacement(tx, input);
    const systemTree = await systemTreeIds(tx);
    assertMenuMayCarry(await adminDuties(), {
      name: input.name,
      key: null,
      permission: input.permission ?? null,
      inSystemTree: !!parent && systemTree.has(parent.id),
    });
    const id = newId();
    await tx.insert(menu).values({
      id,
      parentId: parent?.id ?? null,
      key: null,
      appCode: parent?.appCode ?? 'cppcc',
      name: input.name,
      menuType: input.menuType,
      url: input.url ?? null,
      permission: input.permission ?? null,
      icon: input.icon ?? null,
      sort: input.sort ?? 0,
      visible: input.visible ?? true,
    });
    await audit(tx, c.actor, {
      objectType: 'menu',
      objectId: id,
      action: 'create',
      detail: { name: input.name, menuType: input.menuType, permission: input.permission ?? null },
    });
    return { id };
  });
}

export async function updateMenu(db: Db, c: Caller, input: z.output<typeof menuUpdateBody>): Promise<void> {
  clearMenuCache();
  await inTx(db, async (tx) => {
    const before = await findMenu(tx, input.id);
    if (!before) throw notFound('菜单');
    const next = {
      parentId: input.parentId || null,
      name: input.name,
      menuType: input.menuType,
      url: input.url ?? null,
      permission: input.permission ?? null,
      icon: input.icon ?? null,
      sort: input.sort ?? before.sort,
      visible: input.visible ?? before.visible,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== before[k]);
    // a module's own entries are rewritten from its manifest at every start: only showing or hiding them sticks
    if (before.key && changed.some((k) => k !== 'visible')) throw badRequest('系统内置菜单只能修改“是否显示”');
    if (!before.key) {
      await checkPlacement(tx, { ...input, parentId: next.parentId });
      if (next.parentId) {
        const all = await tx.select({ id: menu.id, parentId: menu.parentId }).from(menu);
        if (descendantsOf(all, [before.id]).has(next.parentId)) throw fieldError('parentId', '上级菜单不能是本菜单或其下级');
      }
      await assertStillSeparated(tx, before.id, { name: next.name, key: null, permission: next.permission, parentId: next.parentId });
    }
    await tx.update(menu).set(next).where(eq(menu.id, before.id));
    await audit(tx, c.actor, {
      objectType: 'menu',
      objectId: before.id,
      action: 'update',
      detail: {
        name: next.name,
        from: Object.fromEntries(changed.map((k) => [k, before[k]])),
        to: Object.fromEntries(changed.map((k) => [k, next[k]])),
      },
    });
  });
  invalidatePrincipals();
}

/**
 * 三员分立 on a menu's change (issue 13, finding 5): the new permission and place must suit the
 * menu and everything under it, and every role already granted one of them must still be allowed
 * to hold it — a re-pointed permission would otherwise reach the members of a role granted something else.
 */
async function assertStillSeparated(
  q: Queryable,
  menuId: string,
  next: { name: string; key: string | null; permission: string | null; parentId: string | null },
): Promise<void> {
  const [duties, systemTree, all] = await Promise.all([
    adminDuties(),
    systemTreeIds(q),
    q.select({ id: menu.id, parentId: menu.parentId, name: menu.name, key: menu.key, permission: menu.permission }).from(menu),
  ]);
  const inSystemTree = !!next.parentId && systemTree.has(next.parentId);
  // the entries under the menu move with it
  const below = descendantsOf(all, [menuId]);
  const moved = all.filter((m) => below.has(m.id)).map((m) => (m.id === menuId ? { ...m, ...next, inSystemTree } : { ...m, inSystemTree }));
  for (const m of moved) assertMenuMayCarry(duties, m);
  const holders = await q
    .select({ menuId: roleMenu.menuId, name: role.name, adminKind: role.adminKind })
    .from(roleMenu)
    .innerJoin(role, eq(role.id, roleMenu.roleId))
    .where(inArray(roleMenu.menuId, [...below]));
  for (const r of holders) {
    const m = moved.find((x) => x.id === r.menuId);
    const conflict = m && separationConflict(duties, r, m);
    if (conflict) throw fieldError(conflict.field, `${conflict.message}（该菜单已授予该角色，请先取消授权）`);
  }
}

export async function deleteMenu(db: Db, c: Caller, id: string): Promise<void> {
  clearMenuCache();
  await inTx(db, async (tx) => {
    const m = await findMenu(tx, id);
    if (!m) throw notFound('菜单');
    if (m.key) throw badRequest('系统内置菜单不能删除，可设为不显示');
    const [child] = await tx.select({ id: menu.id }).from(menu).where(eq(menu.parentId, id)).limit(1);
    if (child) throw badRequest('请先删除下级菜单');
    await tx.delete(roleMenu).where(eq(roleMenu.menuId, id));
    await tx.delete(menu).where(eq(menu.id, id));
    await audit(tx, c.actor, { objectType: 'menu', objectId: id, action: 'delete', detail: { name: m.name, permission: m.permission } });
  });
  invalidatePrincipals();
}
