import { Msg, type OssFile, OssMsg } from '@cppcc/contracts';
import { asc, eq } from 'drizzle-orm';
import { liveSessionUser } from '../../platform/auth/file-cookie';
import { loadPrincipal, type Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { badRequest, forbidden, loginExpired, notFound } from '../../platform/errors';
import { isSafeKey } from '../../platform/storage/keys';
import { mayRead } from './policy';
import { attachmentsOf, toRecord } from './service';
import { verifySignature } from './signing';
import { type OssFileRow, ossFile } from './tables';

/** GET /sys/oss/list/{id}: the affair's files the caller may read. */
export async function listReadable(db: Db, p: Principal, affairId: string): Promise<OssFile[]> {
  const rows = await db.select().from(ossFile).where(attachmentsOf(affairId)).orderBy(asc(ossFile.boundAt), asc(ossFile.id));
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
 * The reader of GET /sys/oss/file/{id} without a token: a picture in rich text
 * (`<img>` sends the session's file cookie, never a token). The same rules as a
 * signed-in call: a live session, a changed password, and the record's reading
 * rights through the file policy.
 */
export async function cookieReader(db: Db, sessionId: string | null, idleMinutes: number): Promise<Principal> {
  const userId = sessionId ? await liveSessionUser(db, sessionId, idleMinutes) : null;
  const core = userId ? await loadPrincipal(db, userId) : null;
  if (!sessionId || !core) throw loginExpired();
  if (core.mustChangePassword) throw forbidden(Msg.changePasswordFirst);
  return { ...core, sessionId };
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
  if (!(await liveSessionUser(db, q.s, idleMinutes, now))) throw forbidden(OssMsg.badLink);
  const [row] = await db.select().from(ossFile).where(eq(ossFile.id, id)).limit(1);
  if (!row || row.removedAt || row.module !== q.module) throw notFound('附件');
  return row;
}
