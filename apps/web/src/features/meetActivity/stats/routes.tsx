import { MEET_KINDS, MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const StatisticPage = lazy(() => import('./StatisticPage'));

/** 会议统计 / 活动统计 (/{homeType}/statistic), one page for both kinds. */
export const routes: AppRoute[] = MEET_KINDS.map((kind) => ({ path: MeetPage.statistic(kind), element: <StatisticPage kind={kind} /> }));
