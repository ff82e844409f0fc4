import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';
import { ReportPaths as P } from './paths';

const ReportListPage = lazy(() => import('./ReportListPage'));
const ReportFormPage = lazy(() => import('./ReportFormPage'));
const JointConfirmPage = lazy(() => import('./JointConfirmPage'));
const CheckListPage = lazy(() => import('./CheckListPage'));
const CheckFormPage = lazy(() => import('./CheckFormPage'));
const CheckFinishedPage = lazy(() => import('./CheckFinishedPage'));
const InfoFlowPage = lazy(() => import('./InfoFlowPage'));
const InfoDetailPage = lazy(() => import('../components/InfoDetailPage'));

/** Every list an item's detail is opened from (the first one the user may open gives the breadcrumb). */
const DETAIL_PARENTS = [P.list, P.joint, P.queueAll, P.finished, '/info/infoMgt/allPage', '/info/infoMgt/adoptPage'];

/** Reporting, joint confirmation, the review queues, flows and the item detail (spec 001 §2.6, §2.7). */
export const routes: AppRoute[] = [
  { path: P.list, element: <ReportListPage /> },
  { path: P.listAlias, element: <ReportListPage />, parent: P.list, title: '我的信息' },
  { path: P.form, element: <ReportFormPage />, parent: P.list, title: '报送信息' },
  { path: P.formAlias, element: <ReportFormPage />, parent: P.list, title: '报送信息' },
  { path: P.joint, element: <JointConfirmPage /> },
  { path: P.jointAlias, element: <JointConfirmPage />, parent: P.joint, title: '联名确认' },
  { path: P.queue, element: <CheckListPage />, parent: P.queueAll, title: '待审信息' },
  { path: P.checkForm, element: <CheckFormPage />, parent: P.queueAll, title: '信息审核' },
  { path: P.editCheckForm, element: <CheckFormPage edit />, parent: P.queueAll, title: '修改并审核' },
  { path: P.finished, element: <CheckFinishedPage /> },
  { path: P.flows, element: <InfoFlowPage /> },
  { path: P.detail, element: <InfoDetailPage />, parent: DETAIL_PARENTS, title: '信息详情' },
];
