import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const LibraryPage = lazy(() => import('./pages/LibraryPage'));
const QuotationPage = lazy(() => import('./pages/QuotationPage'));
const ReferenceDocPage = lazy(() => import('./pages/ReferenceDocPage'));

/** docs/intellect.md: the reference library the cppcc duplicate checks search, the quotations and the Quote panel's library. */
export const routes: AppRoute[] = [
  { path: '/system/intellectLibrary', element: <LibraryPage /> },
  { path: '/system/intellectQuotation', element: <QuotationPage /> },
  { path: '/system/intellectReference', element: <ReferenceDocPage /> },
];
