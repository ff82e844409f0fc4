import {
  idsBody,
  imAllPageBody,
  imBatch,
  imListBody,
  imMessage,
  imPageBody,
  imRecord,
  imRecordListBody,
  MsgPerm,
  pageResult,
  readStateQuery,
  readStateResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { principalOf } from '../../platform/auth/plugin';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import {
  batchRecords,
  deleteBatches,
  getMyMessage,
  latestMessages,
  markRead,
  pageAllBatches,
  pageMyMessages,
  unreadCount,
} from './service';
import { registerUnreadSocket } from './ws';

const tags = ['message'];

/** spec 001 §7.4 message centre: the caller's own messages, plus the administrators' view of every sending. */
export const messageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web/msg/centre/im/list',
    { schema: { tags, summary: '最新消息（顶部下拉）', body: imListBody.optional(), response: { 200: envelope(z.array(imMessage)) } } },
    async (req) => {
      const body = imListBody.parse(req.body ?? {});
      return ok(await latestMessages(ctx.db, principalOf(req).userId, body.size, body.readState));
    },
  );
  r.post(
    '/web/msg/centre/im/page',
    { schema: { tags, summary: '我的消息分页', body: imPageBody, response: { 200: envelope(pageResult(imMessage)) } } },
    async (req) => ok(await pageMyMessages(ctx.db, principalOf(req).userId, req.body)),
  );
  r.post(
    '/web/msg/centre/update/readState',
    { schema: { tags, summary: '标记已读（id=all 全部已读）', querystring: readStateQuery, response: { 200: envelope(readStateResult) } } },
    async (req) => ok(await markRead(ctx, actorOf(req), principalOf(req).userId, req.query.id)),
  );
  r.get(
    '/web/msg/centre/get/unRead/count',
    { config: { duringPasswordChange: true }, schema: { tags, summary: '未读消息数', response: { 200: envelope(z.number().int()) } } },
    async (req) => ok(await unreadCount(ctx.db, principalOf(req).userId)),
  );
  r.get(
    '/msg/im/:id',
    { schema: { tags, summary: '消息详情', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: envelope(imMessage) } } },
    async (req) => ok(await getMyMessage(ctx.db, principalOf(req).userId, req.params.id)),
  );

  r.post(
    '/msg/im/all/page',
    {
      config: { permission: MsgPerm.list },
      schema: { tags, summary: '全部消息（按发送批次）', body: imAllPageBody, response: { 200: envelope(pageResult(imBatch)) } },
    },
    async (req) => ok(await pageAllBatches(ctx.db, req.body)),
  );
  r.post(
    '/msg/im/delete',
    {
      config: { permission: MsgPerm.delete },
      schema: {
        tags,
        summary: '删除消息（按发送批次，可恢复）',
        body: idsBody,
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (req) => ok({ deleted: await deleteBatches(ctx, actorOf(req), req.body.ids) }, '删除成功'),
  );
  r.post(
    '/msg/im/record/list',
    {
      config: { permission: MsgPerm.list },
      schema: { tags, summary: '消息接收及阅读记录', body: imRecordListBody, response: { 200: envelope(z.array(imRecord)) } },
    },
    async (req) => ok(await batchRecords(ctx.db, req.body.id, req.body.readState)),
  );

  await registerUnreadSocket(app, ctx);
};
