import { InfoPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';
import { routes as manageRoutes } from './manage/routes';
import { routes as publishRoutes } from './publish/routes';
import { routes as reportRoutes } from './report/routes';
import { routes as scoreRoutes } from './score/routes';

const InfoTypePage = lazy(() => import('./types/InfoTypePage'));
const PublicationTypePage = lazy(() => import('./types/PublicationTypePage'));

/** 社情民意 pages (spec 001 §2.6, §2.7): settings here, each part's pages in its folder. */
export const routes: AppRoute[] = [
  { path: InfoPage.types, element: <InfoTypePage /> },
  { path: InfoPage.publicationTypes, element: <PublicationTypePage /> },
  ...reportRoutes,
  ...manageRoutes,
  ...scoreRoutes,
  ...publishRoutes,
];
