import { and, asc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { audit, systemActor } from '../../platform/audit/audit';
import { cleanStaging } from '../../platform/storage/staging';
import type { OssDeps } from './deps';
import { type OssFileRow, ossFile } from './tables';

const DAY_MS = 24 * 3600 * 1000;
/**
 * A picture waits for the record it is pasted into longer than an attachment
 * waits for its form: a long text stays open in the editor for days before its
 * first save, and the save is what binds its pictures (editor-images.ts).
 */
const EDITOR_WAIT_DAYS = 7;

/** Never bound and older than its cutoff: attachments after maxAge, editor pictures after a week. */
const stale = (cutoff: Date, editorCutoff: Date) =>
  and(
    isNull(ossFile.affairId),
    or(
      and(ne(ossFile.kind, 'editor'), lt(ossFile.createdAt, cutoff)),
      and(eq(ossFile.kind, 'editor'), lt(ossFile.createdAt, editorCutoff)),
    ),
  );

interface Cutoffs {
  cutoff: Date;
  editorCutoff: Date;
}

/**
 * Deletes the rows first (only if still removed, or still unbound and stale),
 * then the contents: a file bound meanwhile keeps both. A content that cannot
 * be deleted is left behind rather than leaving a record without content.
 */
export async function purge(deps: OssDeps, rows: Pick<OssFileRow, 'id' | 'path'>[], cut?: Cutoffs): Promise<string[]> {
  const done: string[] = [];
  for (const row of rows) {
    const gone = or(isNotNull(ossFile.removedAt), cut ? stale(cut.cutoff, cut.editorCutoff) : undefined);
    const deleted = await deps.db
      .delete(ossFile)
      .where(and(eq(ossFile.id, row.id), gone))
      .returning({ id: ossFile.id });
    if (!deleted.length) continue;
    done.push(row.id);
    await deps.storage.delete(row.path).catch((err) => console.warn(`oss: could not delete ${row.path}: ${(err as Error).message}`));
  }
  return done;
}

export interface SweepOptions {
  now?: Date;
  /** unbound attachments older than this go; 24 hours by default (editor pictures: a week) */
  maxAgeMs?: number;
}

/**
 * Deletes files never bound in time and files removed from their affair (an
 * attachment taken off, a picture deleted from its text), with their contents,
 * and staged uploads left by dropped connections. Runs once an hour slot as the
 * manifest's job `oss.sweep` (index.ts); call it directly in tests.
 */
export async function sweepUnboundFiles(deps: OssDeps, opts: SweepOptions = {}): Promise<{ removed: number }> {
  const now = opts.now ?? new Date();
  const cut = {
    cutoff: new Date(now.getTime() - (opts.maxAgeMs ?? DAY_MS)),
    editorCutoff: new Date(now.getTime() - EDITOR_WAIT_DAYS * DAY_MS),
  };
  let removed = 0;
  const ids: string[] = [];
  for (;;) {
    const batch = await deps.db
      .select({ id: ossFile.id, path: ossFile.path })
      .from(ossFile)
      .where(or(isNotNull(ossFile.removedAt), stale(cut.cutoff, cut.editorCutoff)))
      .orderBy(asc(ossFile.id))
      .limit(200);
    if (!batch.length) break;
    const done = await purge(deps, batch, cut);
    removed += done.length;
    ids.push(...done.slice(0, 100 - ids.length));
    if (done.length < batch.length) break; // rows bound meanwhile: leave them for the next run
  }
  if (removed) {
    await audit(deps.db, systemActor, { objectType: 'ossFile', action: 'sweep', detail: { removed, fileIds: ids } });
  }
  await cleanStaging(deps.storage.tmpDir, 3600_000, now.getTime());
  return { removed };
}
