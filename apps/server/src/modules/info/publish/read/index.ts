import type { FastifyPluginAsync } from 'fastify';
import type { SeedContext } from '../../../../platform/module';
import type { AppContext } from '../../../../platform/context';

/** Placeholder until the sub-area lands. */
export const readRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

/** Placeholder until the sub-area's demo data lands. */
export async function seedReading(_s: SeedContext): Promise<void> {}
