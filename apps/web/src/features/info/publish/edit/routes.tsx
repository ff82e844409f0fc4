import { PublicationPage as PP } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const EditListPage = lazy(() => import('./EditListPage'));
const IssueFormPage = lazy(() => import('./IssueFormPage'));
const AllIssuesPage = lazy(() => import('./IssueListPages').then((m) => ({ default: m.AllIssuesPage })));
const SubmittedIssuesPage = lazy(() => import('./IssueListPages').then((m) => ({ default: m.SubmittedIssuesPage })));
const ExcellentIssuesPage = lazy(() => import('./IssueListPages').then((m) => ({ default: m.ExcellentIssuesPage })));
const SignerIssuesPage = lazy(() => import('./IssueListPages').then((m) => ({ default: m.SignerIssuesPage })));

/** 刊物编辑, 送签刊物, 刊物签发, 全部刊物, 优秀刊物 (spec 001 §2.6, §2.7 periodical), with the /social aliases. */
export const routes: AppRoute[] = [
  { path: PP.edit, element: <EditListPage /> },
  { path: PP.editFormRoute, element: <IssueFormPage />, parent: PP.edit, title: '编辑刊物' },
  { path: PP.submitPage, element: <SubmittedIssuesPage /> },
  { path: PP.adopt, element: <SignerIssuesPage /> },
  { path: PP.all, element: <AllIssuesPage /> },
  { path: PP.excellentList, element: <ExcellentIssuesPage /> },
  { path: PP.socialAll, element: <AllIssuesPage />, parent: PP.all, title: '全部刊物' },
  { path: PP.socialEdit, element: <EditListPage />, parent: PP.edit, title: '刊物编辑' },
  { path: PP.socialAdopt, element: <SignerIssuesPage />, parent: PP.adopt, title: '刊物签发' },
];
