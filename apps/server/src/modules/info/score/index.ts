import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { SeedContext } from '../../../platform/module';

/** The face of score rules, score and item statistics, the information desktop. */
export const infoScoreRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

export async function seedInfoScoreRules(_: SeedContext): Promise<void> {}
