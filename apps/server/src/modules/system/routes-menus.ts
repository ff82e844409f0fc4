import {
  APP_CODE_HEADER,
  DEFAULT_APP_CODE,
  idBody,
  menuAddBody,
  menuAdminNode,
  menuNode,
  menuUpdateBody,
  SystemPerm,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { addMenu, currentMenus, currentPermissions, deleteMenu, menuTree, updateMenu } from './service-menus';

const tags = ['系统管理-菜单'];
const appCodeHeaders = z.object({ [APP_CODE_HEADER]: z.string().trim().max(32, '应用编码过长').optional() });
const appCodeQuery = z.object({ appCode: z.string().trim().max(32).optional() });

export const menuRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // spec 001 §7.1: both need only a signed-in caller; the header names the application
  app.get(
    '/sys/menu/current',
    {
      config: { duringPasswordChange: true },
      schema: { tags, summary: '当前用户的菜单树', headers: appCodeHeaders, response: { 200: envelope(z.array(menuNode)) } },
    },
    async (req) => ok(await currentMenus(db, principalOf(req), req.headers[APP_CODE_HEADER] || DEFAULT_APP_CODE)),
  );
  app.get(
    '/sys/menu/permission',
    {
      config: { duringPasswordChange: true },
      schema: { tags, summary: '当前用户的按钮权限（逗号分隔）', response: { 200: envelope(z.string()) } },
    },
    async (req) => ok(currentPermissions(principalOf(req))),
  );

  app.get(
    '/system/menu/tree',
    // the security admin grants menus to roles and needs the whole tree for it
    {
      config: { permission: [SystemPerm.menuList, SystemPerm.roleGrant] },
      schema: { tags, summary: '全部菜单树（含按钮）', querystring: appCodeQuery, response: { 200: envelope(z.array(menuAdminNode)) } },
    },
    async (req) => ok(await menuTree(db, req.query.appCode)),
  );
  app.post(
    '/system/menu/add',
    {
      config: { permission: SystemPerm.menuAdd },
      schema: { tags, summary: '新增菜单', body: menuAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addMenu(db, callerOf(req), req.body)),
  );
  app.post(
    '/system/menu/update',
    {
      config: { permission: SystemPerm.menuEdit },
      schema: { tags, summary: '修改菜单（内置菜单只能改是否显示）', body: menuUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateMenu(db, callerOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/system/menu/delete',
    {
      config: { permission: SystemPerm.menuDelete },
      schema: { tags, summary: '删除菜单（内置菜单不可删除）', body: idBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteMenu(db, callerOf(req), req.body.id);
      return ok(null, '删除成功');
    },
  );
};
