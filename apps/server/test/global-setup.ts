import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { manifests } from '../src/modules';
import { createContext, prepareDatabase } from '../src/platform/bootstrap';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';

/**
 * Migrates and seeds one template database per run (architecture.md §Tests):
 * a PGlite data folder on disk, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set. Each test app starts from a copy.
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-test-'));
  process.env.CPPCC_TEST_DIR = dir;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `cppcc_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDb(url, template) });
    await prepareDatabase(createContext(testConfig(dir), database), database, manifests);
    await database.close();
    process.env.CPPCC_TEST_TEMPLATE = template;
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const templateDir = pgliteTemplateDir(dir);
  const database = await openDatabase({ pgDir: templateDir });
  await prepareDatabase(createContext(testConfig(dir), database), database, manifests);
  // PGlite zeroes all of shared_buffers at every start (128 MB by default: over half a second of CPU per
  // test app); the seeded database is under 30 MB and lives in the page cache anyway
  await database.db.execute(sql.raw(`ALTER SYSTEM SET shared_buffers = '${PGLITE_TEST_SHARED_BUFFERS}'`));
  // closed, not dumped while open: a clean shutdown, so a copy starts without crash recovery
  await database.close();
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export const PGLITE_TEST_SHARED_BUFFERS = '32MB';

/** The migrated and seeded PGlite data folder that createTestApp copies (a folder copy is cheaper than untarring a dump). */
export function pgliteTemplateDir(dir: string): string {
  return path.join(dir, 'template-pg');
}

export function testConfig(dir: string) {
  return loadConfig({ DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'silent' });
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function adminQuery(url: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}
