import { ActivityTypePerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerKindTypeRoutes } from '../../platform/reference/kind-type-routes';
import { activityTypes } from './types-service';

/** spec 000 §7: /activity/type/all, /list/permission and the admin family (page, add, update, delete, enable, auth, detail). */
export const activityTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerKindTypeRoutes(app, ctx.db, {
    prefix: '/activity/type',
    label: '活动类型',
    tag: '活动-活动类型',
    service: activityTypes,
    perms: ActivityTypePerm,
  });
};
