import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** `%keyword%` for ILIKE with the wildcard characters of the keyword itself escaped. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows to skip for a `pageQuery` (pageNum counts from 1). */
export const offsetOf = (q: { pageNum: number; pageSize: number }): number => (q.pageNum - 1) * q.pageSize;

/** ORDER BY from the client's sort key, restricted to a whitelist (the key never reaches SQL as text). */
export function orderOf(
  sortable: Record<string, AnyColumn>,
  sort: string | undefined,
  ascending: boolean | undefined,
  fallback: SQL[],
): SQL[] {
  const column = sort ? sortable[sort] : undefined;
  if (!column) return fallback;
  return [ascending ? asc(column) : desc(column), ...fallback];
}
