import { ProposalPage as Page } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const requests = () => import('./RequestRecordPage');

const PreSignListPage = lazy(() => import('./PreSignListPage'));
const SignListPage = lazy(() => import('./SignListPage'));
const HandlingListPage = lazy(() => import('./HandlingListPage'));
const FinishListPage = lazy(() => import('./FinishListPage'));
const TakeSysAssignListPage = lazy(() => import('./TakeSysAssignListPage'));
const TakeSysTrackListPage = lazy(() => import('./TakeSysTrackListPage'));
const PreSignFeedbackPage = lazy(() => import('./PreSignFeedbackPage'));
const SignForPage = lazy(() => import('./SignForPage'));
const HandlingFormPage = lazy(() => import('./HandlingFormPage'));
const BackRecordPage = lazy(() => requests().then((m) => ({ default: m.BackRecordPage })));
const DelayRecordPage = lazy(() => requests().then((m) => ({ default: m.DelayRecordPage })));
const RemindRecordPage = lazy(() => import('./RemindRecordPage'));
const YearSummaryListPage = lazy(() => import('./YearSummaryListPage').then((m) => ({ default: m.YearSummaryListPage })));
const YearSummaryFormPage = lazy(() => import('./YearSummaryFormPage').then((m) => ({ default: m.YearSummaryFormPage })));
const YearSummaryDetailPage = lazy(() => import('./YearSummaryDetailPage').then((m) => ({ default: m.YearSummaryDetailPage })));

/** The handling units' pages, the request and reminder records and the yearly summaries (routes.tsv, area proposal). */
export const handlingRoutes: AppRoute[] = [
  { path: Page.preSignList, element: <PreSignListPage /> },
  { path: Page.preSignFeedback, element: <PreSignFeedbackPage />, title: '预交办反馈', parent: Page.preSignList },
  { path: Page.signList, element: <SignListPage /> },
  { path: Page.signFor, element: <SignForPage />, title: '签收', parent: Page.signList },
  { path: Page.handlingList, element: <HandlingListPage /> },
  { path: Page.handlingForm, element: <HandlingFormPage />, title: '提案办理', parent: Page.handlingList },
  { path: Page.finishList, element: <FinishListPage /> },
  { path: Page.backRecord, element: <BackRecordPage /> },
  { path: Page.delayRecord, element: <DelayRecordPage /> },
  { path: Page.remindRecord, element: <RemindRecordPage /> },
  { path: Page.takeSysAssignList, element: <TakeSysAssignListPage /> },
  { path: Page.takeSysTrackList, element: <TakeSysTrackListPage /> },
  { path: Page.yearSummary, element: <YearSummaryListPage /> },
  { path: Page.yearSummaryForm, element: <YearSummaryFormPage /> },
  { path: Page.yearSummaryDetail, element: <YearSummaryDetailPage />, title: '详情' },
];
