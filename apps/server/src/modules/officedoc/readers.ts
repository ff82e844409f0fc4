import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { officedocDocument } from './tables';

/** What other modules read of online documents (the officedoc module keeps its tables to itself). */

/** One document, or null. */
export async function documentById(q: Queryable, id: string) {
  const [doc] = await q
    .select({
      id: officedocDocument.id,
      title: officedocDocument.title,
      html: officedocDocument.html,
      docxPath: officedocDocument.docxPath,
      createdBy: officedocDocument.createdBy,
    })
    .from(officedocDocument)
    .where(eq(officedocDocument.id, id))
    .limit(1);
  return doc ?? null;
}

/** Titles of documents by id, in one query; missing ids are absent from the map. */
export async function documentTitles(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: officedocDocument.id, title: officedocDocument.title })
    .from(officedocDocument)
    .where(inArray(officedocDocument.id, unique));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Who created a document: `{ createdBy }`, or null when there is no such document. */
export async function documentOwner(q: Queryable, id: string): Promise<{ createdBy: string | null } | null> {
  const [doc] = await q
    .select({ createdBy: officedocDocument.createdBy })
    .from(officedocDocument)
    .where(eq(officedocDocument.id, id))
    .limit(1);
  return doc ?? null;
}
