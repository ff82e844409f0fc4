import { z } from 'zod';

/** spec 000 §2: page sizes 15 (default), 20, 30, 40. */
export const PAGE_SIZES = [15, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 15;

export const pageQuery = z.object({
  pageNum: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码不能小于1')
    .max(1_000_000, '页码超出范围')
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: '每页条数只能是15、20、30或40' })
    .default(DEFAULT_PAGE_SIZE),
  /** column key to sort by */
  sort: z.string().max(64).optional(),
  /** spec 000 §3: order is a boolean, true = ascending */
  order: z
    .union([z.boolean(), z.enum(['true', 'false', 'asc', 'desc', 'ascend', 'descend'])])
    .transform((v) => v === true || v === 'true' || v === 'asc' || v === 'ascend')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * totalCapped: the list counted only up to `total` and has more rows than that (a list of the
 * proposal module at scale, docs/proposal-statistics.md); the table says 共N+条数据.
 */
export const pageResult = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), totalCapped: z.boolean().optional() });
export interface PageResult<T> {
  list: T[];
  total: number;
  totalCapped?: boolean;
}
