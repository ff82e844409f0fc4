import type { AppRoute } from '@/app/router/types';

export const routes: AppRoute[] = [];
