import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

/**
 * The meetings and activities' home widgets: a member's coming records and yearly targets, the office's records of
 * the day and figures of each kind;
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
  {
    key: 'meet.stats',
    title: '会议统计',
    homes: { office: { order: 46, size: WidgetSizes.quarter } },
    Component: lazy(() => import('./stats/CountWidgets').then((m) => ({ default: m.MeetStatsWidget }))),
  },
  {
    key: 'activity.stats',
    title: '委员活动统计',
    homes: { office: { order: 47, size: WidgetSizes.quarter } },
    Component: lazy(() => import('./stats/CountWidgets').then((m) => ({ default: m.ActivityStatsWidget }))),
  },
  {
    key: 'meet.target',
    title: '会议目标',
    homes: { member: { order: 46, size: WidgetSizes.third } },
    Component: lazy(() => import('./stats/CountWidgets').then((m) => ({ default: m.MeetTargetWidget }))),
  },
  {
    key: 'activity.target',
    title: '活动参与目标',
    homes: { member: { order: 47, size: WidgetSizes.third } },
    Component: lazy(() => import('./stats/CountWidgets').then((m) => ({ default: m.ActivityTargetWidget }))),
  },
];
