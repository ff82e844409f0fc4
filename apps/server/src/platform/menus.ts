import { eq, inArray } from 'drizzle-orm';
import { menu, role, roleMenu } from '../modules/system/tables';
import type { Db, Tx } from './db/client';
import { newId } from './db/ids';
import type { MenuDecl, ModuleManifest } from './module';

/** Keys modules declared once and no longer do (see retireMenus). */
const retired = new Set<string>();

/**
 * A module names the menu entries it declared once and no longer declares (a page that became a
 * hidden route opened from its list): the next sync deletes those rows, everything under them
 * and their grants, so an upgraded install loses them as a new one never has them. A key still
 * declared by a manifest is never deleted.
 */
export function retireMenus(keys: readonly string[]): void {
  for (const k of keys) retired.add(k);
}

/**
 * Brings sys_menu in line with the manifests: declared entries are inserted or
 * updated by key; an entry new to this database is granted to the roles it
 * names, so upgrades reach existing installs. Menus added by an administrator
 * (no key) and the grants made by hand are left alone.
 */
export async function syncMenus(db: Db, manifests: ModuleManifest[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = new Map(
      (await tx.select({ id: menu.id, key: menu.key }).from(menu)).flatMap((m) => (m.key ? [[m.key, m.id] as const] : [])),
    );
    const roles = new Map((await tx.select({ id: role.id, code: role.code }).from(role)).map((r) => [r.code, r.id]));
    const grants: { roleId: string; menuId: string }[] = [];
    const walk = async (items: MenuDecl[], parentId: string | null, inherited: string[]) => {
      for (const [i, m] of items.entries()) {
        const roleCodes = m.roles ?? inherited;
        const values = {
          parentId,
          name: m.name,
          menuType: m.type,
          url: m.url ?? null,
          permission: m.permission ?? null,
          icon: m.icon ?? null,
          sort: m.sort ?? i,
        };
        let id = existing.get(m.key);
        if (id) {
          await tx.update(menu).set(values).where(eq(menu.id, id));
        } else {
          id = newId();
          existing.set(m.key, id);
          await tx.insert(menu).values({ id, key: m.key, ...values });
          for (const code of roleCodes) {
            const roleId = roles.get(code);
            if (roleId) grants.push({ roleId, menuId: id });
          }
        }
        if (m.children) await walk(m.children, id, roleCodes);
      }
    };
    // entries attached to another module's menu go after every plain tree, so their parent exists
    const plain = manifests.flatMap((mf) => (mf.menus ?? []).filter((m) => !m.parentKey));
    const attached = manifests.flatMap((mf) => (mf.menus ?? []).filter((m) => m.parentKey));
    await walk(plain, null, []);
    for (const m of attached) {
      const parentId = existing.get(m.parentKey!);
      if (!parentId) throw new Error(`menu ${m.key}: parent ${m.parentKey} is not declared`);
      await walk([m], parentId, []);
    }
    if (grants.length) await tx.insert(roleMenu).values(grants).onConflictDoNothing();
    await dropRetired(tx, declaredKeys(manifests));
  });
}

function declaredKeys(manifests: ModuleManifest[]): Set<string> {
  const keys = new Set<string>();
  const walk = (items: MenuDecl[]) => {
    for (const m of items) {
      keys.add(m.key);
      if (m.children) walk(m.children);
    }
  };
  for (const mf of manifests) walk(mf.menus ?? []);
  return keys;
}

async function dropRetired(tx: Tx, declared: Set<string>): Promise<void> {
  const keys = [...retired].filter((k) => !declared.has(k));
  if (!keys.length) return;
  const roots = await tx.select({ id: menu.id }).from(menu).where(inArray(menu.key, keys));
  if (!roots.length) return;
  const all = await tx.select({ id: menu.id, parentId: menu.parentId }).from(menu);
  const ids = new Set(roots.map((r) => r.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of all) {
      if (m.parentId && ids.has(m.parentId) && !ids.has(m.id)) {
        ids.add(m.id);
        grew = true;
      }
    }
  }
  await tx.delete(roleMenu).where(inArray(roleMenu.menuId, [...ids]));
  await tx.delete(menu).where(inArray(menu.id, [...ids]));
}

/** Menu ids of a set of roles, for tests and the role page. */
export async function menuIdsOfRoles(db: Db, roleIds: string[]): Promise<string[]> {
  if (!roleIds.length) return [];
  return (await db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, roleIds))).map((r) => r.menuId);
}
