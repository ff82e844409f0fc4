import type { AppRoute } from '@/app/router/types';

/** The record part's pages. */
export const routes: AppRoute[] = [];
