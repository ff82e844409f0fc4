import type { AppRoute } from '@/app/router/types';
import { routes as applyRoutes } from './apply/routes';
import { routes as attendRoutes } from './attend/routes';
import { routes as hearerRoutes } from './hearer/routes';
import { routes as memberRoutes } from './member/routes';
import { routes as recordRoutes } from './record/routes';
import { routes as resultsRoutes } from './results/routes';
import { routes as speakRoutes } from './speak/routes';
import { routes as statsRoutes } from './stats/routes';

/**
 * 会议与活动、发言 pages (spec 001 §2.8, §2.9). Each part's pages are written once and routed for
 * both kinds (/meet/… and /activity/…) from its own routes.tsx.
 */
export const routes: AppRoute[] = [
  ...recordRoutes,
  ...attendRoutes,
  ...applyRoutes,
  ...hearerRoutes,
  ...resultsRoutes,
  ...memberRoutes,
  ...speakRoutes,
  ...statsRoutes,
];
