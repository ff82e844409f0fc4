import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

/**
 * The meetings and activities' home widgets: a member's coming records, the office's records of the day;
 * the server lists each only to those its data call answers (modules/meetActivity/member/index.ts).
 */
export const widgets: DashboardWidget[] = [
  {
    key: 'meetActivity.upcoming',
    title: '近期会议活动',
    homes: { member: { order: 55, size: WidgetSizes.half } },
    Component: lazy(() => import('./member/UpcomingWidget')),
  },
  {
    key: 'meetActivity.today',
    title: '今日会议活动',
    homes: { office: { order: 85, size: WidgetSizes.half } },
    Component: lazy(() => import('./member/TodayWidget')),
  },
];
