import { MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const TypePage = lazy(() => import('./types/TypePage'));

export const routes: AppRoute[] = [{ path: MeetPage.types('meet'), element: <TypePage /> }];
