import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../../platform/context';

/** Placeholder until the sub-area lands. */
export const statsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};
