import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start test databases from (architecture.md §Tests). */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | null;
  /** PGlite data folder; omitted means in memory */
  pgDir?: string;
  /** PGlite only: start from a dump made by `dump()` */
  loadDataDir?: Blob;
}

/** Checked-in migrations; beside src/ in development, beside dist/ once built. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['../../../drizzle', '../drizzle', './drizzle']) {
    const dir = path.resolve(here, candidate);
    if (fs.existsSync(path.join(dir, 'meta/_journal.json'))) return dir;
  }
  throw new Error('migrations folder not found');
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // an idle client dropped by the server (restart, admin termination) must not bring the process down;
    // the pool replaces it on the next checkout
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (opts.pgDir) fs.mkdirSync(opts.pgDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(opts.pgDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const pgliteDb = drizzlePglite(client);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
