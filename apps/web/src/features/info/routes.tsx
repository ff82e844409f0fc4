import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const InfoTypePage = lazy(() => import('./types/InfoTypePage'));
const PublicationTypePage = lazy(() => import('./types/PublicationTypePage'));

/** 社情民意 pages; for now the 信息设置 menus (spec 001 §2.7: /info/infoType, /info/publicationType). */
export const routes: AppRoute[] = [
  { path: '/info/infoType', element: <InfoTypePage /> },
  { path: '/info/publicationType', element: <PublicationTypePage /> },
];
