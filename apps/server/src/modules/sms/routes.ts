import { pageResult, SystemPerm, smsOutboxItem, smsOutboxPageBody } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { pageOutbox } from './service';

/** 短信发件箱 (docs/system-api.md): the record of every SMS, for the system administrator. */
export const smsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sms/outbox/page',
    {
      config: { permission: SystemPerm.smsOutbox },
      schema: { tags: ['sms'], summary: '短信发件箱', body: smsOutboxPageBody, response: { 200: envelope(pageResult(smsOutboxItem)) } },
    },
    async (req) => ok(await pageOutbox(ctx.db, req.body)),
  );
};
