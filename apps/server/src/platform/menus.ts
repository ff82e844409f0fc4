import type { Db } from './db/client';
import type { MenuDecl } from './menu-decl';
import type { ModuleManifest } from './module';
import { menuStore } from './services';

/** Menu keys the manifests retire. */
export function retiredKeys(manifests: readonly ModuleManifest[]): Set<string> {
  return new Set(manifests.flatMap((m) => m.retiredMenus ?? []));
}

/**
 * Brings sys_menu in line with the manifests (the system area owns the table
 * and provides the store): declared entries are inserted or updated by key, an
 * entry new to a database is granted to the roles it names, retired keys go.
 */
export async function syncMenus(db: Db, manifests: readonly ModuleManifest[]): Promise<void> {
  const declared: MenuDecl[][] = manifests.map((m) => m.menus ?? []);
  await menuStore().sync(db, declared, retiredKeys(manifests));
}
