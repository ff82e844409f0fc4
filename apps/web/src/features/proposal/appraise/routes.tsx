import { type AppraiseKind, type AppraisePageName, appraiseKindLabel, ProposalAppraisePage } from '@cppcc/contracts';
import { type ComponentType, lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

type Page = ComponentType<{ kind: AppraiseKind }>;
type Pages = Record<string, unknown>;
const page = (load: () => Promise<Pages>, name: string) => lazy(() => load().then((m) => ({ default: m[name] as Page })));

/**
 * A page of each kind: its path, its component, and for a page opened from another one (no menu
 * entry of its own, apps/server appraise/menus.ts) the list page it is opened from and its title.
 */
interface AppraisePage {
  path: AppraisePageName;
  Page: Page;
  /** the menu page this one is opened from */
  parent?: AppraisePageName;
  title?: (label: string) => string;
}

const appraisePages: AppraisePage[] = [
  { path: 'mgt/list', Page: page(() => import('./MgtListPage'), 'MgtListPage') },
  { path: 'mgt/form', Page: page(() => import('./MgtFormPage'), 'MgtFormPage'), parent: 'mgt/list', title: (l) => `${l}编辑` },
  { path: 'mgt/statistics', Page: page(() => import('./StatisticsPage'), 'StatisticsPage') },
  {
    path: 'mgt/statisticsDetailList',
    Page: page(() => import('./StatisticsDetailListPage'), 'StatisticsDetailListPage'),
    parent: 'mgt/statistics',
    title: (l) => `${l}明细`,
  },
  { path: 'mgt/unevaluated', Page: page(() => import('./UnevaluatedPage'), 'UnevaluatedPage') },
  { path: 'mgt/unevaluatedList', Page: page(() => import('./UnevaluatedListPage'), 'UnevaluatedListPage') },
  { path: 'member/list', Page: page(() => import('./MemberAppraisalList'), 'MemberListPage') },
  {
    path: 'member/target',
    Page: page(() => import('./MemberTargets'), 'MemberTargetPage'),
    parent: 'member/list',
    title: (l) => `${l}对象`,
  },
  { path: 'member/result', Page: page(() => import('./MemberAppraisalList'), 'MemberResultPage') },
  {
    path: 'member/result/detail',
    Page: page(() => import('./MemberTargets'), 'ResultDetailPage'),
    parent: 'member/result',
    title: (l) => `${l}结果详情`,
  },
  { path: 'member/form', Page: page(() => import('./MemberFormPage'), 'MemberFormPage'), parent: 'member/list', title: (l) => `${l}表单` },
];

const full = (kind: AppraiseKind, path: AppraisePageName) => ProposalAppraisePage[kind][path];

/** appraise/* (proposals) and appraiseUnit/* (handling units): the same 11 pages for each kind (spec 001 §2.5). */
export const appraiseRoutes: AppRoute[] = (['proposal', 'unit'] as AppraiseKind[]).flatMap((kind) =>
  appraisePages.map(({ path, Page, parent, title }) => ({
    path: full(kind, path),
    element: <Page key={`${kind}-${path}`} kind={kind} />,
    ...(parent ? { parent: full(kind, parent), title: title?.(appraiseKindLabel[kind]) } : {}),
  })),
);
