import { DEFAULT_MODULE, type OssFile, type OssKind, OssMsg, ossKinds, PHOTO_MODULE } from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { type Actor, audit, systemActor } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { Db, Queryable, Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, forbidden, illegalState } from '../../platform/errors';
import { isSafeModule, makeKey } from '../../platform/storage/keys';
import { discardStaged, type StagedFile } from '../../platform/storage/staging';
import type { OssDeps } from './deps';
import { checkSize, inspectUpload, UploadRefused } from './inspect';
import { mayBindTo, mayManage } from './policy';
import { checkQuota, ossBytesOf } from './quota';
import { fileUrl } from './signing';
import { purge } from './sweep';
import { type OssFileRow, ossFile } from './tables';

const OBJECT = 'ossFile';
const NOT_YOUR_AFFAIR = '无权为该事项关联附件';

export type { OssDeps } from './deps';

export interface Caller {
  principal: Principal;
  actor: Actor;
}

export function toRecord(row: OssFileRow): OssFile {
  return {
    id: row.id,
    title: row.title,
    mimeType: row.mimeType,
    module: row.module,
    path: row.path,
    size: row.size,
    url: fileUrl(row.id, row.module),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An affair's attachments: its live files but the pictures inside its rich text,
 * which belong to the text (editor-images.ts), not to the attachment list.
 */
export const attachmentsOf = (affairId: string) =>
  and(eq(ossFile.affairId, affairId), isNull(ossFile.removedAt), ne(ossFile.kind, 'editor'));

const uniq = (ids: string[]) => [...new Set(ids.map((s) => s.trim()).filter(Boolean))];

// ---------------------------------------------------------------------------
// For other modules: call these inside your own save transaction.
// ---------------------------------------------------------------------------

/** The live files of an affair, oldest first. */
export async function listFiles(db: Queryable, affairId: string): Promise<OssFile[]> {
  const rows = await db.select().from(ossFile).where(attachmentsOf(affairId)).orderBy(asc(ossFile.boundAt), asc(ossFile.id));
  return rows.map(toRecord);
}

export interface BindOptions {
  /** written to the audit row; the system when absent */
  actor?: Actor;
  /** when set, unbound files must have been uploaded by this user (stops attaching someone else's draft by id) */
  uploaderId?: string;
}

/**
 * Binds uploaded files to an affair. Already bound to the same affair: nothing
 * to do. Unknown, removed or swept ids: 400 附件不存在或已过期; bound to another
 * affair: 400. Answers how many files were newly bound.
 */
export async function bindFiles(tx: Tx, affairId: string, fileIds: string[], opts: BindOptions = {}): Promise<number> {
  const ids = uniq(fileIds);
  if (!ids.length) return 0;
  const rows = await tx.select().from(ossFile).where(inArray(ossFile.id, ids)).for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fresh: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.removedAt) throw badRequest(OssMsg.gone);
    if (row.affairId === affairId) continue;
    if (row.affairId) throw illegalState(OssMsg.boundElsewhere);
    if (opts.uploaderId && row.uploaderId !== opts.uploaderId) throw forbidden(OssMsg.notYours);
    fresh.push(id);
  }
  if (!fresh.length) return 0;
  await tx.update(ossFile).set({ affairId, boundAt: new Date() }).where(inArray(ossFile.id, fresh));
  await audit(tx, opts.actor ?? systemActor, {
    objectType: OBJECT,
    objectId: affairId,
    action: 'bind',
    detail: { affairId, fileIds: fresh, titles: fresh.map((id) => byId.get(id)?.title) },
  });
  return fresh.length;
}

/**
 * Removes files (deleted from the owning form) inside the owner's transaction:
 * they disappear from lists and downloads at once, and the sweeper deletes the
 * stored contents (so a rolled-back save loses nothing). With `affairId`, only
 * files of that affair are touched. Answers how many were removed.
 */
