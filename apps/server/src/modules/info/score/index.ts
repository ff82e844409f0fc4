import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { infoScoreRuleRoutes } from './rule-routes';
import { infoStatRoutes } from './stat-routes';

export { clearScoreCache } from '../core/score-cache';
export { annualCount, pendingJoint, waitingAdoption, waitingReview } from './desktop';
export { seedInfoScoreRules } from './seed';

/** The face of score rules, score and item statistics, the information desktop. */
export const infoScoreRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(infoScoreRuleRoutes, opts);
  await app.register(infoStatRoutes, opts);
};
