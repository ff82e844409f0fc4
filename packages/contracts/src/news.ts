import { z } from 'zod';

/** News columns (新闻栏目): GET /news/column/List (capital L, spec 000 §7); admin under /news/column/*. */
export const NewsColumnPerm = {
  list: 'news:column:list',
  add: 'news:column:add',
  edit: 'news:column:edit',
  remove: 'news:column:delete',
} as const;

/** API prefix of the 新闻栏目 admin family: POST {prefix}/page, /add, /update, /delete, /enable. */
export const NEWS_COLUMN_API_PREFIX = '/news/column';

/** The web pages of 新闻资讯. */
export const NewsPage = {
  /** 新闻栏目 */
  columns: '/news/column',
} as const;

export const newsColumnOption = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type NewsColumnOption = z.infer<typeof newsColumnOption>;
