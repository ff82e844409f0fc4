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

/** A menu page (its url a web route of spec 001 §2) with its buttons. */
export function menuPage(
  key: string,
  name: string,
  url: string,
  at: { icon?: string; sort: number; roles: string[] },
  children: MenuDecl[] = [],
): MenuDecl {
  return { key, name, type: 'menu', url, ...(at.icon ? { icon: at.icon } : {}), sort: at.sort, roles: at.roles, children };
}
