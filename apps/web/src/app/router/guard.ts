import { type MenuNode, Msg, type SessionUser, ShellPage } from '@cppcc/contracts';
import type { Crumb } from '../store';
import { breadcrumbFor, isPublicPath, isShellPath, pageTitle } from './menu';

export interface GuardInput {
  path: string;
  search: string;
  /** the matched route's own title, if it has one */
  routeTitle?: string;
  /** the menu page the matched route is opened from (AppRoute.parent) */
  routeParent?: string | string[];
  /** a route outside the sign-in rule (login, 404) */
  isPublic?: boolean;
  user: SessionUser | null;
  token: string | null;
  menu: MenuNode[];
  isUpdatePwd: boolean;
}

export type GuardDecision =
  | { action: 'allow'; crumbs: Crumb[]; title: string }
  | { action: 'exchange'; ticket: string; target: string }
  | { action: 'redirect'; to: string; warn?: string; signOut?: boolean };

/** spec 001 §2.2 and 002 §2, decided from the location and the store alone. */
export function decide(g: GuardInput): GuardDecision {
  const query = new URLSearchParams(g.search);
  const ticket = query.get('access_token');
  if (ticket) {
    query.delete('access_token');
    const rest = query.toString();
    return { action: 'exchange', ticket, target: g.path + (rest ? `?${rest}` : '') };
  }
  if (g.isPublic || isPublicPath(g.path)) return { action: 'allow', crumbs: [], title: g.routeTitle ?? '' };
  if (!g.user || !g.token) {
    const wanted = g.path + g.search;
    return { action: 'redirect', to: `${ShellPage.login}?redirect=${encodeURIComponent(wanted)}`, warn: Msg.loginExpired, signOut: true };
  }
  if (!g.menu.length) return { action: 'redirect', to: ShellPage.login, warn: Msg.noSystemPermission, signOut: true };
  // a first sign-in or an expired password: nothing else until it is changed
  if (g.isUpdatePwd && g.path !== ShellPage.changePassword)
    return { action: 'redirect', to: ShellPage.changePassword, warn: Msg.changePasswordFirst };
  if (isShellPath(g.path)) {
    // 002 §2: a route with its own title clears the breadcrumb, unless the menu names it
    const crumbs = breadcrumbFor(g.menu, g.path, undefined, g.user) ?? [];
    return { action: 'allow', crumbs, title: crumbs.length ? pageTitle(crumbs) : (g.routeTitle ?? '') };
  }
  let crumbs = breadcrumbFor(g.menu, g.path, g.routeTitle, g.user);
  for (const parent of crumbs ? [] : [g.routeParent ?? []].flat()) {
    crumbs = breadcrumbFor(g.menu, parent, g.routeTitle ?? '详情', g.user);
    if (crumbs) break;
  }
  if (!crumbs) return { action: 'redirect', to: ShellPage.notFound };
  return { action: 'allow', crumbs, title: pageTitle(crumbs) };
}
