import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { type Actor, audit, systemActor } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { Tx } from '../../platform/db/client';
import { ossFile } from './tables';

/** The address the editor writes into the HTML (web components/editor/imageUpload.ts); the sanitizer keeps no other. */
const SRC = /\/api\/sys\/oss\/file\/([A-Za-z0-9_-]+)/g;

/** The editor pictures an HTML (or several HTML fields of one record) shows, each once. */
export function editorImageIds(html: string | readonly string[]): string[] {
  const ids = new Set<string>();
  for (const text of typeof html === 'string' ? [html] : html) for (const m of (text ?? '').matchAll(SRC)) ids.add(m[1]);
  return [...ids];
}

/**
 * Call in the transaction that stores rich text, with the id of the row it is
 * stored on and every rich-text field of that row. Pictures the caller pasted
 * are bound to the row, so they are read by those who may read it (the file
 * policy) and not swept; pictures the text no longer shows are removed and go
 * with the next sweep. A picture bound to another record (HTML copied across)
 * stays with that record.
 */
export async function bindEditorImages(
  tx: Tx,
  p: Principal,
  affairId: string,
  html: string | readonly string[],
  actor: Actor = systemActor,
): Promise<{ bound: number; removed: number }> {
  const ids = editorImageIds(html);
  const fresh = ids.length
    ? await tx
        .update(ossFile)
        .set({ affairId, boundAt: new Date() })
        .where(
          and(
            inArray(ossFile.id, ids),
            eq(ossFile.kind, 'editor'),
            isNull(ossFile.affairId),
            isNull(ossFile.removedAt),
            eq(ossFile.uploaderId, p.userId),
          ),
        )
        .returning({ id: ossFile.id })
    : [];
  const dropped = await tx
    .update(ossFile)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(ossFile.affairId, affairId),
        eq(ossFile.kind, 'editor'),
        isNull(ossFile.removedAt),
        ids.length ? notInArray(ossFile.id, ids) : undefined,
      ),
    )
    .returning({ id: ossFile.id });
  if (fresh.length || dropped.length) {
    await audit(tx, actor, {
      objectType: 'ossFile',
      objectId: affairId,
      action: 'editorImages',
      detail: { affairId, bound: fresh.map((r) => r.id), removed: dropped.map((r) => r.id) },
    });
  }
  return { bound: fresh.length, removed: dropped.length };
}
