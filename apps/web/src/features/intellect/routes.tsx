import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const LibraryPage = lazy(() => import('./pages/LibraryPage'));

/** docs/intellect.md: the reference library the cppcc duplicate checks search. */
export const routes: AppRoute[] = [{ path: '/system/intellectLibrary', element: <LibraryPage /> }];
