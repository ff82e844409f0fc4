import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const HomePage = lazy(() => import('./pages/HomePage'));

export const routes: AppRoute[] = [{ path: '/home/:type', element: <HomePage />, title: '首页' }];
