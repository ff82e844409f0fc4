import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../platform/config';

/**
 * The folder of the office-document service: DATA_DIR/officedoc, with
 * `docs/<documentId>.docx` (written on every save) and
 * `upload/<userId>/<id>.docx` (files handed to uploadFile.do for import).
 * Every relative path here is made by the server and checked against these shapes
 * before use, so a path from a request can never leave the folder.
 */
export function officeRoot(config: AppConfig): string {
  return path.join(config.dataDir, 'officedoc');
}

const ID = /^[0-9a-z]{1,64}$/;
const UPLOAD_PATH = /^upload\/([0-9a-z]{1,64})\/([0-9a-z]{1,64})\.docx$/;

export const docxPathOf = (documentId: string): string => {
  if (!ID.test(documentId)) throw new Error('bad document id');
  return `docs/${documentId}.docx`;
};

export const uploadPathOf = (userId: string, id: string): string => {
  if (!ID.test(userId) || !ID.test(id)) throw new Error('bad upload id');
  return `upload/${userId}/${id}.docx`;
};

/** The owner of an upload path, or null when the text is not one. */
export function uploadOwner(relPath: string): string | null {
  const m = UPLOAD_PATH.exec(relPath);
  return m ? m[1] : null;
}

export function absolute(config: AppConfig, relPath: string): string {
  const root = officeRoot(config);
  const full = path.resolve(root, relPath);
  if (!full.startsWith(root + path.sep)) throw new Error('path outside the office folder');
  return full;
}

/** Written beside the target and renamed over it: a reader never sees half a file. */
export async function writeAtomic(config: AppConfig, relPath: string, data: Buffer): Promise<void> {
  const full = absolute(config, relPath);
  await fs.mkdir(path.dirname(full), { recursive: true });
  const tmp = `${full}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, full);
}

export async function readIfExists(config: AppConfig, relPath: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(absolute(config, relPath));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Bytes the user keeps in uploads waiting to be imported (counted against the storage quota). */
export async function uploadBytesOf(config: AppConfig, userId: string): Promise<number> {
  const dir = path.dirname(absolute(config, uploadPathOf(userId, 'x')));
  let total = 0;
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const st = await fs.stat(path.join(dir, name)).catch(() => null);
    if (st?.isFile()) total += st.size;
  }
  return total;
}

/**
 * An upload is only a carrier: api.do reads it into the editor at once and the
 * document keeps its own HTML and .docx. Uploads older than maxAgeMs go, with
 * the folders they leave empty (and stray temporary files of writeAtomic).
 */
export async function sweepUploads(config: AppConfig, maxAgeMs: number, now = Date.now()): Promise<number> {
  const root = path.join(officeRoot(config), 'upload');
  let removed = 0;
  for (const user of await fs.readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, user);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    let left = names.length;
    for (const name of names) {
      const file = path.join(dir, name);
      const st = await fs.stat(file).catch(() => null);
      if (!st?.isFile() || now - st.mtimeMs <= maxAgeMs) continue;
      await fs.rm(file, { force: true });
      removed++;
      left--;
    }
    if (left === 0) await fs.rmdir(dir).catch(() => {});
  }
  return removed;
}
