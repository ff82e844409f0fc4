import { NewsPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ColumnPage = lazy(() => import('./types/ColumnPage'));

export const routes: AppRoute[] = [{ path: NewsPage.columns, element: <ColumnPage /> }];
