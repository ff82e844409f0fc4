import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

const plan = () => import('./components/PlanWidgets');

/** The home's own widgets: entries, messages, tools, and the member's yearly plan (from the centre data). */
export const widgets: DashboardWidget[] = [
  {
    key: 'home.quickEntries',
    title: '快捷入口',
    homes: { office: { order: 20, size: WidgetSizes.narrow }, member: { order: 20, size: WidgetSizes.narrow } },
    Component: lazy(() => import('./components/QuickEntries')),
  },
  {
    key: 'home.messages',
    title: '消息提醒',
    homes: { office: { order: 80, size: WidgetSizes.thirdOrFull }, member: { order: 110, size: WidgetSizes.half } },
    Component: lazy(() => import('./components/MessageReminders')),
  },
  {
    key: 'home.infoTarget',
    title: '社情民意目标',
    homes: { member: { order: 50, size: WidgetSizes.quarter } },
    Component: lazy(() => plan().then((m) => ({ default: m.InfoTarget }))),
  },
  {
    key: 'home.activityTarget',
    title: '活动参与目标',
    homes: { member: { order: 60, size: WidgetSizes.quarter } },
    Component: lazy(() => plan().then((m) => ({ default: m.ActivityTarget }))),
  },
  {
    key: 'home.meetTarget',
    title: '会议目标',
    homes: { member: { order: 70, size: WidgetSizes.quarter } },
    Component: lazy(() => plan().then((m) => ({ default: m.MeetTarget }))),
  },
  {
    key: 'home.dutyProgress',
    title: '履职进度',
    homes: { member: { order: 80, size: WidgetSizes.third } },
    Component: lazy(() => plan().then((m) => ({ default: m.DutyProgress }))),
  },
  {
    key: 'home.tools',
    title: '常用工具',
    homes: { member: { order: 90, size: WidgetSizes.third } },
    Component: lazy(() => import('./components/CommonTools')),
  },
];
