import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StagedFile {
  /** absolute path inside the staging folder */
  path: string;
  size: number;
  sha256: string;
  /** more bytes came than `maxBytes`; the staged copy holds only the first maxBytes */
  truncated: boolean;
}

/**
 * Writes an incoming stream to a new file in the staging folder, hashing and
 * counting on the way; stops keeping bytes past maxBytes. The caller removes
 * the staged file (discardStaged) unless it stores it.
 */
export async function stageStream(tmpDir: string, source: NodeJS.ReadableStream, maxBytes: number): Promise<StagedFile> {
  await fsp.mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let truncated = false;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (truncated) return done();
      const room = maxBytes - size;
      if (chunk.length > room) {
        truncated = true;
        chunk = chunk.subarray(0, Math.max(room, 0));
      }
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await discardStaged(file);
    throw err;
  }
  return { path: file, size, sha256: hash.digest('hex'), truncated };
}

export async function discardStaged(file: string): Promise<void> {
  await fsp.rm(file, { force: true }).catch(() => {});
}

/** Staged files left by a crash or a dropped connection; returns how many were removed. */
export async function cleanStaging(tmpDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const st = await fsp.stat(file).catch(() => null);
    if (st?.isFile() && now - st.mtimeMs > olderThanMs) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
