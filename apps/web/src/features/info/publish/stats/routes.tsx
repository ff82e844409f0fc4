import { PUBLICATION_STAT_PAGE } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const PublicationStatsPage = lazy(() => import('./PublicationStatsPage'));

/** 刊物统计 (menu info.periodical.statistics). */
export const routes: AppRoute[] = [{ path: PUBLICATION_STAT_PAGE, element: <PublicationStatsPage /> }];
