import {
  kindTypeAddBody,
  kindTypeAuthBody,
  kindTypeAuthOptions,
  kindTypeItem,
  kindTypeOption,
  kindTypePageQuery,
  kindTypeUpdateBody,
  pageResult,
  refEnableBody,
  refIdParams,
  refIdsBody,
} from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../audit/audit';
import { principalOf } from '../auth/plugin';
import type { Db } from '../db/client';
import { emptyEnvelope, envelope, ok } from '../http/envelope';
import type { KindTypeService } from './kind-types';

export interface KindTypePerms {
  list: string;
  add: string;
  edit: string;
  remove: string;
  /** grants (POST …/auth) */
  auth: string;
}

/**
 * The spec's type family for one prefix (000 §7: /{kind}/type/page, add, update,
 * delete, auth, detail/{id}; all and list/permission for every signed-in user).
 */
export function registerKindTypeRoutes(
  base: FastifyInstance,
  db: Db,
  o: { prefix: string; label: string; tag: string; service: KindTypeService; perms: KindTypePerms },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix, label, service: svc, perms } = o;
  const tags = [o.tag];
  app.get(
    `${prefix}/all`,
    { schema: { tags, summary: `全部${label}（启用的）`, response: { 200: envelope(z.array(kindTypeOption)) } } },
    async () => ok(await svc.all(db)),
  );
  app.get(
    `${prefix}/list/permission`,
    {
      schema: {
        tags,
        summary: `当前用户可使用的${label}（按角色、所在机构授权过滤；未授权给任何人的类型人人可用）`,
        response: { 200: envelope(z.array(kindTypeOption)) },
      },
    },
    async (req) => ok(await svc.permitted(db, principalOf(req))),
  );
  app.post(
    `${prefix}/page`,
    {
      config: { permission: perms.list },
      schema: { tags, summary: `${label}分页`, body: kindTypePageQuery, response: { 200: envelope(pageResult(kindTypeItem)) } },
    },
    async (req) => ok(await svc.page(db, req.body)),
  );
  app.get(
    `${prefix}/detail/:id`,
    {
      config: { permission: perms.list },
      schema: { tags, summary: `${label}详情`, params: refIdParams, response: { 200: envelope(kindTypeItem) } },
    },
    async (req) => ok(await svc.detail(db, req.params.id)),
  );
  app.post(
    `${prefix}/add`,
    {
      config: { permission: perms.add },
      schema: { tags, summary: `新增${label}`, body: kindTypeAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await svc.add(db, actorOf(req), req.body)),
  );
  app.post(
    `${prefix}/update`,
    {
      config: { permission: perms.edit },
      schema: { tags, summary: `修改${label}`, body: kindTypeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.update(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    `${prefix}/delete`,
    {
      config: { permission: perms.remove },
      schema: { tags, summary: `删除${label}`, body: refIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.remove(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    `${prefix}/enable`,
    {
      config: { permission: perms.edit },
      schema: { tags, summary: `启用或停用${label}`, body: refEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await svc.enable(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.get(
    `${prefix}/auth/options`,
    {
      config: { permission: perms.auth },
      schema: { tags, summary: `${label}授权可选的角色与机构`, response: { 200: envelope(kindTypeAuthOptions) } },
    },
    async () => ok(await svc.grantOptions(db)),
  );
  app.post(
    `${prefix}/auth`,
    {
      config: { permission: perms.auth },
      schema: {
        tags,
        summary: `${label}授权：哪些角色、机构（含下级）可以使用；都为空则人人可用`,
        body: kindTypeAuthBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await svc.grant(db, actorOf(req), req.body);
      return ok(null, '授权成功');
    },
  );
}
