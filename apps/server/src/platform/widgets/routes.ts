import { DesktopApi, type DesktopTodo, type DesktopWidget, desktopTodo, desktopWidget } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, principalOf } from '../auth/plugin';
import type { Principal } from '../auth/principal-type';
import type { AppContext } from '../context';
import { envelope, ok } from '../http/envelope';
import { todoDecls, widgetDecls } from '../services';

const tags = ['首页'];
const mayUse = (p: Principal, permission: string | string[] | undefined) => !permission || hasPermission(p, permission);

/** Two modules declaring one key would show one component for both: refused when the app is built. */
function refuseDuplicateKeys(kind: string, keys: string[]): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`${kind} ${key} is declared twice`);
    seen.add(key);
  }
}

/**
 * The home page, answered from the manifests alone (docs/modules.md):
 *  - GET /desktop/widgets: the widgets the caller may see, in manifest order, each with its counter if it has one;
 *  - GET /desktop/todos: the caller's waiting work over every module, only the kinds with something waiting.
 * Two calls, not one: the widgets decide the layout at once, the to-do counts run the modules' list queries
 * and are read only by the to-do widget.
 */
export const widgetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  refuseDuplicateKeys(
    'widget',
    widgetDecls().map(({ widget }) => widget.key),
  );
  refuseDuplicateKeys(
    'todo',
    todoDecls().map(({ todo }) => todo.key),
  );
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    DesktopApi.widgets,
    { schema: { tags, summary: '首页部件：调用者可见的各模块部件（含计数）', response: { 200: envelope(z.array(desktopWidget)) } } },
    async (req) => {
      const p = principalOf(req);
      const list = await Promise.all(
        widgetDecls()
          .filter(({ widget }) => mayUse(p, widget.permission))
          .map(async ({ module, widget }): Promise<DesktopWidget> => {
            const item: DesktopWidget = { key: widget.key, title: widget.title, module };
            if (widget.count) item.count = await widget.count(ctx, p);
            return item;
          }),
      );
      return ok(list);
    },
  );
  app.get(
    DesktopApi.todos,
    {
      schema: { tags, summary: '待办：调用者在各模块等待处理的事项数（只列有待办的）', response: { 200: envelope(z.array(desktopTodo)) } },
    },
    async (req) => {
      const p = principalOf(req);
      const counted = await Promise.all(
        todoDecls()
          .filter(({ todo }) => mayUse(p, todo.permission))
          .map(
            async ({ module, todo }): Promise<DesktopTodo> => ({
              key: todo.key,
              title: todo.title,
              module,
              count: await todo.count(ctx, p),
              path: todo.path,
            }),
          ),
      );
      return ok(counted.filter((t) => t.count > 0));
    },
  );
};
