import { MeetPage, SpeakPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const SpeakListPage = lazy(() => import('./SpeakListPage'));
const SpeakFormPage = lazy(() => import('./SpeakFormPage'));
const SpeakDetailPage = lazy(() => import('./SpeakDetailPage'));
const ManuscriptPage = lazy(() => import('./ManuscriptPage'));
const ManuscriptDetailPage = lazy(() => import('./ManuscriptDetailPage'));
const ReportPage = lazy(() => import('./ReportPage'));

const meetList = MeetPage.list('meet');
const typedMeet = MeetPage.typedList('meet', ':typeId', ':typeCode');
/** the lists a speech's detail is opened from */
const LISTS = [SpeakPage.myList, SpeakPage.allList, SpeakPage.check, SpeakPage.allSupplementary, SpeakPage.meetSpeak, SpeakPage.manuscript];

/** The speech pages (发言, routes.tsv area speak) and a meeting's speeches (/meet/speak). */
export const routes: AppRoute[] = [
  // the member
  { path: SpeakPage.myList, element: <SpeakListPage mode="my" /> },
  { path: SpeakPage.myEdit, element: <SpeakFormPage mode="my" back={SpeakPage.myList} />, parent: SpeakPage.myList, title: '撰写发言' },
  { path: SpeakPage.detail(':id'), element: <SpeakDetailPage back={SpeakPage.myList} />, parent: LISTS, title: '发言详情' },
  // the office
  { path: SpeakPage.check, element: <SpeakListPage mode="check" /> },
  { path: SpeakPage.checkForm, element: <SpeakDetailPage check back={SpeakPage.check} />, parent: SpeakPage.check, title: '发言审核' },
  { path: SpeakPage.allList, element: <SpeakListPage mode="all" /> },
  {
    path: SpeakPage.edit,
    element: <SpeakFormPage mode="edit" back={SpeakPage.allList} />,
    parent: [SpeakPage.allList, SpeakPage.check, SpeakPage.allSupplementary, SpeakPage.meetSpeak],
    title: '编辑发言',
  },
  { path: SpeakPage.allSupplementary, element: <SpeakListPage mode="supplementary" formPath={SpeakPage.supplementaryEdit} /> },
  {
    path: SpeakPage.supplementaryList,
    element: <SpeakListPage mode="supplementary" formPath={SpeakPage.supplementaryEdit} />,
    parent: SpeakPage.allSupplementary,
    title: '补录发言',
  },
  {
    path: SpeakPage.supplementaryEdit,
    element: <SpeakFormPage mode="supplement" back={SpeakPage.allSupplementary} />,
    parent: SpeakPage.allSupplementary,
    title: '补录发言',
  },
  { path: SpeakPage.manuscript, element: <ManuscriptPage /> },
  { path: SpeakPage.manuscriptDetail(':id'), element: <ManuscriptDetailPage />, parent: SpeakPage.manuscript, title: '汇编发言' },
  { path: SpeakPage.report, element: <ReportPage /> },
  // a meeting's speeches
  { path: SpeakPage.meetSpeak, element: <SpeakListPage mode="meet" formPath={SpeakPage.meetSpeakForm} /> },
  {
    path: SpeakPage.meetSpeakForm,
    element: <SpeakFormPage mode="supplement" back={SpeakPage.meetSpeak} />,
    parent: SpeakPage.meetSpeak,
    title: '添加会议发言',
  },
  {
    path: `${typedMeet}/speak`,
    element: <SpeakListPage mode="meet" formPath={SpeakPage.meetSpeakForm} />,
    parent: [meetList, SpeakPage.meetSpeak],
    title: '会议发言',
  },
  {
    path: `${typedMeet}/speakForm`,
    element: <SpeakFormPage mode="supplement" back={SpeakPage.meetSpeak} />,
    parent: [meetList, SpeakPage.meetSpeak],
    title: '添加会议发言',
  },
];
