import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import yazl from 'yazl';
import type { AppConfig } from '../platform/config';
import { DataDirLockedError, lockDataDir } from '../platform/db/lock';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST,
  OpsError,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
  sha256,
  sha256File,
} from './backup-format';
import { pgDump, pgToolVersion } from './pg-tools';

const KEY_FILES = ['jwt.secret', 'sm2.json'];

/**
 * Writes one archive of the database, the uploaded files and the keys. An
 * embedded (PGlite) database belongs to the one server process that opened
 * it, so its backup needs the server stopped: the data folder lock is taken
 * for the duration, which also keeps a server from starting mid-backup.
 * PostgreSQL is dumped while the server runs (pg_dump takes a snapshot).
 */
export async function createBackup(config: AppConfig, out: string, appVersion: string): Promise<BackupManifest> {
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new OpsError(`备份文件 ${target} 已存在，不会覆盖；请换一个文件名（--out）。`);
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError)
        throw new OpsError(`${err.message}\n内嵌数据库（PGlite）只能在服务停止后备份：请先停止服务，再运行 npm run backup。`);
      throw err;
    }
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-backup-'));
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl
        ? { kind: 'postgres', entry: PG_DUMP_ENTRY, tool: await pgToolVersion('pg_dump') }
        : { kind: 'pglite', entry: PGLITE_ENTRY, tool: `PGlite ${pgliteVersion()}` },
      storage: { kind: config.storage.kind, fileCount: 0, bytes: 0 },
      keys: { files: [] },
      entries: {},
    };
    const zip = new yazl.ZipFile();
    const addFile = async (name: string, file: string, compress = true) => {
      const size = fs.statSync(file).size;
      manifest.entries[name] = { size, sha256: await sha256File(file) };
      zip.addFile(file, name, { compress, mode: 0o100600 });
    };

    if (config.databaseUrl) {
      const dumpFile = path.join(scratch, 'postgres.dump');
      await pgDump(config.databaseUrl, dumpFile);
      // the custom format is already compressed
      await addFile(PG_DUMP_ENTRY, dumpFile, false);
    } else {
      const tar = await dumpPglite(path.join(config.dataDir, 'pg'));
      manifest.entries[PGLITE_ENTRY] = { size: tar.length, sha256: sha256(tar) };
      zip.addBuffer(tar, PGLITE_ENTRY, { mode: 0o100600 });
    }

    if (config.storage.kind === 'local') {
      for (const rel of storedFiles(config.storage.root)) {
        const name = `files/${rel.split(path.sep).join('/')}`;
        // uploads are mostly PDF, images and Office files: already compressed
        await addFile(name, path.join(config.storage.root, rel), false);
        manifest.storage.fileCount++;
        manifest.storage.bytes += manifest.entries[name].size;
      }
    } else {
      manifest.storage.note = `文件存放在对象存储桶 ${config.storage.s3?.bucket ?? ''}，不在本备份中；请用存储服务自身的版本控制或复制功能（如 mc mirror）备份该桶。`;
    }

    for (const name of KEY_FILES) {
      const file = path.join(config.dataDir, 'keys', name);
      if (!fs.existsSync(file)) continue;
      await addFile(`keys/${name}`, file);
      manifest.keys.files.push(name);
    }
    if (process.env.JWT_SECRET || process.env.SM2_PUBLIC_KEY) {
      manifest.keys.note = '部分密钥来自环境变量（JWT_SECRET / SM2_PUBLIC_KEY / SM2_PRIVATE_KEY），不在本备份中，请另行妥善保存。';
    }

    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST, { mode: 0o100600 });
    zip.end();
    await writeArchive(zip, target);
    return manifest;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    release();
  }
}

async function dumpPglite(pgDir: string): Promise<Buffer> {
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) throw new OpsError(`数据目录中没有内嵌数据库（${pgDir}）：请检查 DATA_DIR。`);
  const client = await PGlite.create(pgDir);
  try {
    // a checkpoint first, so the copied folder needs no WAL replay
    await client.exec('CHECKPOINT');
    return Buffer.from(await ((await client.dumpDataDir('none')) as Blob).arrayBuffer());
  } finally {
    await client.close();
  }
}

function pgliteVersion(): string {
  try {
    const pkg = path.join(path.dirname(new URL(import.meta.resolve('@electric-sql/pglite')).pathname), '../package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Stored files, relative to root; the staging folder (.tmp) holds only uploads in flight. */
function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel !== '.tmp' && !rel.startsWith(`.tmp${path.sep}`) && fs.lstatSync(path.join(root, rel)).isFile())
    .sort();
}

/** Written beside the target as .partial (0600) and renamed at the end, so a failed run leaves no truncated archive. */
async function writeArchive(zip: yazl.ZipFile, target: string): Promise<void> {
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const fd = fs.openSync(partial, 'wx', 0o600);
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = fs.createWriteStream('', { fd, autoClose: true });
      zip.outputStream.on('error', reject).pipe(stream).on('error', reject).on('close', resolve);
    });
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
