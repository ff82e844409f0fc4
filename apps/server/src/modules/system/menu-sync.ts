import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import type { MenuDecl } from '../../platform/menu-decl';
import type { MenuStore } from '../../platform/ports';
import { descendantsOf } from '../../platform/tree';
import { menu, role, roleMenu } from './tables';

/**
 * Brings sys_menu in line with the manifests: declared entries are inserted or
 * updated by key; an entry new to this database is granted to the roles it
 * names, so upgrades reach existing installs. Menus added by an administrator
 * (no key) and the grants made by hand are left alone. A retired key (a page
 * that became a hidden route opened from its list) loses its rows, everything
 * under them and their grants, unless a manifest still declares it.
 */
async function sync(db: Db, declared: readonly MenuDecl[][], retired: ReadonlySet<string>): Promise<void> {
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
    const plain = declared.flatMap((menus) => menus.filter((m) => !m.parentKey));
    const attached = declared.flatMap((menus) => menus.filter((m) => m.parentKey));
    await walk(plain, null, []);
    for (const m of attached) {
      const parentId = existing.get(m.parentKey!);
      if (!parentId) throw new Error(`menu ${m.key}: parent ${m.parentKey} is not declared`);
      await walk([m], parentId, []);
    }
    if (grants.length) await tx.insert(roleMenu).values(grants).onConflictDoNothing();
    await dropRetired(tx, declaredKeys(declared), retired);
  });
}

function declaredKeys(declared: readonly MenuDecl[][]): Set<string> {
  const keys = new Set<string>();
  const walk = (items: MenuDecl[]) => {
    for (const m of items) {
      keys.add(m.key);
      if (m.children) walk(m.children);
    }
  };
  for (const menus of declared) walk(menus);
  return keys;
}

async function dropRetired(tx: Tx, declared: Set<string>, retired: ReadonlySet<string>): Promise<void> {
  const keys = [...retired].filter((k) => !declared.has(k));
  if (!keys.length) return;
  const roots = await tx.select({ id: menu.id }).from(menu).where(inArray(menu.key, keys));
  if (!roots.length) return;
  const all = await tx.select({ id: menu.id, parentId: menu.parentId }).from(menu);
  const ids = descendantsOf(
    all,
    roots.map((r) => r.id),
  );
  await tx.delete(roleMenu).where(inArray(roleMenu.menuId, [...ids]));
  await tx.delete(menu).where(inArray(menu.id, [...ids]));
}

/** The menu store the system area hands the platform (platform/ports.ts). */
export const menuStore: MenuStore = { sync };
