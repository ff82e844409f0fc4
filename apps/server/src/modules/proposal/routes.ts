import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { proposalAfterRoutes } from './after';
import { proposalDraftRoutes } from './draft';
import { proposalHandlingRoutes } from './handling';
import { proposalListRoutes } from './lists';
import { proposalOfficeRoutes } from './office';

export { proposalLists } from './lists';

/** The proposal core's routes, part by part (lists, drafting, the office, handling, after the reply). */
export const proposalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(proposalListRoutes, opts);
  await app.register(proposalDraftRoutes, opts);
  await app.register(proposalOfficeRoutes, opts);
  await app.register(proposalHandlingRoutes, opts);
  await app.register(proposalAfterRoutes, opts);
};
