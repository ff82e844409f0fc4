import { MEET_KINDS, MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const RecordListPage = lazy(() => import('./RecordListPage'));
const RecordFormPage = lazy(() => import('./RecordFormPage'));
const RecordDetailPage = lazy(() => import('./RecordDetailPage'));
const PlenaryNoticePage = lazy(() => import('./PlenaryNoticePage'));

/**
 * The record part's pages for both kinds: 会议列表/活动列表 (/{kind}/list, a menu page), the
 * list of one type (/{kind}/list/:typeId/:typeCode) with its …/add and …/detail, and the kind's
 * own /{kind}/add (?id= edits) and /{kind}/detail?id=.
 */
const kindRoutes: AppRoute[] = MEET_KINDS.flatMap((kind) => {
  const list = MeetPage.list(kind);
  const typed = MeetPage.typedList(kind, ':typeId', ':typeCode');
  const label = kind === 'meet' ? '会议' : '活动';
  return [
    { path: list, element: <RecordListPage kind={kind} /> },
    { path: typed, element: <RecordListPage kind={kind} />, parent: list, title: `${label}列表` },
    { path: MeetPage.add(kind), element: <RecordFormPage kind={kind} />, parent: list, title: `${label}编辑` },
    { path: `${typed}/add`, element: <RecordFormPage kind={kind} />, parent: list, title: `${label}编辑` },
    { path: MeetPage.detail(kind), element: <RecordDetailPage kind={kind} />, parent: list, title: `${label}详情` },
    { path: `${typed}/detail`, element: <RecordDetailPage kind={kind} />, parent: list, title: `${label}详情` },
  ];
});

/** the notice of a plenary session as its attendees read it (spec 001 page group plenaryMeetNotice) */
export const routes: AppRoute[] = [
  ...kindRoutes,
  {
    path: MeetPage.plenaryNotice,
    element: <PlenaryNoticePage />,
    parent: [MeetPage.schedule, MeetPage.list('meet')],
    title: '全体会议通知',
  },
];
