import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { routeKit as platformRouteKit } from '../../../platform/http/route-kit';

export { idResult } from '../../../platform/http/route-kit';

export const tags = ['提案'];

/** The platform's route kit with the proposal area's path and OpenAPI group. */
export const routeKit = (base: FastifyInstance, ctx: AppContext) => platformRouteKit(base, ctx, { tags, prefix: '/proposal/' });
