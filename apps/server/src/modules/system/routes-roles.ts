import {
  idBody,
  idParams,
  pageResult,
  roleAddBody,
  roleDetail,
  roleGrantBody,
  roleItem,
  roleOption,
  rolePageQuery,
  roleUpdateBody,
  SystemPerm,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { addRole, deleteRole, getRole, grantRole, listRoles, pageRoles, updateRole } from './service-roles';

const tags = ['系统管理-角色'];

export const roleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/system/role/page',
    {
      config: { permission: SystemPerm.roleList },
      schema: { tags, summary: '角色分页', body: rolePageQuery, response: { 200: envelope(pageResult(roleItem)) } },
    },
    async (req) => ok(await pageRoles(db, req.body)),
  );
  app.get(
    '/system/role/list',
    // the role select of the user page (assign roles) as well as the role page
    {
      config: { permission: [SystemPerm.roleList, SystemPerm.userRole] },
      schema: { tags, summary: '全部角色（下拉选择）', response: { 200: envelope(z.array(roleOption)) } },
    },
    async () => ok(await listRoles(db)),
  );
  app.get(
    '/system/role/detail/:id',
    {
      config: { permission: SystemPerm.roleList },
      schema: { tags, summary: '角色详情（含菜单与机构授权）', params: idParams, response: { 200: envelope(roleDetail) } },
    },
    async (req) => ok(await getRole(db, req.params.id)),
  );
  app.post(
    '/system/role/add',
    {
      config: { permission: SystemPerm.roleAdd },
      schema: { tags, summary: '新增角色', body: roleAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addRole(db, callerOf(req), req.body)),
  );
  app.post(
    '/system/role/update',
    {
      config: { permission: SystemPerm.roleEdit },
      schema: { tags, summary: '修改角色', body: roleUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateRole(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/role/delete',
    {
      config: { permission: SystemPerm.roleDelete },
      schema: { tags, summary: '删除角色（内置角色及已分配用户的角色不可删除）', body: idBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteRole(db, callerOf(req), req.body.id);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/system/role/grant',
    {
      config: { permission: SystemPerm.roleGrant },
      schema: { tags, summary: '角色授权：菜单、按钮与数据范围', body: roleGrantBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await grantRole(db, callerOf(req), req.body);
      return ok(null);
    },
  );
};
