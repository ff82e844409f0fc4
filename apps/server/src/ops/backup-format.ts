import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** One backup archive (zip): manifest.json, database/…, files/…, keys/…. */
export const BACKUP_FORMAT = 'cppcc-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
/** PGlite: the data folder as PGlite's dumpDataDir tarball (opened again with loadDataDir) */
export const PGLITE_ENTRY = 'database/pglite-datadir.tar';
/** PostgreSQL: pg_dump --format=custom, restored with pg_restore */
export const PG_DUMP_ENTRY = 'database/postgres.dump';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; entry: string; tool: string };
  storage: { kind: 'local' | 's3'; fileCount: number; bytes: number; note?: string };
  keys: { files: string[]; note?: string };
  /** every other entry of the archive and its SHA-256, checked on restore */
  entries: Record<string, { size: number; sha256: string }>;
}

/** An operator's mistake or a refusal, said in Chinese; the CLI prints it without a stack. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export function sha256(buf: Uint8Array): string {
  return createHash('sha256').update(buf).digest('hex');
}
