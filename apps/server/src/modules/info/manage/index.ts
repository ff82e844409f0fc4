import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { infoManageListRoutes } from './routes';
import { infoManageStepRoutes } from './routes-steps';

export { infoExportType } from './export';
export { seedInfoItems } from './seed';

/** The face of the information office's lists and steps: merge, adopt, send upward, results, exports. */
export const infoManageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(infoManageListRoutes, opts);
  await app.register(infoManageStepRoutes, opts);
};
