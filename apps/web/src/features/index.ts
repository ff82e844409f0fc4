import type { AppRoute } from '@/app/router/types';

/**
 * Every feature's `routes.tsx` (home, personal, message, system, …), found at
 * build time: a feature is added by creating its folder, not by editing here.
 */
const modules = import.meta.glob<{ routes: AppRoute[] }>('./*/routes.tsx', { eager: true });

export const featureRoutes: AppRoute[] = Object.keys(modules)
  .sort()
  .flatMap((key) => modules[key].routes);
