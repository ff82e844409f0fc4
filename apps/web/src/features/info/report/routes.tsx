import { InfoPage as P } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ReportListPage = lazy(() => import('./ReportListPage'));
const ReportFormPage = lazy(() => import('./ReportFormPage'));
const JointConfirmPage = lazy(() => import('./JointConfirmPage'));
const CheckListPage = lazy(() => import('./CheckListPage'));
const CheckFormPage = lazy(() => import('./CheckFormPage'));
const CheckFinishedPage = lazy(() => import('./CheckFinishedPage'));
const InfoFlowPage = lazy(() => import('./InfoFlowPage'));
const InfoDetailPage = lazy(() => import('../components/InfoDetailPage'));

const queueAll = P.checkList('all');
/** Every list an item's detail is opened from (the first one the user may open gives the breadcrumb). */
const DETAIL_PARENTS = [P.reportList, P.jointConfirm, queueAll, P.checkFinished, P.allPage, P.adoptPage];

/** Reporting, joint confirmation, the review queues, flows and the item detail (spec 001 §2.6, §2.7). */
export const routes: AppRoute[] = [
  { path: P.reportList, element: <ReportListPage /> },
  { path: P.reportListAlias, element: <ReportListPage />, parent: P.reportList, title: '我的信息' },
  { path: P.reportForm, element: <ReportFormPage />, parent: P.reportList, title: '报送信息' },
  { path: P.reportFormAlias, element: <ReportFormPage />, parent: P.reportList, title: '报送信息' },
  { path: P.jointConfirm, element: <JointConfirmPage /> },
  { path: P.jointConfirmAlias, element: <JointConfirmPage />, parent: P.jointConfirm, title: '联名确认' },
  { path: P.checkListRoute, element: <CheckListPage />, parent: queueAll, title: '待审信息' },
  { path: P.checkFormRoute, element: <CheckFormPage />, parent: queueAll, title: '信息审核' },
  { path: P.editCheckFormRoute, element: <CheckFormPage edit />, parent: queueAll, title: '修改并审核' },
  { path: P.checkFinished, element: <CheckFinishedPage /> },
  { path: P.flows, element: <InfoFlowPage /> },
  { path: P.detailRoute, element: <InfoDetailPage />, parent: DETAIL_PARENTS, title: '信息详情' },
];
