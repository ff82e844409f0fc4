import type { AppRoute } from '@/app/router/types';

/** The results part's pages. */
export const routes: AppRoute[] = [];
