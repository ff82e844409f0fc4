import type { MenuNode, SessionUser } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { decide } from '@/app/router/guard';
import { appraiseRoutes } from './routes';

const node = (id: string, name: string, menuType: MenuNode['menuType'], url: string | null, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: null,
  name,
  menuType,
  url,
  icon: null,
  sort: 0,
  children,
});

/** The menu tree the server gives (apps/server appraise/menus.ts): only the list pages are entries. */
const officeMenu: MenuNode[] = [
  node('p', '提案管理', 'directory', null, [
    node('a', '提案测评', 'directory', null, [
      node('1', '提案评议管理', 'menu', '/proposal/appraise/mgt/list'),
      node('2', '提案评议统计', 'menu', '/proposal/appraise/mgt/statistics'),
      node('3', '提案评议未评情况', 'menu', '/proposal/appraise/mgt/unevaluated'),
      node('4', '提案评议未评委员', 'menu', '/proposal/appraise/mgt/unevaluatedList'),
    ]),
  ]),
];
const memberMenu: MenuNode[] = [
  node('p', '提案管理', 'directory', null, [
    node('a', '提案测评', 'directory', null, [
      node('5', '承办单位测评', 'menu', '/proposal/appraiseUnit/member/list'),
      node('6', '我的承办单位测评结果', 'menu', '/proposal/appraiseUnit/member/result'),
    ]),
  ]),
];

const user = { userId: 'u', homeType: 'office' } as SessionUser;
const open = (path: string, menu: MenuNode[]) => {
  const route = appraiseRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return decide({
    path,
    search: '?id=a1',
    routeTitle: route.title,
    routeParent: route.parent,
    user,
    token: 't',
    menu,
    isUpdatePwd: false,
  });
};

describe('appraisal routes', () => {
  it('opens the form, target, detail pages from their list pages, with the list’s breadcrumb', () => {
    const form = open('/proposal/appraise/mgt/form', officeMenu);
    expect(form).toEqual({
      action: 'allow',
      crumbs: [
        { name: '提案管理' },
        { name: '提案测评' },
        { name: '提案评议管理', path: '/proposal/appraise/mgt/list' },
        { name: '提案评议编辑' },
      ],
      title: '提案管理/提案测评/提案评议管理/提案评议编辑',
    });
    const detail = open('/proposal/appraise/mgt/statisticsDetailList', officeMenu);
    expect(detail.action === 'allow' && detail.title).toBe('提案管理/提案测评/提案评议统计/提案评议明细');

    const target = open('/proposal/appraiseUnit/member/target', memberMenu);
    expect(target.action === 'allow' && target.title).toBe('提案管理/提案测评/承办单位测评/承办单位测评对象');
    const rate = open('/proposal/appraiseUnit/member/form', memberMenu);
    expect(rate.action === 'allow' && rate.title).toBe('提案管理/提案测评/承办单位测评/承办单位测评表单');
    const result = open('/proposal/appraiseUnit/member/result/detail', memberMenu);
    expect(result.action === 'allow' && result.title).toBe('提案管理/提案测评/我的承办单位测评结果/承办单位测评结果详情');
  });

  it('keeps them from whoever may not open the list page', () => {
    expect(open('/proposal/appraise/mgt/form', memberMenu)).toEqual({ action: 'redirect', to: '/404' });
    expect(open('/proposal/appraiseUnit/member/form', officeMenu)).toEqual({ action: 'redirect', to: '/404' });
    expect(open('/proposal/appraise/member/target', memberMenu)).toEqual({ action: 'redirect', to: '/404' });
  });

  it('gives every page that is no menu entry a parent that is one', () => {
    const menuPages = ['mgt/list', 'mgt/statistics', 'mgt/unevaluated', 'mgt/unevaluatedList', 'member/list', 'member/result'];
    expect(appraiseRoutes).toHaveLength(22);
    for (const r of appraiseRoutes) {
      const own = r.path.replace(/^\/proposal\/appraise(Unit)?\//, '');
      if (menuPages.includes(own)) expect([r.path, r.parent]).toEqual([r.path, undefined]);
      else expect(menuPages.map((p) => r.path.replace(own, p))).toContain(r.parent);
    }
  });
});
