import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const proposerLists = () => import('./pages/ProposerListPages');
const officeLists = () => import('./pages/OfficeListPages');
const steps = () => import('./pages/StepPages');
const records = () => import('./pages/RecordPages');

const DesktopPage = lazy(() => import('./pages/DesktopPage'));
const ProposalDetailPage = lazy(() => import('./pages/ProposalDetailPage'));
const ProposalDraftPage = lazy(() => import('./pages/ProposalDraftPage'));
const MyProposalListPage = named(proposerLists, 'MyProposalListPage');
const JointProposalPage = named(proposerLists, 'JointProposalPage');
const SendBackProposalPage = named(proposerLists, 'SendBackProposalPage');
const OpenProposalListPage = named(proposerLists, 'OpenProposalListPage');
const ReceiveListPage = named(officeLists, 'ReceiveListPage');
const CheckListPage = named(officeLists, 'CheckListPage');
const PreAssignListPage = named(officeLists, 'PreAssignListPage');
const AssignListPage = named(officeLists, 'AssignListPage');
const TrackListPage = named(officeLists, 'TrackListPage');
const MergeProposalListPage = named(officeLists, 'MergeProposalListPage');
const ReceiveFormPage = named(steps, 'ReceiveFormPage');
const ReceiveProofPage = named(steps, 'ReceiveProofPage');
const CheckFormPage = named(steps, 'CheckFormPage');
const MergeFormPage = named(steps, 'MergeFormPage');
const DispleasureProposalFormPage = named(steps, 'DispleasureProposalFormPage');
const PreAssignRecordPage = named(records, 'PreAssignRecordPage');
const AssignRecordPage = named(records, 'AssignRecordPage');

/**
 * The proposers' and the office's proposal pages (routes.tsv area `proposal`);
 * features/proposal/routes.tsx merges them with the setup and unit-side pages.
 */
/** The lists a proposal detail is opened from, one per kind of user (AppRoute.parent). */
const DETAIL_PARENTS = [
  '/proposal/allProposalList',
  '/proposal/trackList',
  '/proposal/receiveList',
  '/proposal/member/myProposalList',
  '/proposal/addProposal',
  '/proposal/jointProposal',
  '/proposal/openProposalList',
  '/proposal/handlingList',
  '/proposal/signList',
  '/proposal/preSignList',
  '/proposal/finishList',
  '/proposal/takeSysTrackList',
];

export const mainRoutes: AppRoute[] = [
  { path: '/proposal/desktop', element: <DesktopPage /> },
  { path: '/proposal/proposalDetail/:id', element: <ProposalDetailPage />, title: '提案详情', parent: DETAIL_PARENTS },
  { path: '/proposal/member/addProposal', element: <ProposalDraftPage mode="member" /> },
  { path: '/proposal/addProposal', element: <ProposalDraftPage mode="collective" /> },
  { path: '/proposal/member/myProposalList', element: <MyProposalListPage /> },
  { path: '/proposal/jointProposal', element: <JointProposalPage /> },
  { path: '/proposal/sendBackProposal', element: <SendBackProposalPage /> },
  { path: '/proposal/sendBackProposal/editProposal', element: <ProposalDraftPage mode="sendBack" /> },
  { path: '/proposal/openProposalList', element: <OpenProposalListPage /> },
  { path: '/proposal/receiveList', element: <ReceiveListPage /> },
  { path: '/proposal/receiveForm', element: <ReceiveFormPage />, title: '初分', parent: '/proposal/receiveList' },
  { path: '/proposal/receiveProof', element: <ReceiveProofPage />, title: '提案回执', parent: '/proposal/receiveList' },
  { path: '/proposal/checkList', element: <CheckListPage /> },
  { path: '/proposal/checkForm', element: <CheckFormPage />, title: '审查', parent: '/proposal/checkList' },
  { path: '/proposal/mergeProposalList', element: <MergeProposalListPage /> },
  { path: '/proposal/mergeProposalListForm', element: <MergeFormPage />, title: '并案', parent: '/proposal/mergeProposalList' },
  { path: '/proposal/preAssignList', element: <PreAssignListPage /> },
  { path: '/proposal/preAssignRecord', element: <PreAssignRecordPage /> },
  { path: '/proposal/assignList', element: <AssignListPage /> },
  { path: '/proposal/assignRecord', element: <AssignRecordPage /> },
  { path: '/proposal/trackList', element: <TrackListPage /> },
  { path: '/proposal/trackList/displeasureProposalForm', element: <DispleasureProposalFormPage /> },
];
