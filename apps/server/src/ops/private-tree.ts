import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything the server writes (database, keys, uploaded files) is created
 * owner-only: PGlite's WASM file system creates files with 0666 & ~umask, so
 * the umask is the one setting that reaches every writer.
 */
export const PRIVATE_UMASK = 0o077;

export interface TightenReport {
  /** mode the root had before (e.g. 0o755), null when the folder was created now */
  rootModeBefore: number | null;
  /** files and folders whose mode was narrowed */
  changed: number;
  /** files and folders looked at */
  seen: number;
  ms: number;
}

/**
 * Creates root as 0700, or narrows an existing tree: folders to 0700, files to
 * owner bits only. Symbolic links are neither followed nor changed. Data
 * folders written by an earlier version (0755 folders, 0666 database files)
 * are fixed this way once; later starts find nothing to change.
 */
export function makePrivateTree(root: string): TightenReport {
  const started = performance.now();
  let rootModeBefore: number | null = null;
  try {
    rootModeBefore = fs.statSync(root).mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const report: TightenReport = { rootModeBefore, changed: 0, seen: 0, ms: 0 };
  narrow(root, true, report);
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        narrow(full, true, report);
        stack.push(full);
      } else if (entry.isFile()) {
        narrow(full, false, report);
      }
    }
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

function narrow(file: string, isDir: boolean, report: TightenReport) {
  report.seen++;
  const mode = fs.statSync(file).mode & 0o777;
  const wanted = isDir ? 0o700 : mode & 0o700;
  if (mode !== wanted) {
    fs.chmodSync(file, wanted);
    report.changed++;
  }
}

/** The start-up log line, in Chinese, or null when there was nothing to say. */
export function describeTighten(root: string, r: TightenReport): string | null {
  if (r.changed === 0) return null;
  const was = r.rootModeBefore === null ? '' : `（原权限 0${r.rootModeBefore.toString(8)}）`;
  return `数据目录 ${root}${was}权限过宽，已收紧为仅所有者可访问：${r.changed} 个文件或目录改为 0700/0600，用时 ${r.ms} 毫秒。`;
}
