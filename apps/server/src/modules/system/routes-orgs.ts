import { idBody, orgAddBody, orgNode, orgTreeQuery, orgUpdateBody, SystemPerm } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { addOrg, deleteOrg, orgTree, updateOrg } from './service-orgs';

const tags = ['系统管理-组织机构'];

export const orgRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/system/org/tree',
    {
      // the security admin picks organisations for custom data scopes and filters the user list by them
      config: { permission: [SystemPerm.orgList, SystemPerm.roleGrant, SystemPerm.userList] },
      schema: { tags, summary: '组织机构树', querystring: orgTreeQuery, response: { 200: envelope(z.array(orgNode)) } },
    },
    async (req) => ok(await orgTree(db, req.query)),
  );
  app.post(
    '/system/org/add',
    {
      config: { permission: SystemPerm.orgAdd },
      schema: { tags, summary: '新增机构', body: orgAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addOrg(db, callerOf(req), req.body)),
  );
  app.post(
    '/system/org/update',
    {
      config: { permission: SystemPerm.orgEdit },
      schema: { tags, summary: '修改机构', body: orgUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateOrg(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/org/delete',
    {
      config: { permission: SystemPerm.orgDelete },
      schema: { tags, summary: '删除机构（须无下级机构和用户）', body: idBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteOrg(db, callerOf(req), req.body.id);
      return ok(null, '删除成功');
    },
  );
};
