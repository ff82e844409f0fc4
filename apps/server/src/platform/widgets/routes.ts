import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, principalOf } from '../auth/plugin';
import type { AppContext } from '../context';
import { envelope, ok } from '../http/envelope';
import { widgetDecls } from '../services';

export const desktopWidget = z.object({
  key: z.string(),
  title: z.string(),
  module: z.string(),
  count: z.number().int(),
});
export type DesktopWidget = z.infer<typeof desktopWidget>;

/** GET /desktop/widgets: the counters of every module the caller may see, in manifest order. */
export const widgetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/desktop/widgets',
    { schema: { tags: ['首页'], summary: '首页计数部件', response: { 200: envelope(z.array(desktopWidget)) } } },
    async (req) => {
      const p = principalOf(req);
      const visible = widgetDecls().filter(({ widget }) => !widget.permission || hasPermission(p, widget.permission));
      const list = await Promise.all(
        visible.map(async ({ module, widget }) => ({ key: widget.key, title: widget.title, module, count: await widget.count(ctx, p) })),
      );
      return ok(list);
    },
  );
};
