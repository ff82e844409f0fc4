import {
  refEnableBody,
  refIdBody,
  refIdParams,
  refNameQuery,
  treeTypeAddBody,
  treeTypeDetail,
  treeTypeNode,
  treeTypeUpdateBody,
} from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../audit/audit';
import type { Db } from '../db/client';
import { emptyEnvelope, envelope, ok } from '../http/envelope';
import type { TreeTypeService } from './tree-types';

export interface TreeTypePerms {
  list: string;
  add: string;
  edit: string;
  remove: string;
}

/**
 * A category tree's routes for one prefix (提案类别 /proposalType, 信息类别 /infoType): the enabled
 * options for every signed-in user, then the whole tree (disabled ones included, at the path its spec
 * names: `tree` or `list`), detail/{id}, add, update, delete and enable, each behind its permission.
 */
export function registerTreeTypeRoutes<O extends z.ZodType>(
  base: FastifyInstance,
  db: Db,
  o: {
    prefix: string;
    label: string;
    tag: string;
    treePath: 'tree' | 'list';
    service: TreeTypeService;
    perms: TreeTypePerms;
    /** one option as the module answers it (its own field names: proposalLevel, infoLevel) */
    option: O;
    options: (db: Db) => Promise<z.output<O>[]>;
    /** where the module refuses more than the tree does (a category its records still use) */
    remove?: (db: Db, actor: Actor, id: string) => Promise<void>;
  },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix, label, service: svc, perms } = o;
  const tags = [o.tag];
  const remove = o.remove ?? ((d: Db, actor: Actor, id: string) => svc.remove(d, actor, id));
  app.get(
    `${prefix}/options`,
    { schema: { tags, summary: `${label}选项（启用的类别，扁平树节点）`, response: { 200: envelope(z.array(o.option)) } } },
    async () => ok(await o.options(db)),
  );
  app.get(
    `${prefix}/${o.treePath}`,
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: `${label}树（含停用），name 过滤时保留上级`,
        querystring: refNameQuery,
        response: { 200: envelope(z.array(treeTypeNode)) },
      },
    },
    async (req) => ok(await svc.tree(db, req.query.name)),
  );
  app.get(
    `${prefix}/detail/:id`,
    {
      config: { permission: perms.list },
      schema: { tags, summary: `${label}详情`, params: refIdParams, response: { 200: envelope(treeTypeDetail) } },
    },
    async (req) => ok(await svc.detail(db, req.params.id)),
  );
  app.post(
    `${prefix}/add`,
    {
      config: { permission: perms.add },
      schema: { tags, summary: `新增${label}`, body: treeTypeAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await svc.add(db, actorOf(req), req.body)),
  );
  app.post(
    `${prefix}/update`,
    {
      config: { permission: perms.edit },
      schema: { tags, summary: `修改${label}`, body: treeTypeUpdateBody, response: { 200: emptyEnvelope } },
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
      schema: { tags, summary: `删除${label}（有下级时不可删除）`, body: refIdBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await remove(db, actorOf(req), req.body.id);
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
}
