import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { SeedContext } from '../../../platform/module';
import { composeRoutes } from './compose';
import { editRoutes, seedIssues } from './edit';
import { readRoutes, seedReading } from './read';
import { statsRoutes } from './stats';

/**
 * Publications (刊物, docs/publications.md): `edit/` compiles, numbers, signs and
 * distributes issues; `compose/` lays an issue out as an official document (preview,
 * .docx, PDF); `read/` is the readers' side with instructions and feedback; `stats/`
 * counts them. `core/` holds the machine, the reading rights and the numbering.
 */
export const publicationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(editRoutes, opts);
  await app.register(composeRoutes, opts);
  await app.register(readRoutes, opts);
  await app.register(statsRoutes, opts);
};

/** Demo issues compiled from the adopted demo items, then their instructions and feedback. */
export async function seedPublications(s: SeedContext): Promise<void> {
  await seedIssues(s);
  await seedReading(s);
}
