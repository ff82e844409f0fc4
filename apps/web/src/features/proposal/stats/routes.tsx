import { ProposalPage, type ProposalStatName, ProposalStatPage, proposalCountNames, proposalStatisticNames } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const DesktopPage = lazy(() => import('./DesktopPage'));
const StatPage = lazy(() => import('./StatPage'));

/** The proposal desktop (its counts), and the 6 proposalCount/* and 15 statistic/* pages of spec 001 §2.5, one page component for all. */
export const statsRoutes: AppRoute[] = [
  { path: ProposalPage.desktop, element: <DesktopPage /> },
  ...([...proposalCountNames, ...proposalStatisticNames] as ProposalStatName[]).map((name) => ({
    path: ProposalStatPage[name],
    element: <StatPage key={name} name={name} />,
  })),
];
