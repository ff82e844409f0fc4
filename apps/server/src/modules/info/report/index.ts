import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { SeedContext } from '../../../platform/module';

/** The face of flows, reporting, joint confirmation and the review queues. */
export const infoReportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

export async function seedInfoFlows(_: SeedContext): Promise<void> {}
