import type { AppRoute } from '@/app/router/types';
import { routes as composeRoutes } from './compose/routes';
import { routes as editRoutes } from './edit/routes';
import { routes as readRoutes } from './read/routes';
import { routes as statsRoutes } from './stats/routes';

/** 刊物 pages (spec 001 §2.6, §2.7 periodical, §2.23 periodicalDetail): each part's pages in its folder. */
export const routes: AppRoute[] = [...editRoutes, ...composeRoutes, ...readRoutes, ...statsRoutes];
