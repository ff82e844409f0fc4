import { and, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { type OssFileRow, ossFile } from './tables';

/**
 * What other areas read of stored files, so that none of them reads the file
 * table itself (the module fence, docs/modules.md).
 */

/** The live (not removed) files among ids, in no particular order. */
export async function liveFiles(q: Queryable, ids: readonly string[]): Promise<OssFileRow[]> {
  if (!ids.length) return [];
  return q
    .select()
    .from(ossFile)
    .where(and(inArray(ossFile.id, [...ids]), isNull(ossFile.removedAt)));
}

/** A column expression: how many live files are bound to the record whose id is `affairId` (for list queries). */
export const liveFileCount = (affairId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${ossFile} f where f.affair_id = ${affairId} and f.removed_at is null)`;
