import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { infoType } from './tables';

/** Live, enabled info categories, id and name (for other modules: the info module keeps its tables to itself). */
export async function liveInfoTypes(q: Queryable): Promise<{ id: string; name: string }[]> {
  return q
    .select({ id: infoType.id, name: infoType.name })
    .from(infoType)
    .where(and(isNull(infoType.deletedAt), eq(infoType.enabled, true)));
}
