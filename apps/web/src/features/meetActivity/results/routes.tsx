import { MEET_KINDS, MeetPage } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ResultsPage = lazy(() => import('./ResultsPage'));
const ResultFormPage = lazy(() => import('./ResultFormPage'));
const ResultDetailPage = lazy(() => import('./ResultDetailPage'));
const MyResultsPage = lazy(() => import('./MyResultsPage'));

/**
 * 成果 (results) pages: per kind the results of a record (also under a typed list), the form, the
 * menu page of all results and its form; the member's 我的成果, 上报成果 (myResultForm and report:
 * the report page is the same form, 成果上报) and the result detail.
 */
export const routes: AppRoute[] = [
  ...MEET_KINDS.flatMap((kind): AppRoute[] => {
    const list = MeetPage.list(kind);
    const all = MeetPage.allResults(kind);
    const typed = MeetPage.typedList(kind, ':typeId', ':typeCode');
    return [
      { path: MeetPage.results(kind), element: <ResultsPage kind={kind} />, parent: list, title: '成果' },
      { path: `${typed}/results`, element: <ResultsPage kind={kind} />, parent: list, title: '成果' },
      { path: MeetPage.resultForm(kind), element: <ResultFormPage kind={kind} />, parent: list, title: '成果编辑' },
      { path: `${typed}/resultForm`, element: <ResultFormPage kind={kind} />, parent: list, title: '成果编辑' },
      { path: all, element: <ResultsPage kind={kind} all /> },
      { path: MeetPage.allResultsForm(kind), element: <ResultFormPage kind={kind} all />, parent: all, title: '成果编辑' },
    ];
  }),
  { path: MeetPage.myResults, element: <MyResultsPage /> },
  { path: MeetPage.myResultForm, element: <ResultFormPage member />, parent: MeetPage.myResults, title: '上报成果' },
  { path: MeetPage.report, element: <ResultFormPage member />, parent: MeetPage.myResults, title: '成果上报' },
  {
    path: MeetPage.resultDetail,
    element: <ResultDetailPage />,
    parent: [
      MeetPage.myResults,
      MeetPage.allResults('meet'),
      MeetPage.allResults('activity'),
      MeetPage.list('meet'),
      MeetPage.list('activity'),
    ],
    title: '成果详情',
  },
  {
    path: MeetPage.meetActivityResultDetail,
    element: <ResultDetailPage />,
    parent: [
      MeetPage.myResults,
      MeetPage.allResults('meet'),
      MeetPage.allResults('activity'),
      MeetPage.list('meet'),
      MeetPage.list('activity'),
    ],
    title: '成果详情',
  },
];
