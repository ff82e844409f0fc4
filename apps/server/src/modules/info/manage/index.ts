import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { SeedContext } from '../../../platform/module';

/** The face of the information office's lists and steps: merge, adopt, send upward, results, exports. */
export const infoManageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

export async function seedInfoItems(_: SeedContext): Promise<void> {}
