import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';
import { afterRoutes } from './after/routes';
import { appraiseRoutes } from './appraise/routes';
import { mainRoutes } from './main-routes';
import { statsRoutes } from './stats/routes';
import { unitRoutes } from './unit/routes';

const ProposalSessionListPage = lazy(() => import('./setup/ProposalSessionListPage'));
const ProposalTypeListPage = lazy(() => import('./setup/ProposalTypeListPage'));

/** Proposal pages; the setup pages are the 提案设置 menus (the session form is a dialog of the list). */
export const routes: AppRoute[] = [
  { path: '/proposal/proposalSessionList', element: <ProposalSessionListPage /> },
  { path: '/proposal/proposalTypeList', element: <ProposalTypeListPage /> },
  ...mainRoutes,
  ...unitRoutes,
  ...afterRoutes,
  ...statsRoutes,
  ...appraiseRoutes,
];
