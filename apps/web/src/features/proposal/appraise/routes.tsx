import { type AppraiseKind, appraiseKindLabel, appraiseSegment } from '@cppcc/contracts';
import { type ComponentType, lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

type Page = ComponentType<{ kind: AppraiseKind }>;
const mgt = (
  name: 'MgtListPage' | 'MgtFormPage' | 'StatisticsPage' | 'StatisticsDetailListPage' | 'UnevaluatedPage' | 'UnevaluatedListPage',
) => lazy(() => import('./MgtPages').then((m) => ({ default: m[name] as Page })));
const member = (name: 'MemberListPage' | 'MemberTargetPage' | 'MemberResultPage' | 'ResultDetailPage' | 'MemberFormPage') =>
  lazy(() => import('./MemberPages').then((m) => ({ default: m[name] as Page })));

/**
 * A page of each kind: its path, its component, and for a page opened from another one (no menu
 * entry of its own, apps/server appraise/menus.ts) the list page it is opened from and its title.
 */
interface AppraisePage {
  path: string;
  Page: Page;
  /** the menu page this one is opened from */
  parent?: string;
  title?: (label: string) => string;
}

const appraisePages: AppraisePage[] = [
  { path: 'mgt/list', Page: mgt('MgtListPage') },
  { path: 'mgt/form', Page: mgt('MgtFormPage'), parent: 'mgt/list', title: (l) => `${l}编辑` },
  { path: 'mgt/statistics', Page: mgt('StatisticsPage') },
  { path: 'mgt/statisticsDetailList', Page: mgt('StatisticsDetailListPage'), parent: 'mgt/statistics', title: (l) => `${l}明细` },
  { path: 'mgt/unevaluated', Page: mgt('UnevaluatedPage') },
  { path: 'mgt/unevaluatedList', Page: mgt('UnevaluatedListPage') },
  { path: 'member/list', Page: member('MemberListPage') },
  { path: 'member/target', Page: member('MemberTargetPage'), parent: 'member/list', title: (l) => `${l}对象` },
  { path: 'member/result', Page: member('MemberResultPage') },
  { path: 'member/result/detail', Page: member('ResultDetailPage'), parent: 'member/result', title: (l) => `${l}结果详情` },
  { path: 'member/form', Page: member('MemberFormPage'), parent: 'member/list', title: (l) => `${l}表单` },
];

const full = (kind: AppraiseKind, path: string) => `/proposal/${appraiseSegment[kind]}/${path}`;

/** appraise/* (proposals) and appraiseUnit/* (handling units): the same 11 pages for each kind (spec 001 §2.5). */
export const appraiseRoutes: AppRoute[] = (['proposal', 'unit'] as AppraiseKind[]).flatMap((kind) =>
  appraisePages.map(({ path, Page, parent, title }) => ({
    path: full(kind, path),
    element: <Page key={`${kind}-${path}`} kind={kind} />,
    ...(parent ? { parent: full(kind, parent), title: title?.(appraiseKindLabel[kind]) } : {}),
  })),
);
