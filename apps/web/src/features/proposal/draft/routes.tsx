import { ProposalPage as Page } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const ProposalDraftPage = lazy(() => import('./ProposalDraftPage'));
const MyProposalListPage = lazy(() => import('./MyProposalListPage'));
const JointProposalPage = lazy(() => import('./JointProposalPage'));
const SendBackProposalPage = lazy(() => import('./SendBackProposalPage'));
const OpenProposalListPage = lazy(() => import('./OpenProposalListPage'));

/** The proposers' pages: drafting, their own lists, co-signing, revising what was sent back, the public list. */
export const draftRoutes: AppRoute[] = [
  { path: Page.memberAdd, element: <ProposalDraftPage mode="member" /> },
  { path: Page.collectiveAdd, element: <ProposalDraftPage mode="collective" /> },
  { path: Page.myList, element: <MyProposalListPage /> },
  { path: Page.jointList, element: <JointProposalPage /> },
  { path: Page.sendBackList, element: <SendBackProposalPage /> },
  { path: Page.sendBackEdit, element: <ProposalDraftPage mode="sendBack" /> },
  { path: Page.openList, element: <OpenProposalListPage /> },
];
