import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const DownloadTypePage = lazy(() => import('./types/DownloadTypePage'));

export const routes: AppRoute[] = [{ path: '/dailyOffice/downloadType', element: <DownloadTypePage /> }];
