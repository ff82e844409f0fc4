import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { TodoDecl, WidgetDecl } from '../../../platform/widgets/widget';

/** The attendee's side (/meetActivity/…): both kinds in one schedule. */
export const memberRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};
export const maWidgets: WidgetDecl[] = [];
export const maTodos: TodoDecl[] = [];
