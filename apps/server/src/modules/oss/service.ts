import { DEFAULT_MODULE, type OssFile, type OssKind, OssMsg, ossKinds, PHOTO_MODULE } from '@cppcc/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { type Actor, audit, systemActor } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { Db, Queryable, Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { inTx } from '../../platform/db/tx';
import { badRequest, forbidden, illegalState, notFound } from '../../platform/errors';
import { isSafeKey, isSafeModule, makeKey } from '../../platform/storage/keys';
import { cleanStaging, discardStaged, type StagedFile } from '../../platform/storage/staging';
import type { ObjectStorage } from '../../platform/storage/storage';
import { session } from '../sso/tables';
import { checkSize, inspectUpload, UploadRefused } from './inspect';
import { mayBindTo, mayManage, mayRead } from './policy';
import { checkQuota, ossBytesOf } from './quota';
import { fileUrl, verifySignature } from './signing';
import { type OssFileRow, ossFile } from './tables';

const OBJECT = 'ossFile';
const NOT_YOUR_AFFAIR = '无权为该事项关联附件';
const DAY_MS = 24 * 3600 * 1000;

/** What the HTTP-facing functions need: the database and where contents live. */
export interface OssDeps {
  db: Db;
  storage: ObjectStorage;
  /** per-user bytes (STORAGE_QUOTA_MB); 0 or absent = no limit */
  quotaBytes?: number;
}

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

const uniq = (ids: string[]) => [...new Set(ids.map((s) => s.trim()).filter(Boolean))];

// ---------------------------------------------------------------------------
// For other modules: call these inside your own save transaction.
// ---------------------------------------------------------------------------

/** The live files of an affair, oldest first. */
export async function listFiles(db: Queryable, affairId: string): Promise<OssFile[]> {
  const rows = await db
    .select()
    .from(ossFile)
    .where(and(eq(ossFile.affairId, affairId), isNull(ossFile.removedAt)))
    .orderBy(asc(ossFile.boundAt), asc(ossFile.id));
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
  const current = await tx
    .select({ id: ossFile.id })
    .from(ossFile)
    .where(and(eq(ossFile.affairId, affairId), isNull(ossFile.removedAt)));
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

/** GET /sys/oss/list/{id}: the affair's files the caller may read. */
export async function listReadable(db: Db, p: Principal, affairId: string): Promise<OssFile[]> {
  const rows = await db
    .select()
    .from(ossFile)
    .where(and(eq(ossFile.affairId, affairId), isNull(ossFile.removedAt)))
    .orderBy(asc(ossFile.boundAt), asc(ossFile.id));
  const out: OssFile[] = [];
  for (const row of rows) if (await mayRead(db, p, row)) out.push(toRecord(row));
  return out;
}

/** The file behind a download: 404 alike for "no such file" and "not yours to see". */
export async function readableFile(db: Db, p: Principal, id: string): Promise<OssFileRow> {
  const [row] = await db.select().from(ossFile).where(eq(ossFile.id, id)).limit(1);
  if (!row || !(await mayRead(db, p, row))) throw notFound('附件');
  return row;
}

/** GET /sys/oss/download?module&path: the path must be a key the server made, under that module. */
export async function readableByPath(db: Db, p: Principal, module: string, key: string): Promise<OssFileRow> {
  const m = module.trim().toLowerCase();
  if (!isSafeKey(key) || key.split('/')[0] !== m) throw badRequest(OssMsg.badPath);
  const [row] = await db.select().from(ossFile).where(eq(ossFile.path, key)).limit(1);
  if (!row || !(await mayRead(db, p, row))) throw notFound('附件');
  return row;
}

/**
 * GET /sys/oss/file/{id} without a token: only editor pictures, whose permanent
 * address sits in published rich text (`<img src>` cannot send a token).
 */
export async function publicFile(db: Db, id: string): Promise<OssFileRow | null> {
  const [row] = await db.select().from(ossFile).where(eq(ossFile.id, id)).limit(1);
  return row && !row.removedAt && row.kind === 'editor' ? row : null;
}

/**
 * GET /sys/oss/rpc/download/{id}: the signature stands in for the sign-in, and only
 * while the session it was made for lives (not signed out, revoked, expired or idle).
 */
export async function signedFile(
  db: Db,
  id: string,
  q: { module: string; t: number; s: string; r: string },
  idleMinutes: number,
  now = Date.now(),
): Promise<OssFileRow> {
  if (!verifySignature(id, q.module, q.t, q.s, q.r, now)) throw forbidden(OssMsg.badLink);
  const [s] = await db
    .select({ lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.id, q.s), isNull(session.revokedAt)))
    .limit(1);
  if (!s || s.expiresAt.getTime() < now || now - s.lastSeenAt.getTime() > idleMinutes * 60_000) throw forbidden(OssMsg.badLink);
  const [row] = await db.select().from(ossFile).where(eq(ossFile.id, id)).limit(1);
  if (!row || row.removedAt || row.module !== q.module) throw notFound('附件');
  return row;
}

// ---------------------------------------------------------------------------
// Clean-up
// ---------------------------------------------------------------------------

/**
 * Never bound and older than cutoff. Editor pictures are exempt: the rich text
 * that shows them holds only their address, so nothing ever binds them.
 */
const stale = (cutoff: Date) => and(isNull(ossFile.affairId), lt(ossFile.createdAt, cutoff), ne(ossFile.kind, 'editor'));

/**
 * Deletes the rows first (only if still removed, or still unbound and stale),
 * then the contents: a file bound meanwhile keeps both. A content that cannot
 * be deleted is left behind rather than leaving a record without content.
 */
async function purge(deps: OssDeps, rows: Pick<OssFileRow, 'id' | 'path'>[], cutoff?: Date): Promise<string[]> {
  const done: string[] = [];
  for (const row of rows) {
    const gone = or(isNotNull(ossFile.removedAt), cutoff ? stale(cutoff) : undefined);
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
  /** unbound files older than this go; 24 hours by default */
  maxAgeMs?: number;
}

/**
 * Deletes files never bound within maxAgeMs and files removed from their
 * affair, with their contents, and staged uploads left by dropped connections.
 * Runs at start and hourly (routes.ts); call it directly in tests.
 */
export async function sweepUnboundFiles(deps: OssDeps, opts: SweepOptions = {}): Promise<{ removed: number }> {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - (opts.maxAgeMs ?? DAY_MS));
  let removed = 0;
  const ids: string[] = [];
  for (;;) {
    const batch = await deps.db
      .select({ id: ossFile.id, path: ossFile.path })
      .from(ossFile)
      .where(or(isNotNull(ossFile.removedAt), stale(cutoff)))
      .orderBy(asc(ossFile.id))
      .limit(200);
    if (!batch.length) break;
    const done = await purge(deps, batch, cutoff);
    removed += done.length;
    ids.push(...done.slice(0, 100 - ids.length));
    if (done.length < batch.length) break; // rows bound meanwhile: leave them for the next run
  }
  if (removed) {
    await audit(deps.db, systemActor, { objectType: OBJECT, action: 'sweep', detail: { removed, fileIds: ids } });
  }
  await cleanStaging(deps.storage.tmpDir, 3600_000, now.getTime());
  return { removed };
}
