import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const lists = () => import('./pages/UnitListPages');
const requests = () => import('./pages/RequestRecordPages');
const summaries = () => import('./pages/YearSummaryPages');

const PreSignListPage = lazy(() => lists().then((m) => ({ default: m.PreSignListPage })));
const SignListPage = lazy(() => lists().then((m) => ({ default: m.SignListPage })));
const HandlingListPage = lazy(() => lists().then((m) => ({ default: m.HandlingListPage })));
const FinishListPage = lazy(() => lists().then((m) => ({ default: m.FinishListPage })));
const TakeSysAssignListPage = lazy(() => lists().then((m) => ({ default: m.TakeSysAssignListPage })));
const TakeSysTrackListPage = lazy(() => lists().then((m) => ({ default: m.TakeSysTrackListPage })));
const PreSignFeedbackPage = lazy(() => import('./pages/PreSignFeedbackPage'));
const SignForPage = lazy(() => import('./pages/SignForPage'));
const HandlingFormPage = lazy(() => import('./pages/HandlingFormPage'));
const BackRecordPage = lazy(() => requests().then((m) => ({ default: m.BackRecordPage })));
const DelayRecordPage = lazy(() => requests().then((m) => ({ default: m.DelayRecordPage })));
const RemindRecordPage = lazy(() => import('./pages/RemindRecordPage'));
const YearSummaryListPage = lazy(() => summaries().then((m) => ({ default: m.YearSummaryListPage })));
const YearSummaryFormPage = lazy(() => summaries().then((m) => ({ default: m.YearSummaryFormPage })));
const YearSummaryDetailPage = lazy(() => summaries().then((m) => ({ default: m.YearSummaryDetailPage })));

/** The handling units' pages, the request and reminder records and the yearly summaries (routes.tsv, area proposal). */
export const unitRoutes: AppRoute[] = [
  { path: '/proposal/preSignList', element: <PreSignListPage /> },
  { path: '/proposal/preSignFeedback', element: <PreSignFeedbackPage />, title: '预交办反馈', parent: '/proposal/preSignList' },
  { path: '/proposal/signList', element: <SignListPage /> },
  { path: '/proposal/signFor', element: <SignForPage />, title: '签收', parent: '/proposal/signList' },
  { path: '/proposal/handlingList', element: <HandlingListPage /> },
  { path: '/proposal/handlingForm', element: <HandlingFormPage />, title: '提案办理', parent: '/proposal/handlingList' },
  { path: '/proposal/finishList', element: <FinishListPage /> },
  { path: '/proposal/backRecord', element: <BackRecordPage /> },
  { path: '/proposal/delayRecord', element: <DelayRecordPage /> },
  { path: '/proposal/remindRecord', element: <RemindRecordPage /> },
  { path: '/proposal/takeSysAssignList', element: <TakeSysAssignListPage /> },
  { path: '/proposal/takeSysTrackList', element: <TakeSysTrackListPage /> },
  { path: '/proposal/yearSummary', element: <YearSummaryListPage /> },
  { path: '/proposal/yearSummary/form', element: <YearSummaryFormPage /> },
  { path: '/proposal/yearSummary/detail', element: <YearSummaryDetailPage />, title: '详情' },
];
