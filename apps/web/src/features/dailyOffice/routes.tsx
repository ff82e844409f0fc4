import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const DownloadTypePage = lazy(() => import('./types/DownloadTypePage'));
const DownloadListPage = lazy(() => import('./download/DownloadListPage'));

export const routes: AppRoute[] = [
  { path: '/dailyOffice/downloadType', element: <DownloadTypePage /> },
  { path: '/dailyOffice/downloadList', element: <DownloadListPage /> },
];
