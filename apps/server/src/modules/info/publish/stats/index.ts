/** 刊物统计: per reporter, unit and category, with charts and xlsx (docs/publications-stats.md). */
export { statsRoutes } from './routes';
export { reporterStat, typeStat, unitStat } from './statistics';
