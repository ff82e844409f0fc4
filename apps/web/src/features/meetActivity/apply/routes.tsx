import { MEET_KINDS, MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ApplyPage = lazy(() => import('./ApplyPage'));

/** 请假审核 (/{kind}/apply?id=, beyond the spec's routes), opened from the record list of each kind. */
export const routes: AppRoute[] = MEET_KINDS.flatMap((kind) => [
  { path: MeetPage.apply(kind), element: <ApplyPage kind={kind} />, parent: MeetPage.list(kind), title: '请假审核' },
]);
