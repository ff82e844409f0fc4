import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

/**
 * The information area's home widgets: its figures for the information office and the yearly target for
 * members; the server lists each only to those its data call answers (modules/info/widgets.ts).
 */
export const widgets: DashboardWidget[] = [
  {
    key: 'info.stats',
    title: '社情民意统计',
    homes: { office: { order: 45, size: WidgetSizes.quarter } },
    Component: lazy(() => import('./score/widgets/InfoStatsWidget')),
  },
  {
    key: 'info.target',
    title: '反映社情民意目标',
    homes: { member: { order: 45, size: WidgetSizes.third } },
    Component: lazy(() => import('./score/widgets/InfoTargetWidget')),
  },
];
