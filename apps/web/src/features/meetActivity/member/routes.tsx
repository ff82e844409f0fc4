import type { AppRoute } from '@/app/router/types';

/** The member part's pages. */
export const routes: AppRoute[] = [];