export async function unbindFiles(tx: Tx, fileIds: string[], opts: { actor?: Actor; affairId?: string } = {}): Promise<number> {
  const ids = uniq(fileIds);
  if (!ids.length) return 0;
  const where = and(inArray(ossFile.id, ids), isNull(ossFile.removedAt), opts.affairId ? eq(ossFile.affairId, opts.affairId) : undefined);
  const rows = await tx.update(ossFile).set({ removedAt: new Date() }).where(where).returning({ id: ossFile.id, title: ossFile.title });
  if (rows.length) {
    await audit(tx, opts.actor ?? systemActor, {
      objectType: OBJECT,
      objectId: opts.affairId ?? rows[0].id,
      action: 'unbind',
      detail: { affairId: opts.affairId ?? null, fileIds: rows.map((r) => r.id), titles: rows.map((r) => r.title) },
    });
  }
  return rows.length;
}

/**
 * Makes the affair's files exactly `fileIds`: binds the new ones, removes the
 * ones the form dropped. The simplest way for a form that sends its file ids
 * with the save.
 */
export async function syncFiles(
  tx: Tx,
  affairId: string,
  fileIds: string[],
  opts: BindOptions = {},
): Promise<{ bound: number; removed: number }> {
  const keep = new Set(uniq(fileIds));
  const current = await tx.select({ id: ossFile.id }).from(ossFile).where(attachmentsOf(affairId));
  const dropped = current.map((r) => r.id).filter((id) => !keep.has(id));
  const removed = await unbindFiles(tx, dropped, { actor: opts.actor, affairId });
  const bound = await bindFiles(tx, affairId, [...keep], opts);
  return { bound, removed };
}

/** Removes every file of an affair (the affair itself was deleted). */
export async function removeAffairFiles(tx: Tx, affairId: string, actor?: Actor): Promise<number> {
  const rows = await tx
    .select({ id: ossFile.id })
    .from(ossFile)
    .where(and(eq(ossFile.affairId, affairId), isNull(ossFile.removedAt)));
  return unbindFiles(
    tx,
    rows.map((r) => r.id),
    { actor, affairId },
  );
}

// ---------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------

/** module: letters, digits, `_`, `-`, lower-cased; DEFAULT_MODULE when the form sends none. */
export function normalizeModule(raw: string | undefined): string {
  const m = (raw ?? '').trim().toLowerCase();
  if (!m) return DEFAULT_MODULE;
  if (!isSafeModule(m)) throw badRequest('请求体字段 module 不正确：只能包含字母、数字、下划线和短横线，且以字母开头');
  return m;
}

export function resolveKind(raw: string | undefined, module: string): OssKind {
  const k = (raw ?? '').trim();
  if (!k) return module === PHOTO_MODULE ? 'photo' : 'file';
  if (!(ossKinds as readonly string[]).includes(k)) throw badRequest(`请求体字段 kind 不正确：应为 ${ossKinds.join('、')} 之一`);
  return k as OssKind;
}

export interface IncomingUpload {
  staged: StagedFile;
  title: string;
  module: string;
  kind: OssKind;
}

/**
 * Checks a staged upload and stores it. On refusal the staged file is deleted
 * and a 400 with the reason is thrown: nothing stays on disk or in the table.
 */
export async function storeUpload(deps: OssDeps, caller: Caller, up: IncomingUpload): Promise<OssFile> {
  const { staged, title, module, kind } = up;
  let stored: string | null = null;
  try {
    checkSize(kind, staged.size, staged.truncated);
    checkQuota(await ossBytesOf(deps.db, caller.principal.userId), staged.size, deps.quotaBytes ?? 0);
    const accepted = await inspectUpload(kind, title, staged.path, staged.size);
    const id = newId();
    const key = makeKey(module, id, accepted.ext);
    await deps.storage.putFile(key, staged.path, accepted.mimeType);
    stored = key;
    const row = await inTx(deps.db, async (tx) => {
      const [r] = await tx
        .insert(ossFile)
        .values({
          id,
          title,
          mimeType: accepted.mimeType,
          module,
          kind,
          path: key,
          size: staged.size,
          sha256: staged.sha256,
          uploaderId: caller.principal.userId,
        })
        .returning();
      await audit(tx, caller.actor, {
        objectType: OBJECT,
        objectId: id,
        action: 'upload',
        detail: { title, module, kind, size: staged.size, mimeType: accepted.mimeType, sha256: staged.sha256 },
      });
      return r;
    });
    stored = null;
    return toRecord(row);
  } catch (err) {
    if (stored) await deps.storage.delete(stored).catch(() => {});
    if (err instanceof UploadRefused) {
      if (err.suspicious) {
        await audit(deps.db, caller.actor, {
          objectType: OBJECT,
          action: 'upload',
          result: 'failure',
          detail: { title, module, kind, size: staged.size, reason: err.message },
        });
      }
      throw badRequest(err.message);
    }
    throw err;
  } finally {
    await discardStaged(staged.path);
  }
}

