import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

/** The personal centre's home widgets: who the user is and how they signed in, first on both homes. */
export const widgets: DashboardWidget[] = [
  {
    key: 'personal.profile',
    title: '个人信息',
    homes: { office: { order: 10, size: WidgetSizes.wide }, member: { order: 10, size: WidgetSizes.wide } },
    Component: lazy(() => import('./dashboard/ProfileWidget')),
  },
  {
    key: 'personal.loginInfo',
    title: '登录信息',
    homes: { office: { order: 30, size: WidgetSizes.narrow }, member: { order: 30, size: WidgetSizes.narrow } },
    Component: lazy(() => import('./dashboard/LoginInfoWidget')),
  },
];
