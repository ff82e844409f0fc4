import { DailyOfficePage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const DownloadTypePage = lazy(() => import('./types/DownloadTypePage'));
const DownloadListPage = lazy(() => import('./download/DownloadListPage'));

export const routes: AppRoute[] = [
  { path: DailyOfficePage.downloadType, element: <DownloadTypePage /> },
  { path: DailyOfficePage.downloadList, element: <DownloadListPage /> },
];
