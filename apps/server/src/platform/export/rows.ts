/** Rows of an export: read lazily, so a large export never holds the whole list. */
export type ExportRows<R> = AsyncIterable<R> | Iterable<R>;

/**
 * Pages through a query in batches (offset/limit with a stable ORDER BY in
 * `fetch`) and yields row by row; the next batch is read only when the writer
 * has consumed the previous one.
 */
export async function* pagedRows<T>(fetch: (offset: number, limit: number) => Promise<T[]>, batchSize = 1000): AsyncGenerator<T> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetch(offset, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}
