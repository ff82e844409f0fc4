import type { FastifyPluginAsync } from 'fastify';
import type { SeedContext } from '../../../../platform/module';
import type { AppContext } from '../../../../platform/context';

/** Placeholder until the sub-area lands. */
export const editRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

/** Placeholder until the sub-area's demo data lands. */
export async function seedIssues(_s: SeedContext): Promise<void> {}
