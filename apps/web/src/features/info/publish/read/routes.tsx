import { InfoPage, PublicationPage as PP } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const OpenListPage = lazy(() => import('./OpenListPage'));
const ReadingPage = lazy(() => import('./ReadingPage'));
const OfficeInstructPage = lazy(() => import('./InstructPage').then((m) => ({ default: m.OfficeInstructPage })));
const ReporterInstructPage = lazy(() => import('./InstructPage').then((m) => ({ default: m.ReporterInstructPage })));
const OfficeFeedbackPage = lazy(() => import('./FeedbackPages').then((m) => ({ default: m.OfficeFeedbackPage })));
const MyFeedbackPage = lazy(() => import('./FeedbackPages').then((m) => ({ default: m.MyFeedbackPage })));

/** The pages an issue is opened from: the readers' list and the office's lists. */
const issueLists = [PP.open, PP.all, PP.edit, PP.adopt, PP.excellentList, PP.instruct, PP.feedback, PP.socialTakeFeedback];
/** A reporter opens their instructions from the message centre: any reporter or reader menu lets them in. */
const reporterPages = [PP.instruct, InfoPage.reportList, PP.open];

/** 阅读刊物, 领导批示, 刊物反馈 (spec 001 §2.6, §2.7, §2.23 periodicalDetail). */
export const routes: AppRoute[] = [
  { path: PP.open, element: <OpenListPage /> },
  { path: PP.socialOpen, element: <OpenListPage />, parent: PP.open, title: '收到的刊物' },
  { path: PP.detailRoute, element: <ReadingPage />, parent: issueLists, title: '阅读刊物' },
  { path: PP.instruct, element: <OfficeInstructPage /> },
  { path: PP.socialInstruct, element: <ReporterInstructPage />, parent: reporterPages, title: '领导批示' },
  { path: PP.feedback, element: <OfficeFeedbackPage /> },
  { path: PP.socialFeedback, element: <OfficeFeedbackPage />, parent: PP.feedback, title: '刊物反馈' },
  { path: PP.socialTakeFeedback, element: <MyFeedbackPage /> },
];
