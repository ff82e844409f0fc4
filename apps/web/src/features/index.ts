import type { AppRoute } from '@/app/router/types';
import type { DashboardWidget } from '@/app/widgets/types';

/**
 * Every feature's `routes.tsx` (home, personal, message, system, …) and `widgets.tsx` (its home
 * widgets), found at build time: a feature is added by creating its folder, not by editing here.
 */
const routeModules = import.meta.glob<{ routes: AppRoute[] }>('./*/routes.tsx', { eager: true });
const widgetModules = import.meta.glob<{ widgets: DashboardWidget[] }>('./*/widgets.tsx', { eager: true });

export const featureRoutes: AppRoute[] = Object.keys(routeModules)
  .sort()
  .flatMap((key) => routeModules[key].routes);

export const featureWidgets: DashboardWidget[] = Object.keys(widgetModules)
  .sort()
  .flatMap((key) => widgetModules[key].widgets);
