import type { AppRoute } from '@/app/router/types';

/** The speak part's pages. */
export const routes: AppRoute[] = [];
