import type { AppRoute } from '@/app/router/types';

/** The apply part's pages. */
export const routes: AppRoute[] = [];
