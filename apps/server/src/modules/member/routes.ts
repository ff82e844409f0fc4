import { cppccSessionListQuery, cppccSessionOption, groupingItem, groupingListQuery } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { cppccSessionOfYear, listCppccSessions, listGroupings } from './service';

/** Reference data every signed-in screen needs (spec 000 §7 Reference data); read-only, so no permission. */
export const memberRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/cppccSession/list',
    {
      schema: {
        tags: ['member'],
        summary: '届次列表',
        querystring: cppccSessionListQuery,
        response: { 200: envelope(z.array(cppccSessionOption)) },
      },
    },
    async (req) => ok(await listCppccSessions(ctx.db, req.query.level)),
  );
  r.get(
    '/cppccSession/year',
    { schema: { tags: ['member'], summary: '本年度会议届次', response: { 200: envelope(cppccSessionOption.nullable()) } } },
    async () => ok(await cppccSessionOfYear(ctx.db)),
  );
  r.get(
    '/member/grouping/list',
    {
      schema: {
        tags: ['member'],
        summary: '界别、党派、专委会、小组、全会分组',
        querystring: groupingListQuery,
        response: { 200: envelope(z.array(groupingItem)) },
      },
    },
    async (req) => ok(await listGroupings(ctx.db, req.query.kind)),
  );
};
