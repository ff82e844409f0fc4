import { StudyColumnPerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerKindTypeRoutes } from '../../platform/reference/kind-type-routes';
import { studyColumns } from './types-service';

/** spec 000 §7: /scienceLearning/column/all, /list/permission and the admin family (page, add, update, delete, enable, auth, detail). */
export const studyColumnRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerKindTypeRoutes(app, ctx.db, {
    prefix: '/scienceLearning/column',
    label: '学习栏目',
    tag: '学习-学习栏目',
    service: studyColumns,
    perms: StudyColumnPerm,
  });
};
