import type { MenuNode } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor, firstMenuPath, pageTitle, pathAfterMenus } from './menu';

const node = (
  id: string,
  name: string,
  menuType: MenuNode['menuType'],
  url: string | null,
  sort: number,
  children: MenuNode[] = [],
): MenuNode => ({
  id,
  parentId: null,
  name,
  menuType,
  url,
  icon: null,
  sort,
  children,
});

const tree: MenuNode[] = [
  node('2', '系统管理', 'directory', null, 2, [
    node('21', '角色管理', 'menu', '/system/role', 2),
    node('20', '用户管理', 'menu', '/system/user', 1),
  ]),
  node('1', '提案管理', 'directory', null, 1, [
    node('11', '提案工作', 'directory', null, 1, [node('111', '我的提案', 'menu', '/proposal/my', 1)]),
  ]),
];

describe('breadcrumb and title from the menu tree (spec 002 §2)', () => {
  it('names every level down to the page', () => {
    const crumbs = breadcrumbFor(tree, '/proposal/my');
    expect(crumbs?.map((c) => c.name)).toEqual(['提案管理', '提案工作', '我的提案']);
    expect(pageTitle(crumbs ?? [])).toBe('提案管理/提案工作/我的提案');
  });
  it('a page below a menu takes that menu’s crumbs plus its own title', () => {
    expect(breadcrumbFor(tree, '/system/user/detail/9', '用户详情')?.map((c) => c.name)).toEqual(['系统管理', '用户管理', '用户详情']);
  });
  it('a path outside the tree has no breadcrumb', () => {
    expect(breadcrumbFor(tree, '/system/menu')).toBeNull();
    expect(breadcrumbFor(tree, '/system/username')).toBeNull();
  });
  it('a menu url of /home is the user’s own dashboard', () => {
    const withHome = [node('0', '首页', 'menu', '/home', 0), ...tree];
    expect(breadcrumbFor(withHome, '/home/member', undefined, { homeType: 'member' })?.map((c) => c.name)).toEqual(['首页']);
  });
});

describe('first path rule (spec 000 §1)', () => {
  it('is the first menu in menu order, depth first', () => {
    expect(firstMenuPath(tree)).toBe('/proposal/my');
    expect(firstMenuPath([tree[0]])).toBe('/system/user');
    expect(firstMenuPath([])).toBe('');
  });
  it('goes to the requested target, else the first path', () => {
    expect(pathAfterMenus({ current: '/login', redirect: '/system/role?x=1', firstPath: '/proposal/my', refresh: false })).toBe(
      '/system/role?x=1',
    );
    expect(pathAfterMenus({ current: '/login', redirect: null, firstPath: '/proposal/my', refresh: false })).toBe('/proposal/my');
  });
  it('does not navigate on a page refresh, nor when already there', () => {
    expect(pathAfterMenus({ current: '/system/role', redirect: null, firstPath: '/proposal/my', refresh: true })).toBeNull();
    expect(pathAfterMenus({ current: '/proposal/my', redirect: null, firstPath: '/proposal/my', refresh: false })).toBeNull();
  });
  it('never sends back to the sign-in page or off site', () => {
    expect(pathAfterMenus({ current: '/login', redirect: '/login?redirect=/x', firstPath: '/a', refresh: false })).toBe('/a');
    expect(pathAfterMenus({ current: '/login', redirect: 'https://evil.example', firstPath: '/a', refresh: false })).toBe('/a');
    expect(pathAfterMenus({ current: '/login', redirect: '//evil.example', firstPath: '/a', refresh: false })).toBe('/a');
  });
});
