import { z } from 'zod';

/** The home page's two calls: which widgets the caller gets, and what work waits for the caller. */
export const DesktopApi = {
  widgets: '/desktop/widgets',
  todos: '/desktop/todos',
} as const;

/**
 * A dashboard widget a module declares and the caller may see (its data call would not be refused):
 * the web shows the component it declares under the same key, and nothing the server did not list.
 */
export const desktopWidget = z.object({
  /** stable over all modules: 'proposal.stats' */
  key: z.string(),
  title: z.string(),
  /** the module that declares it */
  module: z.string(),
  /** the widget's counter, for widgets that declare one */
  count: z.number().int().optional(),
});
export type DesktopWidget = z.infer<typeof desktopWidget>;

/**
 * One kind of work waiting for the caller (待审查提案 3, 未读消息 2 …), counted as the list it opens
 * counts it; only kinds with something waiting are answered.
 */
export const desktopTodo = z.object({
  key: z.string(),
  title: z.string(),
  module: z.string(),
  count: z.number().int().positive(),
  /** the web page that lists the waiting items */
  path: z.string(),
});
export type DesktopTodo = z.infer<typeof desktopTodo>;
