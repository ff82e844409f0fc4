import { MeetTypePerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerKindTypeRoutes } from '../../platform/reference/kind-type-routes';
import { meetTypes } from './types-service';

/** spec 000 §7: /meet/type/all, /list/permission and the admin family (page, add, update, delete, enable, auth, detail). */
export const meetTypeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerKindTypeRoutes(app, ctx.db, {
    prefix: '/meet/type',
    label: '会议类型',
    tag: '会议-会议类型',
    service: meetTypes,
    perms: MeetTypePerm,
  });
};
