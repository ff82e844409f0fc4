import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { infoVersion } from '../tables';

/**
 * Keeps a version of an item's text. Version 1 is the reporter's original; an
 * unchanged text adds nothing, so a pass without edits leaves no empty version.
 */
export async function keepVersion(
  tx: Tx,
  itemId: string,
  v: { stage: number; title: string; content: string; editorId: string | null; editorName: string | null },
): Promise<number | null> {
  const [last] = await tx
    .select({ no: infoVersion.no, title: infoVersion.title, content: infoVersion.content })
    .from(infoVersion)
    .where(eq(infoVersion.itemId, itemId))
    .orderBy(sql`${infoVersion.no} desc`)
    .limit(1);
  if (last && last.title === v.title && last.content === v.content) return null;
  const no = (last?.no ?? 0) + 1;
  await tx.insert(infoVersion).values({ id: newId(), itemId, no, ...v });
  return no;
}

/** How many versions an item has. */
export async function versionCount(tx: Tx, itemId: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(infoVersion)
    .where(and(eq(infoVersion.itemId, itemId)));
  return r?.n ?? 0;
}
