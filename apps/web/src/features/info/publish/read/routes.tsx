import type { AppRoute } from '@/app/router/types';

/** Placeholder until the sub-area's pages land. */
export const routes: AppRoute[] = [];
