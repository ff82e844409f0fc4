import { InfoState } from '@cppcc/contracts';
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { infoItem, infoType, publicationType } from './tables';

/** Live, enabled info categories, id and name (for other modules: the info module keeps its tables to itself). */
export async function liveInfoTypes(q: Queryable): Promise<{ id: string; name: string }[]> {
  return q
    .select({ id: infoType.id, name: infoType.name })
    .from(infoType)
    .where(and(isNull(infoType.deletedAt), eq(infoType.enabled, true)));
}

/** Live publication types' names (刊物: 社情民意专报 …), the proofreading check's own terms. */
export async function publicationNames(q: Queryable): Promise<string[]> {
  const rows = await q.select({ name: publicationType.name }).from(publicationType).where(isNull(publicationType.deletedAt));
  return rows.map((r) => r.name);
}

/** A scalar SQL expression that changes whenever a publication type is added, removed or renamed. */
export const publicationNamesMark = (): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce(sum(hashtext(${publicationType.name})), 0)::text from ${publicationType} where ${publicationType.deletedAt} is null)`;

const adopted = and(eq(infoItem.state, InfoState.adopted), isNull(infoItem.deletedAt));

/**
 * A scalar SQL expression that changes whenever an item is adopted, edited after adoption or leaves
 * the adopted ones (the count drops); counted from the adopted items' partial index.
 */
export const adoptedInfoMark = (): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce((extract(epoch from max(coalesce(${infoItem.updatedAt}, ${infoItem.adoptedAt}))) * 1000)::bigint, 0)::text from ${infoItem} where ${adopted})`;

/** One page of adopted items' plain text, newest first: the ids below `before`, when given. */
export async function adoptedInfoTexts(
  q: Queryable,
  limit: number,
  before?: string,
): Promise<{ id: string; title: string; text: string }[]> {
  return q
    .select({ id: infoItem.id, title: infoItem.title, text: infoItem.contentText })
    .from(infoItem)
    .where(and(adopted, before ? lt(infoItem.id, before) : undefined))
    .orderBy(desc(infoItem.id))
    .limit(limit);
}
