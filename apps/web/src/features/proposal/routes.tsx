import { ProposalPage as Page } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';
import { afterRoutes } from './after/routes';
import { appraiseRoutes } from './appraise/routes';
import { draftRoutes } from './draft/routes';
import { handlingRoutes } from './handling/routes';
import { officeRoutes } from './office/routes';
import { DETAIL_PARENTS } from './paths';
import { statsRoutes } from './stats/routes';

const ProposalDetailPage = lazy(() => import('./components/ProposalDetailPage'));
const ProposalSessionListPage = lazy(() => import('./setup/ProposalSessionListPage'));
const ProposalTypeListPage = lazy(() => import('./setup/ProposalTypeListPage'));

/**
 * The proposal area's pages, one routes file per sub-folder (named like the server's); the setup
 * pages are the 提案设置 menus (the session form is a dialog of the list).
 */
export const routes: AppRoute[] = [
  { path: Page.sessionList, element: <ProposalSessionListPage /> },
  { path: Page.typeList, element: <ProposalTypeListPage /> },
  { path: Page.detail, element: <ProposalDetailPage />, title: '提案详情', parent: DETAIL_PARENTS },
  ...draftRoutes,
  ...officeRoutes,
  ...handlingRoutes,
  ...afterRoutes,
  ...statsRoutes,
  ...appraiseRoutes,
];
