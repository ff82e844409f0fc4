import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import yauzl from 'yauzl';
import type { AppConfig } from '../platform/config';
import { lockDataDir } from '../platform/db/lock';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST,
  OpsError,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
} from './backup-format';
import { pgRestore } from './pg-tools';
import { makePrivateTree } from './private-tree';

/**
 * Brings an archive of createBackup back into an empty DATA_DIR (and, for
 * PostgreSQL, an empty database). Nothing is merged or overwritten: a target
 * that holds anything is refused. Every entry is checked against the
 * manifest's SHA-256 before the database is loaded.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<BackupManifest> {
  const source = path.resolve(archive);
  if (!fs.existsSync(source)) throw new OpsError(`找不到备份文件 ${source}。`);
  const zip = await openArchive(source);
  try {
    const entries = new Map<string, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    } catch (err) {
      // yauzl refuses absolute and `..` names itself
      throw new OpsError(`备份文件中有无法识别的条目或已损坏：${(err as Error).message}`);
    }
    const manifest = await readManifest(zip, entries);

    const wantPostgres = manifest.database.kind === 'postgres';
    if (wantPostgres && !config.databaseUrl)
      throw new OpsError('该备份来自 PostgreSQL 数据库：请设置 DATABASE_URL 指向一个空数据库后再恢复。');
    if (!wantPostgres && config.databaseUrl) throw new OpsError('该备份来自内嵌数据库（PGlite）：恢复时请不要设置 DATABASE_URL。');
    assertEmptyFolder(config.dataDir, '数据目录');
    const localFiles = config.storage.kind === 'local';
    if (localFiles && !isInside(config.dataDir, config.storage.root)) assertEmptyFolder(config.storage.root, '文件存储目录');
    if (!localFiles && manifest.storage.fileCount > 0) {
      throw new OpsError(
        '该备份中的文件属于本地存储，而当前配置为对象存储（STORAGE=s3）：请去掉 STORAGE 设置后恢复，再自行把文件上传到存储桶。',
      );
    }
    if (config.databaseUrl) await assertEmptyDatabase(config.databaseUrl);

    makePrivateTree(config.dataDir);
    const release = lockDataDir(config.dataDir);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-restore-'));
    try {
      for (const [name, meta] of Object.entries(manifest.entries)) {
        const entry = entries.get(name);
        if (!entry) throw new OpsError(`备份文件不完整：缺少 ${name}。`);
        const dest = destinationOf(config, name, scratch);
        fs.mkdirSync(path.dirname(dest), { recursive: true, mode: 0o700 });
        const hash = createHash('sha256');
        const out = fs.createWriteStream(dest, { flags: 'wx', mode: 0o600 });
        const stream = await zip.openReadStreamPromise(entry);
        stream.on('data', (chunk: Buffer) => hash.update(chunk));
        await pipeline(stream, out);
        if (hash.digest('hex') !== meta.sha256) throw new OpsError(`备份文件已损坏：${name} 的校验值不符。`);
      }
      if (wantPostgres) {
        await pgRestore(config.databaseUrl as string, path.join(scratch, PG_DUMP_ENTRY));
      } else {
        const pgDir = path.join(config.dataDir, 'pg');
        const tar = fs.readFileSync(path.join(scratch, PGLITE_ENTRY));
        const client = await PGlite.create(pgDir, { loadDataDir: new Blob([tar]) });
        await client.close();
        makePrivateTree(pgDir);
      }
      return manifest;
    } catch (err) {
      // the target was empty: leave it empty rather than half restored
      release();
      emptyFolder(config.dataDir);
      if (localFiles && !isInside(config.dataDir, config.storage.root)) emptyFolder(config.storage.root);
      throw err;
    } finally {
      release();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  } finally {
    zip.close();
  }
}

async function openArchive(file: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new OpsError(`${file} 不是有效的备份文件（无法按 zip 读取）。`);
  }
}

async function readManifest(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): Promise<BackupManifest> {
  const entry = entries.get(MANIFEST);
  if (!entry) throw new OpsError('备份文件中没有 manifest.json，不是本系统的备份。');
  const chunks: Buffer[] = [];
  await pipeline(
    await zip.openReadStreamPromise(entry),
    new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  } catch {
    throw new OpsError('备份文件中的 manifest.json 无法解析。');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new OpsError('备份文件中的 manifest.json 不是本系统的备份清单。');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new OpsError(`备份格式版本 ${manifest.formatVersion} 比本程序新，请升级后再恢复。`);
  return manifest;
}

/**
 * Where an entry goes. Names come from the archive, so each is matched
 * against the three known shapes and must land inside its folder.
 */
function destinationOf(config: AppConfig, name: string, scratch: string): string {
  if (name === PGLITE_ENTRY || name === PG_DUMP_ENTRY) return path.join(scratch, name);
  const keys = /^keys\/(jwt\.secret|sm2\.json)$/.exec(name);
  if (keys) return path.join(config.dataDir, 'keys', keys[1]);
  if (name.startsWith('files/') && config.storage.kind === 'local') {
    const root = path.resolve(config.storage.root);
    const dest = path.resolve(root, name.slice('files/'.length));
    if (isInside(root, dest) && !name.includes('\\') && !name.includes('\0')) return dest;
  }
  throw new OpsError(`备份文件中有无法识别的条目：${JSON.stringify(name)}。`);
}

function isInside(root: string, file: string): boolean {
  const rel = path.relative(path.resolve(root), path.resolve(file));
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

function assertEmptyFolder(dir: string, label: string) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new OpsError(`${label} ${dir} 不是空的：恢复只写入空目录，不会覆盖现有数据。请指定一个新目录（--data-dir）。`);
  }
}

function emptyFolder(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

async function assertEmptyDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) throw new OpsError(`DATABASE_URL 指向的数据库已有 ${rows[0].n} 张表：恢复只写入空数据库，请先新建一个空数据库。`);
  } finally {
    await client.end();
  }
}
