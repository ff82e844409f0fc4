import { ProposalPage as Page } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ReceiveListPage = lazy(() => import('./ReceiveListPage'));
const CheckListPage = lazy(() => import('./CheckListPage'));
const PreAssignListPage = lazy(() => import('./PreAssignListPage'));
const AssignListPage = lazy(() => import('./AssignListPage'));
const TrackListPage = lazy(() => import('./TrackListPage'));
const MergeProposalListPage = lazy(() => import('./MergeProposalListPage'));
const ReceiveFormPage = named(() => import('./ReceiveFormPage'), 'ReceiveFormPage');
const CheckFormPage = named(() => import('./CheckFormPage'), 'CheckFormPage');
const MergeFormPage = named(() => import('./MergeFormPage'), 'MergeFormPage');
const ReceiveProofPage = named(() => import('./ReceiveProofPage'), 'ReceiveProofPage');
const TrackDispleasurePage = named(() => import('./TrackDispleasurePage'), 'TrackDispleasurePage');
const PreAssignRecordPage = lazy(() => import('./PreAssignRecordPage'));
const AssignRecordPage = lazy(() => import('./AssignRecordPage'));

/** The office's pages from receipt to assignment and tracking, with the pages of their steps. */
export const officeRoutes: AppRoute[] = [
  { path: Page.receiveList, element: <ReceiveListPage /> },
  { path: Page.receiveForm, element: <ReceiveFormPage />, title: '初分', parent: Page.receiveList },
  { path: Page.receiveProof, element: <ReceiveProofPage />, title: '提案回执', parent: Page.receiveList },
  { path: Page.checkList, element: <CheckListPage /> },
  { path: Page.checkForm, element: <CheckFormPage />, title: '审查', parent: Page.checkList },
  { path: Page.mergeList, element: <MergeProposalListPage /> },
  { path: Page.mergeForm, element: <MergeFormPage />, title: '并案', parent: Page.mergeList },
  { path: Page.preAssignList, element: <PreAssignListPage /> },
  { path: Page.preAssignRecord, element: <PreAssignRecordPage /> },
  { path: Page.assignList, element: <AssignListPage /> },
  { path: Page.assignRecord, element: <AssignRecordPage /> },
  { path: Page.trackList, element: <TrackListPage /> },
  { path: Page.trackDispleasure, element: <TrackDispleasurePage /> },
];
