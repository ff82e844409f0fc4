import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDb } from '../../test/global-setup';
import { sm2Encrypt } from '../platform/auth/keys';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../platform/config';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { openToOthers, type RunningServer, startServer } from './test-support';

/**
 * The whole round trip an operator makes: a real server seeds a new data
 * folder, a record and a file are added through the API, the server stops,
 * npm run backup, npm run restore into a new folder, a server starts on it.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const PASSWORD = DEFAULT_DEMO_PASSWORD;
const pgUrl = process.env.TEST_DATABASE_URL;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);

let work: string;
const databases: string[] = [];
const servers: RunningServer[] = [];

function setup(name: string) {
  const dataDir = path.join(work, name);
  let databaseUrl = '';
  if (pgUrl) {
    const db = `cppcc_bk_${name}_${randomBytes(4).toString('hex')}`;
    databases.push(db);
    databaseUrl = withDb(pgUrl, db);
  }
  return { dataDir, databaseUrl, config: loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO: '1' }) };
}

async function api(
  server: RunningServer,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}/api/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

/** Signs in the way the browser does: the public key (and, where the server issues one, a one-time nonce) first. */
async function login(server: RunningServer, who: string): Promise<string> {
  const key = ((await (await api(server, 'GET', 'sso/public-key', null)).json()) as { data: { publicKey: string; nonce?: string } }).data;
  const plain = key.nonce ? JSON.stringify({ nonce: key.nonce, ts: Date.now(), password: PASSWORD }) : PASSWORD;
  const res = await api(server, 'POST', 'sso/login', null, { username: who, password: sm2Encrypt(key.publicKey, plain) });
  const body = (await res.json()) as { code: string; msg: string; data: { token: string } };
  if (body.code !== '00000') throw new Error(`login ${who}: ${body.msg}`);
  return body.data.token;
}

/** Row count and an md5 of every row, per table: identical fingerprints mean identical data. */
async function fingerprint(dataDir: string, databaseUrl: string): Promise<Record<string, string>> {
  const tablesSql = `select table_schema || '.' || table_name as t from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1`;
  const rowsSql = (t: string) => {
    const [schema, table] = t.split('.');
    return `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from "${schema}"."${table}" x`;
  };
  const out: Record<string, string> = {};
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const { t } of (await client.query<{ t: string }>(tablesSql)).rows) {
        const { n, h } = (await client.query<{ n: number; h: string }>(rowsSql(t))).rows[0];
        out[t] = `${n} ${h}`;
      }
    } finally {
      await client.end();
    }
    return out;
  }
  const db = await PGlite.create(path.join(dataDir, 'pg'));
  try {
    for (const { t } of (await db.query<{ t: string }>(tablesSql)).rows) {
      const { n, h } = (await db.query<{ n: number; h: string }>(rowsSql(t))).rows[0];
      out[t] = `${n} ${h}`;
    }
  } finally {
    await db.close();
  }
  return out;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-backup-test-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  if (pgUrl) for (const db of databases) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings back every record, file and key into a new folder', { timeout: 480_000 }, async () => {
    const source = setup('source');
    if (pgUrl) await adminQuery(pgUrl, `CREATE DATABASE ${databases[0]}`);
    const first = await startServer({ DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
    servers.push(first);
    const token = await login(first, 'weiyuan');

    const form = new FormData();
    form.append('module', 'proposal');
    form.append('file', new Blob([PDF]), '关于备份的提案.pdf');
    const up = (await (await api(first, 'POST', 'sys/oss/upload', token, form)).json()) as {
      code: string;
      msg: string;
      data: { id: string };
    };
    expect(up.code, up.msg).toBe('00000');
    const affair = ((await (await api(first, 'GET', 'id/get', token)).json()) as { data: string }).data;
    const bound = await api(first, 'POST', 'sys/oss/binding', token, { fileIds: [up.data.id], id: affair });
    expect(bound.status).toBe(200);
    if (!pgUrl) {
      // the embedded database belongs to the running server: no backup behind its back
      await expect(createBackup(source.config, path.join(work, 'live.zip'), 'test')).rejects.toThrow('只能在服务停止后备份');
      expect(fs.existsSync(path.join(work, 'live.zip'))).toBe(false);
    }
    await first.stop();
    servers.pop();

    // finding 7: what a fresh start leaves behind is owner-only
    expect(openToOthers(source.dataDir)).toEqual([]);

    const before = await fingerprint(source.dataDir, source.databaseUrl);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    const archive = path.join(work, 'backup.zip');
    const manifest = await createBackup(source.config, archive, 'test');
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      database: { kind: pgUrl ? 'postgres' : 'pglite' },
      storage: { kind: 'local', fileCount: 1 },
      keys: { files: ['jwt.secret', 'sm2.json'] },
    });

    const target = setup('target');
    if (pgUrl) await adminQuery(pgUrl, `CREATE DATABASE ${databases[1]}`);
    // a folder that holds anything is refused, and left as it was
    fs.mkdirSync(target.dataDir);
    fs.writeFileSync(path.join(target.dataDir, 'note.txt'), 'x');
    await expect(restoreBackup(target.config, archive)).rejects.toThrow('不是空的');
    expect(fs.readdirSync(target.dataDir)).toEqual(['note.txt']);
    fs.rmSync(path.join(target.dataDir, 'note.txt'));

    await restoreBackup(target.config, archive);
    expect(openToOthers(target.dataDir)).toEqual([]);
    expect(await fingerprint(target.dataDir, target.databaseUrl)).toEqual(before);
    for (const key of ['jwt.secret', 'sm2.json']) {
      expect(fs.readFileSync(path.join(target.dataDir, 'keys', key))).toEqual(fs.readFileSync(path.join(source.dataDir, 'keys', key)));
    }

    const second = await startServer({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
    servers.push(second);
    // the token issued before the backup still verifies: same signing key, same session row
    const file = await api(second, 'GET', `sys/oss/file/${up.data.id}?dl=1`, token);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const listed = (await (await api(second, 'GET', `sys/oss/list/${affair}`, token)).json()) as { data: { id: string }[] };
    expect(listed.data.map((f) => f.id)).toEqual([up.data.id]);
    // and a demo account signs in with the SM2 key pair restored from the archive
    expect(await login(second, 'admin')).toBeTruthy();
  });
});
