import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two servers on one data folder corrupt it. A pid
 * file created with O_EXCL marks the owner; a file left by a dead process is
 * taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      assertDataDirFree(dataDir);
      // left by a dead process
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, 0);
}

/**
 * Throws DataDirLockedError when another live process holds the lock; leaves
 * the lock file alone either way, so `npm start` can ask before it builds and
 * backup can refuse while the server runs.
 */
export function assertDataDirFree(dataDir: string): void {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`数据目录 ${dataDir} 已被另一个服务进程（pid ${pid}）占用；内嵌数据库只能由一个进程打开，请先停止该进程或设置不同的 DATA_DIR。`);
    this.name = 'DataDirLockedError';
  }
}
