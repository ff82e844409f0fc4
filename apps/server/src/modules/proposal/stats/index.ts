/** Proposal counts, statistics and dashboard counters (docs/proposal-statistics.md). */
export { runStat } from './definitions';
export { annualCount, desktopCount } from './desktop';
export { proposalStatsMenuItems } from './menus';
export { proposalStatsRoutes } from './routes';
