import { MEET_KINDS, MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const SignListPage = lazy(() => import('./SignListPage'));
const SignPage = lazy(() => import('./SignPage'));

/**
 * 签到管理 (/{kind}/signList?id=, also under a typed list) and the sign-in page (/{kind}/sign/:id:
 * the QR code for the organiser, signing in for an attendee's phone), for both kinds.
 */
export const routes: AppRoute[] = MEET_KINDS.flatMap((kind) => [
  { path: MeetPage.signList(kind), element: <SignListPage kind={kind} />, parent: MeetPage.list(kind), title: '签到管理' },
  {
    path: `${MeetPage.typedList(kind, ':typeId', ':typeCode')}/signList`,
    element: <SignListPage kind={kind} />,
    parent: MeetPage.list(kind),
    title: '签到管理',
  },
  {
    path: MeetPage.sign(kind, ':id'),
    element: <SignPage kind={kind} />,
    parent: [MeetPage.list(kind), MeetPage.schedule],
    title: '签到',
  },
]);
