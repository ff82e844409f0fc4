import {
  assignRolesBody,
  idBody,
  idParams,
  idsBody,
  pageResult,
  resetPasswordResult,
  SystemPerm,
  userAddBody,
  userAddResult,
  userDetail,
  userEnableBody,
  userLinkIdentityBody,
  userListItem,
  userPageQuery,
  userUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { linkIdentity, unlinkIdentity } from './service-identities';
import { addUser, assignRoles, deleteUsers, enableUser, resetPassword, unlockUser, updateUser } from './service-users';
import { getUser, pageUsers } from './service-users-read';

const tags = ['系统管理-用户'];

export const userRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/system/user/page',
    {
      config: { permission: SystemPerm.userList },
      schema: { tags, summary: '用户分页（按数据范围）', body: userPageQuery, response: { 200: envelope(pageResult(userListItem)) } },
    },
    async (req) => ok(await pageUsers(db, callerOf(req).principal, req.body)),
  );
  app.get(
    '/system/user/detail/:id',
    {
      config: { permission: SystemPerm.userList },
      schema: { tags, summary: '用户详情', params: idParams, response: { 200: envelope(userDetail) } },
    },
    async (req) => ok(await getUser(db, callerOf(req).principal, req.params.id)),
  );
  app.post(
    '/system/user/add',
    {
      config: { permission: SystemPerm.userAdd },
      schema: { tags, summary: '新增用户（未给密码时返回一次随机密码）', body: userAddBody, response: { 200: envelope(userAddResult) } },
    },
    async (req) => ok(await addUser(db, callerOf(req), req.body)),
  );
  app.post(
    '/system/user/update',
    {
      config: { permission: SystemPerm.userEdit },
      schema: { tags, summary: '修改用户', body: userUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateUser(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/user/delete',
    {
      config: { permission: SystemPerm.userDelete },
      schema: { tags, summary: '删除用户（逻辑删除）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteUsers(db, callerOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/system/user/enable',
    {
      config: { permission: SystemPerm.userEnable },
      schema: { tags, summary: '启用或停用用户', body: userEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await enableUser(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/user/resetPassword',
    {
      // ordinary accounts by the system administrator, administrator accounts (三员) by the security administrator
      config: { permission: [SystemPerm.userReset, SystemPerm.userResetAdmin] },
      schema: {
        tags,
        summary: '重置密码（临时密码以短信发给本人，不返回；下次登录须修改）',
        body: idBody,
        response: { 200: envelope(resetPasswordResult) },
      },
    },
    async (req) => ok(await resetPassword(ctx, callerOf(req), req.body.id)),
  );
  app.post(
    '/system/user/identity/link',
    {
      config: { permission: SystemPerm.userIdentity },
      schema: {
        tags,
        summary: '关联身份：将 targetId 账号设为 id 账号所属人员的另一身份（管理员账号除外）',
        body: userLinkIdentityBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await linkIdentity(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/user/identity/unlink',
    {
      config: { permission: SystemPerm.userIdentity },
      schema: { tags, summary: '解除身份关联：该账号成为独立人员', body: idBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await unlinkIdentity(db, callerOf(req), req.body.id);
      return ok(null);
    },
  );
  app.post(
    '/system/user/unlock',
    {
      config: { permission: SystemPerm.userUnlock },
      schema: { tags, summary: '解除登录锁定', body: idBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await unlockUser(db, callerOf(req), req.body.id);
      return ok(null);
    },
  );
  app.post(
    '/system/user/assignRoles',
    {
      config: { permission: SystemPerm.userRole },
      schema: { tags, summary: '分配角色（安全管理员）', body: assignRolesBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await assignRoles(db, callerOf(req), req.body);
      return ok(null);
    },
  );
};
