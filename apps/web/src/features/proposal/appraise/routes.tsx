import { type AppraiseKind, appraiseSegment } from '@cppcc/contracts';
import { type ComponentType, lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

type Page = ComponentType<{ kind: AppraiseKind }>;
const mgt = (
  name: 'MgtListPage' | 'MgtFormPage' | 'StatisticsPage' | 'StatisticsDetailListPage' | 'UnevaluatedPage' | 'UnevaluatedListPage',
) => lazy(() => import('./MgtPages').then((m) => ({ default: m[name] as Page })));
const member = (name: 'MemberListPage' | 'MemberTargetPage' | 'MemberResultPage' | 'ResultDetailPage' | 'MemberFormPage') =>
  lazy(() => import('./MemberPages').then((m) => ({ default: m[name] as Page })));

const pages: [string, Page][] = [
  ['mgt/list', mgt('MgtListPage')],
  ['mgt/form', mgt('MgtFormPage')],
  ['mgt/statistics', mgt('StatisticsPage')],
  ['mgt/statisticsDetailList', mgt('StatisticsDetailListPage')],
  ['mgt/unevaluated', mgt('UnevaluatedPage')],
  ['mgt/unevaluatedList', mgt('UnevaluatedListPage')],
  ['member/list', member('MemberListPage')],
  ['member/target', member('MemberTargetPage')],
  ['member/result', member('MemberResultPage')],
  ['member/result/detail', member('ResultDetailPage')],
  ['member/form', member('MemberFormPage')],
];

/** appraise/* (proposals) and appraiseUnit/* (handling units): the same 11 pages for each kind (spec 001 §2.5). */
export const appraiseRoutes: AppRoute[] = (['proposal', 'unit'] as AppraiseKind[]).flatMap((kind) =>
  pages.map(([path, Page]) => ({
    path: `/proposal/${appraiseSegment[kind]}/${path}`,
    element: <Page key={`${kind}-${path}`} kind={kind} />,
  })),
);
