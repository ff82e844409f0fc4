import { type MenuNode, type SessionUser, ShellPage } from '@cppcc/contracts';
import type { Crumb } from '../store';

/** Pages every signed-in user may open, whatever the menu tree (the shell's own pages). */
const SHELL_PATHS = [/^\/home\/[^/]+$/, /^\/message$/, /^\/personal\/[^/]+$/, /^\/qrcode\/confirm$/];
/** Pages outside the sign-in rule. */
const PUBLIC_PATHS: string[] = [ShellPage.login, ShellPage.notFound];

export function isShellPath(path: string): boolean {
  return SHELL_PATHS.some((r) => r.test(path));
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path);
}

/** A menu url of ShellPage.ownHome means the user's own dashboard. */
export function menuUrl(url: string | null, user: Pick<SessionUser, 'homeType'> | null): string | null {
  if (!url) return null;
  const clean = url.startsWith('/') ? url : `/${url}`;
  return clean === ShellPage.ownHome && user ? ShellPage.homeOf(user.homeType) : clean;
}

const ordered = (nodes: MenuNode[]) => [...nodes].sort((a, b) => a.sort - b.sort);

/** spec 000 §1: the first menu path (depth first, in menu order). */
export function firstMenuPath(menu: MenuNode[], user: Pick<SessionUser, 'homeType'> | null = null): string {
  for (const node of ordered(menu)) {
    if (node.menuType === 'menu') {
      const url = menuUrl(node.url, user);
      if (url) return url;
    }
    const inner = firstMenuPath(node.children ?? [], user);
    if (inner) return inner;
  }
  return '';
}

function trail(
  menu: MenuNode[],
  match: (url: string) => boolean,
  user: Pick<SessionUser, 'homeType'> | null,
  above: Crumb[] = [],
): Crumb[] | null {
  for (const node of ordered(menu)) {
    const url = menuUrl(node.url, user);
    const here = [...above, { name: node.name, path: node.menuType === 'menu' ? (url ?? undefined) : undefined }];
    if (node.menuType === 'menu' && url && match(url)) return here;
    const inner = trail(node.children ?? [], match, user, here);
    if (inner) return inner;
  }
  return null;
}

/**
 * spec 002 §2: the breadcrumb of a path from the menu tree. A page below a
 * menu (a detail or edit page) takes the crumbs of the nearest menu above it
 * plus its own title. Null: the path is not reachable through the menus.
 */
export function breadcrumbFor(
  menu: MenuNode[],
  path: string,
  title?: string,
  user: Pick<SessionUser, 'homeType'> | null = null,
): Crumb[] | null {
  const exact = trail(menu, (url) => url === path, user);
  if (exact) {
    if (title && title !== exact[exact.length - 1].name) return [...exact, { name: title }];
    return exact;
  }
  let best: Crumb[] | null = null;
  let bestLen = 0;
  trail(
    menu,
    (url) => {
      if (path.startsWith(`${url}/`) && url.length > bestLen) {
        bestLen = url.length;
        best = trail(menu, (u) => u === url, user);
      }
      return false;
    },
    user,
  );
  const found = best as Crumb[] | null;
  if (!found) return null;
  return title ? [...found, { name: title }] : found;
}

/** spec 002 §2: the page title is the crumb names joined by '/'. */
export function pageTitle(crumbs: Crumb[]): string {
  return crumbs.map((c) => c.name).join('/');
}

/**
 * spec 000 §1 / 001 §2.1: where to go once the menus have loaded, or null to
 * stay: a page refresh never navigates, nor does being at the target already.
 */
export function pathAfterMenus(p: { current: string; redirect?: string | null; firstPath: string; refresh: boolean }): string | null {
  if (p.refresh) return null;
  const target =
    p.redirect?.startsWith('/') && !p.redirect.startsWith('//') && !p.redirect.startsWith(ShellPage.login) ? p.redirect : p.firstPath;
  if (!target || target === p.current) return null;
  return target;
}
