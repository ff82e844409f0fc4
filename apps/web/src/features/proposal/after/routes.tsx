import { ProposalPage as Page } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const UnsatisfiedListPage = lazy(() => import('./UnsatisfiedListPage'));
const MarkedListPage = lazy(() => import('./MarkedListPage'));
const LetterProposalListPage = lazy(() => import('./LetterProposalListPage'));
const NoFiledProposalListPage = lazy(() => import('./NoFiledProposalListPage'));
const DispleasureProposalListPage = lazy(() => import('./DispleasureProposalListPage'));
const RecordProposalListPage = lazy(() => import('./RecordProposalListPage'));
const AllProposalListPage = lazy(() => import('./AllProposalListPage'));
const ReferenceListPage = lazy(() => import('./ReferenceListPage'));
const DispleasureProposalFormPage = lazy(() => import('./DispleasureProposalFormPage'));
const RecordProposalFormPage = lazy(() => import('./RecordProposalFormPage'));
const AllProposalListFormPage = lazy(() => import('./AllProposalListFormPage'));
const ReferenceDetailPage = lazy(() => import('./ReferenceDetailPage'));
const InstructionListPage = lazy(() => import('./InstructionListPage'));
const FeedBackFormPage = lazy(() => import('./FeedBackFormPage'));
const ProposalFlowPage = lazy(() => import('./ProposalFlowPage'));
const KeywordsListPage = lazy(() => import('./KeywordsListPage'));

/** The office's after-handling pages, the proposer's not-satisfied form and the flow / keyword setup (routes.tsv, area proposal). */
export const afterRoutes: AppRoute[] = [
  { path: Page.unsatisfiedList, element: <UnsatisfiedListPage /> },
  { path: Page.keyList, element: <MarkedListPage key="key" list="key" /> },
  { path: Page.excellentList, element: <MarkedListPage key="excellent" list="excellent" /> },
  { path: Page.goodList, element: <MarkedListPage key="good" list="good" /> },
  { path: Page.letterList, element: <LetterProposalListPage /> },
  { path: Page.noFiledList, element: <NoFiledProposalListPage /> },
  { path: Page.displeasureList, element: <DispleasureProposalListPage /> },
  { path: Page.displeasureForm, element: <DispleasureProposalFormPage />, title: '不满意意见', parent: Page.myList },
  { path: Page.recordList, element: <RecordProposalListPage /> },
  { path: Page.recordForm, element: <RecordProposalFormPage />, title: '历史提案录入', parent: Page.recordList },
  { path: Page.allList, element: <AllProposalListPage /> },
  { path: Page.allForm, element: <AllProposalListFormPage />, title: '修改提案', parent: Page.allList },
  { path: Page.reference, element: <ReferenceListPage /> },
  { path: Page.referenceDetail, element: <ReferenceDetailPage />, title: '详情' },
  { path: Page.instructionList, element: <InstructionListPage /> },
  { path: Page.feedbackForm, element: <FeedBackFormPage />, title: '落实反馈', parent: Page.allList },
  { path: Page.flow, element: <ProposalFlowPage /> },
  { path: Page.keywordsList, element: <KeywordsListPage /> },
];
