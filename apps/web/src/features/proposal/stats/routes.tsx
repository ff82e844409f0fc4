import { type ProposalStatName, proposalCountNames, proposalStatGroup, proposalStatisticNames } from '@cppcc/contracts';
import { lazy } from 'react';
import type { AppRoute } from '@/app/router/types';

const StatPage = lazy(() => import('./StatPage'));

/** The 6 proposalCount/* and 15 statistic/* pages of spec 001 §2.5, one page component for all. */
export const statsRoutes: AppRoute[] = ([...proposalCountNames, ...proposalStatisticNames] as ProposalStatName[]).map((name) => ({
  path: `/proposal/${proposalStatGroup(name)}/${name}`,
  element: <StatPage key={name} name={name} />,
}));
