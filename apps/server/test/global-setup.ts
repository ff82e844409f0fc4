import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { manifests } from '../src/modules';
import { createContext, prepareDatabase } from '../src/platform/bootstrap';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';

/**
 * Migrates and seeds one template database per run (architecture.md §Tests):
 * a PGlite dump on disk, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set. Each test file starts from a copy.
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
  const database = await openDatabase({});
  await prepareDatabase(createContext(testConfig(dir), database), database, manifests);
  const dump = await database.dump!();
  fs.writeFileSync(path.join(dir, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function testConfig(dir: string) {
  return loadConfig({ DATA_DIR: dir, DEMO: '1', DEMO_PASSWORD: 'Cppcc@2026', LOG_LEVEL: 'silent' });
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
