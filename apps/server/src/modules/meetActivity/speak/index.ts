import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';

/** Speeches (/speak/…, /meet/speak). */
export const speakRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};
