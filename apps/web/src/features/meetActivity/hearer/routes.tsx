import { MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const HearerPage = lazy(() => import('./HearerPage'));

/** 列席人员 (/meet/hearer, a menu page; ?id= shows one meeting's hearers). Meetings only. */
export const routes: AppRoute[] = [{ path: MeetPage.hearer, element: <HearerPage /> }];
