import { lazy } from 'react';
import { type DashboardWidget, WidgetSizes } from '@/app/widgets/types';

const carousel = () => import('./stats/widgets/ProposalCarousel');

/**
 * The proposal area's home widgets: its counts for the office, units and collectives, the yearly target for
 * members, and a carousel on each home; the server lists each only to those its data call answers
 * (modules/proposal/widgets.ts).
 */
export const widgets: DashboardWidget[] = [
  {
    key: 'proposal.stats',
    title: '提案统计',
    homes: { office: { order: 40, size: WidgetSizes.quarter } },
    Component: lazy(() => import('./stats/widgets/ProposalStatsWidget')),
  },
  {
    key: 'proposal.target',
    title: '提案目标',
    homes: { member: { order: 40, size: WidgetSizes.third } },
    Component: lazy(() => import('./stats/widgets/ProposalTargetWidget')),
  },
  {
    key: 'proposal.keyCarousel',
    title: '重点提案',
    homes: { office: { order: 110, size: WidgetSizes.full } },
    Component: lazy(() => carousel().then((m) => ({ default: m.KeyProposalCarousel }))),
  },
  {
    key: 'proposal.openCarousel',
    title: '公开提案',
    homes: { member: { order: 130, size: WidgetSizes.full } },
    Component: lazy(() => carousel().then((m) => ({ default: m.OpenProposalCarousel }))),
  },
];
