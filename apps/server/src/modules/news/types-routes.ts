import { NewsColumnPerm, newsColumnOption } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { envelope, ok } from '../../platform/http/envelope';
import { registerCodeListRoutes } from '../../platform/reference/code-lists';
import { newsColumnOptions, newsColumns } from './types-service';

const tag = '新闻-新闻栏目';

export const newsColumnRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // spec 000 §7: capital 'L' exactly as written
  app.get(
    '/news/column/List',
    { schema: { tags: [tag], summary: '新闻栏目（启用的）', response: { 200: envelope(z.array(newsColumnOption)) } } },
    async () => ok(await newsColumnOptions(ctx.db)),
  );
  registerCodeListRoutes(app, ctx.db, { prefix: '/news/column', label: '新闻栏目', tag, service: newsColumns, perms: NewsColumnPerm });
};
