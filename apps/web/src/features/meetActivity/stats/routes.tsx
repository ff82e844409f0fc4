import type { AppRoute } from '@/app/router/types';

/** The statistics pages. */
export const routes: AppRoute[] = [];
