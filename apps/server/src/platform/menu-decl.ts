import type { Principal } from './auth/principal-type';
import type { Queryable } from './db/client';

/** A menu entry a module declares. `roles` are the demo roles granted it by the seed. */
export interface MenuDecl {
  /** stable key, unique across modules: 'system.user', 'system.user.add' */
  key: string;
  name: string;
  type: 'directory' | 'menu' | 'button';
  url?: string;
  permission?: string;
  icon?: string;
  sort?: number;
  roles?: string[];
  /** top-level entries only: attach under a menu another module declares (e.g. 'system') */
  parentKey?: string;
  children?: MenuDecl[];
}

/**
 * The button entries of one area's pages, granted by the seed to `roles` (`only` overrides it for
 * one button). A button is what the web shows or hides; the server checks its permission on the call.
 */
export function buttonsFor(roles?: string[]) {
  return (key: string, name: string, permission: string, only?: string[]): MenuDecl => {
    const granted = only ?? roles;
    return { key, name, type: 'button', permission, ...(granted ? { roles: granted } : {}) };
  };
}

/** Where a page or directory sits: its sort, the roles granted it, and what it shows or checks. */
export interface MenuAt {
  icon?: string;
  /** the permission opening the page needs (pages only) */
  permission?: string;
  sort: number;
  roles: string[];
  /** top-level entries only: attach under a menu another module declares (e.g. 'system') */
  parentKey?: string;
}

/** `icon`, `permission` and `parentKey` are emitted only when given. */
const placed = (at: MenuAt) => ({
  ...(at.parentKey ? { parentKey: at.parentKey } : {}),
  ...(at.permission ? { permission: at.permission } : {}),
  ...(at.icon ? { icon: at.icon } : {}),
  sort: at.sort,
  roles: at.roles,
});

/**
 * A menu page (its url a web route of spec 001 §2) with its buttons; `children: null` declares a
 * page without a children list at all (the home pages, 登录日志).
 */
export function menuPage(key: string, name: string, url: string, at: MenuAt, children: MenuDecl[] | null = []): MenuDecl {
  return { key, name, type: 'menu', url, ...placed(at), ...(children ? { children } : {}) };
}

/** A menu directory holding pages (or further directories). */
export function menuDirectory(key: string, name: string, at: MenuAt, children: MenuDecl[]): MenuDecl {
  return { key, name, type: 'directory', ...placed(at), children };
}

/** One entry of a caller's menu that depends on what they were granted besides their roles. */
export interface CallerMenuEntry {
  /** unique among the entries of the declaration: 'meet.type.<typeId>' */
  key: string;
  name: string;
  url: string;
  sort: number;
}

/**
 * Menu pages that depend on who asks, not on a role grant alone: the meeting types granted to the
 * caller's roles or organisation each open the list of that type (issue 18, "reached from the menu
 * the type grants"). They are listed under the menu of `parentKey` when the caller has it.
 */
export interface CallerMenuDecl {
  parentKey: string;
  entries(q: Queryable, p: Principal): Promise<CallerMenuEntry[]>;
}
