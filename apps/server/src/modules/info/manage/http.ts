import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { routeKit as platformRouteKit } from '../../../platform/http/route-kit';

export { idAnswer } from '../../../platform/http/route-kit';

export const tags = ['社情民意·信息管理'];
/** The answer of a step over many items: how many it changed. */
export const countAnswer = z.object({ count: z.number().int() });

/** The platform's route kit with the office part's OpenAPI group (its paths are the catalogue's, unprefixed). */
export const routeKit = (base: FastifyInstance, ctx: AppContext) => platformRouteKit(base, ctx, { tags });
