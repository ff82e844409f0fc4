import { MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const SchedulePage = lazy(() => import('./SchedulePage'));
const ScheduleDetailPage = lazy(() => import('./ScheduleDetailPage'));
const EntersPage = lazy(() => import('./EntersPage'));

/** The member part's pages: 我的日程, its detail, 报名 and its detail (both kinds in one list). */
export const routes: AppRoute[] = [
  { path: MeetPage.schedule, element: <SchedulePage /> },
  // /meeting (routes.tsv): the area's landing for an attendee is their schedule
  { path: MeetPage.meeting, element: <SchedulePage />, parent: MeetPage.schedule, title: '我的日程' },
  { path: MeetPage.scheduleDetail, element: <ScheduleDetailPage />, parent: MeetPage.schedule, title: '日程详情' },
  { path: MeetPage.enters, element: <EntersPage /> },
  { path: MeetPage.entersDetail, element: <ScheduleDetailPage from="enters" />, parent: MeetPage.enters, title: '报名详情' },
];
