import type { AppRoute } from '@/app/router/types';

/** The composer has no page of its own: its PreviewButton opens in the issue lists and forms. */
export const routes: AppRoute[] = [];
