import { SystemPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const LibraryPage = lazy(() => import('./pages/LibraryPage'));
const QuotationPage = lazy(() => import('./pages/QuotationPage'));
const ReferenceDocPage = lazy(() => import('./pages/ReferenceDocPage'));

/** docs/intellect.md: the reference library the cppcc duplicate checks search, the quotations and the Quote panel's library. */
export const routes: AppRoute[] = [
  { path: SystemPage.intellectLibrary, element: <LibraryPage /> },
  { path: SystemPage.intellectQuotation, element: <QuotationPage /> },
  { path: SystemPage.intellectReference, element: <ReferenceDocPage /> },
];
