import type { AppRoute } from '@/app/router/types';

/** The attend part's pages. */
export const routes: AppRoute[] = [];
