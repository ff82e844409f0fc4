import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

const todos = () => import('./components/TodoWidget');

/** The home's own widgets: entries, messages, the waiting work of every area, and tools. */
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
    key: 'home.todoReminders',
    title: '待办提醒',
    homes: { office: { order: 90, size: WidgetSizes.third } },
    Component: lazy(todos),
  },
  {
    key: 'home.tools',
    title: '常用工具',
    homes: { member: { order: 90, size: WidgetSizes.third } },
    Component: lazy(() => import('./components/CommonTools')),
  },
  {
    key: 'home.todos',
    title: '待办事项',
    // beside the proposal target: what waits for a member comes before what is new
    homes: { member: { order: 50, size: WidgetSizes.third } },
    Component: lazy(todos),
  },
];
