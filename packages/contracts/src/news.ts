import { z } from 'zod';

/** News columns (新闻栏目): GET /news/column/List (capital L, spec 000 §7); admin under /news/column/*. */
export const NewsColumnPerm = {
  list: 'news:column:list',
  add: 'news:column:add',
  edit: 'news:column:edit',
  remove: 'news:column:delete',
} as const;

export const newsColumnOption = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type NewsColumnOption = z.infer<typeof newsColumnOption>;
