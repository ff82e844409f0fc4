import {
  idParams,
  idsBody,
  MsgTemplatePerm,
  msgTemplateAddBody,
  msgTemplateEnableBody,
  msgTemplateItem,
  msgTemplatePageQuery,
  msgTemplateUpdateBody,
  pageResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import {
  addMsgTemplate,
  deleteMsgTemplates,
  enableMsgTemplate,
  msgTemplateDetail,
  pageMsgTemplates,
  updateMsgTemplate,
} from './template-service';

const tags = ['消息模板'];

/** 系统管理 → 消息模板 (/system/msgTpl). */
export const msgTemplateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.post(
    '/msg/template/page',
    {
      config: { permission: MsgTemplatePerm.list },
      schema: { tags, summary: '消息模板分页', body: msgTemplatePageQuery, response: { 200: envelope(pageResult(msgTemplateItem)) } },
    },
    async (req) => ok(await pageMsgTemplates(db, req.body)),
  );
  app.get(
    '/msg/template/detail/:id',
    {
      config: { permission: MsgTemplatePerm.list },
      schema: { tags, summary: '消息模板详情', params: idParams, response: { 200: envelope(msgTemplateItem) } },
    },
    async (req) => ok(await msgTemplateDetail(db, req.params.id)),
  );
  app.post(
    '/msg/template/add',
    {
      config: { permission: MsgTemplatePerm.add },
      schema: { tags, summary: '新增消息模板', body: msgTemplateAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addMsgTemplate(db, actorOf(req), req.body)),
  );
  app.post(
    '/msg/template/update',
    {
      config: { permission: MsgTemplatePerm.edit },
      schema: { tags, summary: '修改消息模板', body: msgTemplateUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await updateMsgTemplate(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/msg/template/delete',
    {
      config: { permission: MsgTemplatePerm.delete },
      schema: { tags, summary: '删除消息模板（内置模板不能删除）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteMsgTemplates(db, actorOf(req), req.body.ids).then(() => null)),
  );
  app.post(
    '/msg/template/enable',
    {
      config: { permission: MsgTemplatePerm.edit },
      schema: { tags, summary: '启用/停用消息模板', body: msgTemplateEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await enableMsgTemplate(db, actorOf(req), req.body).then(() => null)),
  );
};
