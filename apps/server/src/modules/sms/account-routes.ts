import {
  idParams,
  idsBody,
  pageResult,
  SmsAccountPerm,
  SmsBizType,
  SmsStatus,
  smsAccountAddBody,
  smsAccountEnableBody,
  smsAccountItem,
  smsAccountPageQuery,
  smsAccountTestBody,
  smsAccountTestResult,
  smsAccountUpdateBody,
  smsChannelInfo,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import {
  addSmsAccount,
  deleteSmsAccounts,
  enableSmsAccount,
  findSmsAccount,
  pageSmsAccounts,
  smsAccountDetail,
  smsChannel,
  updateSmsAccount,
} from './account-service';
import { HttpSmsProvider } from './providers';

const tags = ['消息账号'];

/** 系统管理 → 消息账号 (/system/msgAccount): SMS gateway accounts and signatures. */
export const smsAccountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.post(
    '/sms/account/page',
    {
      config: { permission: SmsAccountPerm.list },
      schema: { tags, summary: '消息账号分页', body: smsAccountPageQuery, response: { 200: envelope(pageResult(smsAccountItem)) } },
    },
    async (req) => ok(await pageSmsAccounts(db, req.body)),
  );
  app.get(
    '/sms/account/channel',
    {
      config: { permission: SmsAccountPerm.list },
      schema: { tags, summary: '当前短信通道与启用的账号', response: { 200: envelope(smsChannelInfo) } },
    },
    async () => ok(await smsChannel(db, ctx.config)),
  );
  app.get(
    '/sms/account/detail/:id',
    {
      config: { permission: SmsAccountPerm.list },
      schema: { tags, summary: '消息账号详情（不含密钥）', params: idParams, response: { 200: envelope(smsAccountItem) } },
    },
    async (req) => ok(await smsAccountDetail(db, req.params.id)),
  );
  app.post(
    '/sms/account/add',
    {
      config: { permission: SmsAccountPerm.add },
      schema: { tags, summary: '新增消息账号', body: smsAccountAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
    },
    async (req) => ok(await addSmsAccount(db, actorOf(req), req.body)),
  );
  app.post(
    '/sms/account/update',
    {
      config: { permission: SmsAccountPerm.edit },
      schema: { tags, summary: '修改消息账号（密钥留空则不变）', body: smsAccountUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await updateSmsAccount(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/sms/account/delete',
    {
      config: { permission: SmsAccountPerm.delete },
      schema: { tags, summary: '删除消息账号（使用中的不能删除）', body: idsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await deleteSmsAccounts(db, actorOf(req), req.body.ids).then(() => null)),
  );
  app.post(
    '/sms/account/enable',
    {
      config: { permission: SmsAccountPerm.edit },
      schema: { tags, summary: '启用/停用消息账号（同时只启用一个）', body: smsAccountEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => ok(await enableSmsAccount(db, actorOf(req), req.body).then(() => null)),
  );
  app.post(
    '/sms/account/test',
    {
      config: { permission: SmsAccountPerm.test },
      schema: { tags, summary: '通过该账号发送一条测试短信', body: smsAccountTestBody, response: { 200: envelope(smsAccountTestResult) } },
    },
    async (req) => {
      const account = await findSmsAccount(db, req.body.id);
      const actor = actorOf(req);
      // through the gateway of this very account, whatever the deployment's channel: that is what is being tested
      const r = await new HttpSmsProvider({ db, config: ctx.config }).send(
        {
          mobile: req.body.mobile,
          content: `这是一条测试短信，收到即表示短信账号「${account.name}」配置正确。`,
          bizType: SmsBizType.test,
          senderId: actor.userId,
        },
        account,
      );
      await audit(db, actor, {
        objectType: 'smsAccount',
        objectId: account.id,
        action: 'test',
        result: r.status === SmsStatus.failed ? 'failure' : 'success',
        detail: { mobile: req.body.mobile.replace(/^(\d{3})\d{4}/, '$1****'), error: r.error ?? null },
      });
      return ok({ status: r.status, error: r.error ?? null });
    },
  );
};
