import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const lists = () => import('./pages/AfterListPages');

const UnsatisfiedListPage = lazy(() => lists().then((m) => ({ default: m.UnsatisfiedListPage })));
const KeyProposalListPage = lazy(() => lists().then((m) => ({ default: m.KeyProposalListPage })));
const ExcellentProposalListPage = lazy(() => lists().then((m) => ({ default: m.ExcellentProposalListPage })));
const GoodProposalListPage = lazy(() => lists().then((m) => ({ default: m.GoodProposalListPage })));
const LetterProposalListPage = lazy(() => lists().then((m) => ({ default: m.LetterProposalListPage })));
const NoFiledProposalListPage = lazy(() => lists().then((m) => ({ default: m.NoFiledProposalListPage })));
const DispleasureProposalListPage = lazy(() => lists().then((m) => ({ default: m.DispleasureProposalListPage })));
const RecordProposalListPage = lazy(() => lists().then((m) => ({ default: m.RecordProposalListPage })));
const AllProposalListPage = lazy(() => lists().then((m) => ({ default: m.AllProposalListPage })));
const ReferenceListPage = lazy(() => lists().then((m) => ({ default: m.ReferenceListPage })));
const DispleasureProposalFormPage = lazy(() => import('./pages/DispleasureProposalFormPage'));
const RecordProposalFormPage = lazy(() => import('./pages/RecordProposalFormPage'));
const AllProposalListFormPage = lazy(() => import('./pages/AllProposalListFormPage'));
const ReferenceDetailPage = lazy(() => import('./pages/ReferenceDetailPage'));
const InstructionListPage = lazy(() => import('./pages/InstructionListPage'));
const FeedBackFormPage = lazy(() => import('./pages/FeedBackFormPage'));
const ProposalFlowPage = lazy(() => import('./pages/ProposalFlowPage'));
const KeywordsListPage = lazy(() => import('./pages/KeywordsListPage'));

/** The office's after-handling pages, the proposer's not-satisfied form and the flow / keyword setup (routes.tsv, area proposal). */
export const afterRoutes: AppRoute[] = [
  { path: '/proposal/unsatisfiedList', element: <UnsatisfiedListPage /> },
  { path: '/proposal/keyProposalList', element: <KeyProposalListPage /> },
  { path: '/proposal/excellentProposalList', element: <ExcellentProposalListPage /> },
  { path: '/proposal/goodProposalList', element: <GoodProposalListPage /> },
  { path: '/proposal/letterProposalList', element: <LetterProposalListPage /> },
  { path: '/proposal/noFiledProposalList', element: <NoFiledProposalListPage /> },
  { path: '/proposal/displeasureProposalList', element: <DispleasureProposalListPage /> },
  {
    path: '/proposal/displeasureProposalForm',
    element: <DispleasureProposalFormPage />,
    title: '不满意意见',
    parent: '/proposal/member/myProposalList',
  },
  { path: '/proposal/recordProposalList', element: <RecordProposalListPage /> },
  {
    path: '/proposal/recordProposalForm',
    element: <RecordProposalFormPage />,
    title: '历史提案录入',
    parent: '/proposal/recordProposalList',
  },
  { path: '/proposal/allProposalList', element: <AllProposalListPage /> },
  { path: '/proposal/allProposalListForm', element: <AllProposalListFormPage />, title: '修改提案', parent: '/proposal/allProposalList' },
  { path: '/proposal/reference', element: <ReferenceListPage /> },
  { path: '/proposal/reference/detail', element: <ReferenceDetailPage />, title: '详情' },
  { path: '/proposal/instructionList', element: <InstructionListPage /> },
  { path: '/proposal/feedBackForm', element: <FeedBackFormPage />, title: '落实反馈', parent: '/proposal/allProposalList' },
  { path: '/proposal/proposalFlow', element: <ProposalFlowPage /> },
  { path: '/proposal/keywordsList', element: <KeywordsListPage /> },
];
