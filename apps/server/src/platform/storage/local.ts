import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from './keys';
import type { ObjectStorage, StoredObject } from './types';

/** Files in a folder (DATA_DIR/files by default); the staging folder is root/.tmp, on the same file system so a move is a rename. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly tmpDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  async putFile(key: string, stagedPath: string, _contentType?: string): Promise<void> {
    const target = resolveInside(this.root, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(stagedPath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // STORAGE_DIR on another device than its .tmp (a bind mount): copy, then drop the staged file
      await fsp.copyFile(stagedPath, target, fs.constants.COPYFILE_EXCL);
      await fsp.rm(stagedPath, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = resolveInside(this.root, key);
    try {
      const st = await fsp.stat(file);
      if (!st.isFile()) return null;
      return { stream: fs.createReadStream(file), size: st.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(resolveInside(this.root, key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(resolveInside(this.root, key))).isFile();
    } catch {
      return false;
    }
  }
}