// ---------------------------------------------------------------------------
// The HTTP calls: the caller's rights are checked file by file (docs/files.md)
// ---------------------------------------------------------------------------

async function lockedRows(tx: Tx, ids: string[]): Promise<OssFileRow[]> {
  return ids.length ? tx.select().from(ossFile).where(inArray(ossFile.id, ids)).for('update') : [];
}

/** POST /sys/oss/binding: the caller's own unbound files, or files a module policy lets them manage. */
export async function bindForCaller(db: Db, c: Caller, affairId: string, fileIds: string[]): Promise<OssFile[]> {
  const ids = uniq(fileIds);
  await inTx(db, async (tx) => {
    const rows = new Map((await lockedRows(tx, ids)).map((r) => [r.id, r]));
    let fresh = false;
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.removedAt) throw badRequest(OssMsg.gone);
      if (row.affairId === affairId) continue;
      if (row.affairId) throw illegalState(OssMsg.boundElsewhere);
      if (!(await mayManage(tx, c.principal, row))) throw forbidden(OssMsg.notYours);
      fresh = true;
    }
    // files already there are a no-op (a form binding again after its own save); new ones need a say in the affair
    if (fresh && !(await mayBindTo(tx, c.principal, affairId))) throw forbidden(NOT_YOUR_AFFAIR);
    await bindFiles(tx, affairId, ids, { actor: c.actor });
  });
  return listFiles(db, affairId);
}

/**
 * POST /sys/oss/delete: ids already gone are ignored (the form may send a file
 * the sweeper removed); any other file the caller may not manage refuses the whole call.
 */
export async function deleteForCaller(deps: OssDeps, c: Caller, fileIds: string[]): Promise<number> {
  const ids = uniq(fileIds);
  const removed = await inTx(deps.db, async (tx) => {
    const rows = (await lockedRows(tx, ids)).filter((r) => !r.removedAt);
    for (const row of rows) if (!(await mayManage(tx, c.principal, row))) throw forbidden(OssMsg.notYours);
    if (!rows.length) return [];
    await tx
      .update(ossFile)
      .set({ removedAt: new Date() })
      .where(
        inArray(
          ossFile.id,
          rows.map((r) => r.id),
        ),
      );
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: rows[0].id,
      action: 'delete',
      detail: { fileIds: rows.map((r) => r.id), titles: rows.map((r) => r.title) },
    });
    return rows;
  });
  await purge(deps, removed);
  return removed.length;
}

/** POST /sys/oss/rpc/remove/binding: takes bound files off their affair (of `affairId` only, when given) and removes them. */
export async function removeBindingForCaller(deps: OssDeps, c: Caller, fileIds: string[], affairId?: string): Promise<number> {
  const ids = uniq(fileIds);
  const removed = await inTx(deps.db, async (tx) => {
    const rows = (await lockedRows(tx, ids)).filter((r) => !r.removedAt && r.affairId && (!affairId || r.affairId === affairId));
    for (const row of rows) if (!(await mayManage(tx, c.principal, row))) throw forbidden(OssMsg.notYours);
    await unbindFiles(
      tx,
      rows.map((r) => r.id),
      { actor: c.actor, affairId },
    );
    return rows;
  });
  await purge(deps, removed);
  return removed.length;
}
