import type { AppRoute } from '@/app/router/types';

/** The hearer part's pages. */
export const routes: AppRoute[] = [];
