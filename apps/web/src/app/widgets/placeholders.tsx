import { type DashboardWidget, type HomeLayout, type WidgetPlacement, type WidgetProps, WidgetSizes } from './types';
import { NotOpen } from './WidgetCard';

const NotOpenWidget = ({ title }: WidgetProps) => <NotOpen title={title} />;

/**
 * The shell's placeholders: widgets of areas not built yet, shown as 该模块尚未开通 where the
 * layouts of spec 001 §2.24 put them. An area that is built declares its own widget and its
 * placeholder goes.
 */
const notOpen = (key: string, title: string, homes: Partial<Record<HomeLayout, WidgetPlacement>>): DashboardWidget => ({
  key: `notOpen.${key}`,
  title,
  homes,
  Component: NotOpenWidget,
});

export const placeholderWidgets: DashboardWidget[] = [
  notOpen('infoStats', '社情民意统计', { office: { order: 50, size: WidgetSizes.quarter } }),
  notOpen('meetStats', '会议统计', { office: { order: 60, size: WidgetSizes.quarter } }),
  notOpen('activityStats', '委员活动统计', { office: { order: 70, size: WidgetSizes.quarter } }),
  notOpen('todoReminders', '待办提醒', { office: { order: 90, size: WidgetSizes.third } }),
  notOpen('schedule', '日程安排', { office: { order: 100, size: WidgetSizes.third } }),
  notOpen('dutyScore', '履职得分', { member: { order: 100, size: WidgetSizes.third } }),
  notOpen('todos', '待办事项', { member: { order: 120, size: WidgetSizes.half } }),
];
