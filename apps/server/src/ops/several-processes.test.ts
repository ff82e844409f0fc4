import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { WS_CLOSE_SESSION_REVOKED } from '@cppcc/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, pgliteTemplateDir, withDb } from '../../test/global-setup';
import { encryptPasswordPayload } from '../modules/sso/password-nonce';
import { loadKeys } from '../platform/auth/keys';
import { DEFAULT_DEMO_PASSWORD } from '../platform/config';
import { type RunningServer, startServer } from './test-support';

/**
 * Issue 19: two real server processes (src/main.ts) on one PostgreSQL database
 * and one Redis, as behind a load balancer. What one process does, the other
 * sees: the bell, a revoked session, the security policy; a scheduled job runs
 * once. Needs PostgreSQL (the embedded database is one process by design).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = DEFAULT_DEMO_PASSWORD;

/** What the test uses of a `ws` client socket (the package ships no types here). */
interface ClientSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

async function api<T>(base: string, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function loginWith(base: string, username: string, plain: string): Promise<string> {
  const key = await api<{ publicKey: string; nonce: string }>(base, 'GET', '/sso/public-key');
  const password = encryptPasswordPayload(key.body.data.publicKey, key.body.data.nonce, plain);
  const res = await api<{ token: string }>(base, 'POST', '/sso/login', undefined, { username, password });
  if (res.body.code !== '00000') throw new Error(`login ${username}: ${res.body.code} ${res.body.msg}`);
  return res.body.data.token;
}
const login = (base: string, username: string) => loginWith(base, username, PASSWORD);

/** The bell as the web app holds it: the unread counts pushed, and the close code. */
async function bell(base: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`);
  const counts: { count: number; at: number }[] = [];
  const waiters: (() => void)[] = [];
  let closedWith: number | null = null;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; count: number };
    if (frame.type === 'unread') counts.push({ count: frame.count, at: performance.now() });
    for (const w of waiters.splice(0)) w();
  });
  socket.on('close', (code) => {
    closedWith = code;
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  const until = async (done: () => boolean, ms: number) => {
    const deadline = performance.now() + ms;
    while (!done()) {
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`bell: nothing within ${ms} ms (counts ${JSON.stringify(counts)}, closed ${closedWith})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  };
  return { counts, until, closedWith: () => closedWith, close: () => socket.close() };
}

/** The pino lines of a server's output that are about one job. */
function jobLines(out: string, job: string): { msg: string; slot: number }[] {
  return out
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes(`"job":"${job}"`))
    .map((l) => JSON.parse(l) as { msg: string; slot: number });
}

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL and one Redis (needs TEST_DATABASE_URL)', () => {
  const dbName = `cppcc_mp_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  const servers: RunningServer[] = [];
  let a: RunningServer;
  let b: RunningServer;
  let sql: pg.Client;

  beforeAll(async () => {
    const url = pgUrl as string;
    // a new, empty database: the two processes starting together must migrate and seed it once between them
    await adminQuery(url, `CREATE DATABASE ${dbName}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-mp-'));
    // the processes share the keys (in production: JWT_SECRET and SM2_* in the environment of each)
    loadKeys(dataDir, {});
    const env = {
      DATABASE_URL: withDb(url, dbName),
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      // one prefix per run: parallel runs on one Redis do not hear each other
      REDIS_PREFIX: `cppcc-mp-${randomBytes(5).toString('hex')}:`,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNIN_GLOBAL_PER_MINUTE: '100000',
      MAX_SESSIONS_PER_USER: '0',
    };
    // started together, as a deployment starts its processes: both schedulers race for the jobs' first slots
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [a, b] = servers;
    sql = new pg.Client({ connectionString: withDb(url, dbName) });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((s) => s.stop()));
    if (pgUrl) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds the new database once, whichever process comes first', async () => {
    const seededBy = [a, b].filter((s) => s.output().includes('首次启动，已写入演示数据'));
    expect(seededBy).toHaveLength(1);
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from sys_user where login_name = 'chengban'`);
    expect(rows[0].n).toBe(1);
  });

  it('rings the bell of a user connected to B within 1 s of a message sent through A', async () => {
    const { rows } = await sql.query<{ id: string }>(
      `select pu.proposal_id as id from proposal_unit pu
         join proposal p on p.id = pu.proposal_id
         join sys_user u on u.org_id = pu.unit_id and u.login_name = 'chengban'
        where pu.phase = 'formal' and pu.active and pu.sign_state in (0, 1, -1, -3, -4)
          and p.state in (10, 11) and p.deleted_at is null
        limit 1`,
    );
    expect(rows.length).toBe(1);
    const unit = await login(b.url, 'chengban');
    const ring = await bell(b.url, unit);
    await ring.until(() => ring.counts.length === 1, 5000);
    const before = ring.counts[0].count;

    const office = await login(a.url, 'tian');
    const sent = performance.now();
    const res = await api(a.url, 'POST', '/proposal/remind', office, { id: rows[0].id, sms: false, content: '请抓紧办理（多进程测试）' });
    expect(res.body.code).toBe('00000');
    await ring.until(() => ring.counts.length > 1, 1000);
    const latency = ring.counts[1].at - sent;
    console.log(`bell on B after a message through A: ${latency.toFixed(0)} ms (from the request, the step's commit included)`);
    expect(ring.counts[1].count).toBeGreaterThan(before);
    expect(latency).toBeLessThan(1000);

    // the same user's session, revoked through A: B refuses it at once and closes its bell
    expect((await api(b.url, 'GET', '/web/msg/centre/get/unRead/count', unit)).status).toBe(200);
    expect((await api(a.url, 'GET', '/sso/logout/current', unit)).body.code).toBe('00000');
    const refused = await api(b.url, 'GET', '/web/msg/centre/get/unRead/count', unit);
    expect(refused.status).toBe(401);
    await ring.until(() => ring.closedWith() !== null, 1000);
    expect(ring.closedWith()).toBe(WS_CLOSE_SESSION_REVOKED);
  });

  it('applies a security-policy change made on A in B without a restart', async () => {
    const admin = await login(a.url, 'secadmin');
    const current = await api<Record<string, number>>(a.url, 'GET', '/system/setting/security', admin);
    expect(current.body.data.maxFailures).toBeGreaterThan(1);
    const saved = await api(a.url, 'POST', '/system/setting/security/update', admin, {
      ...current.body.data,
      maxFailures: 1,
      lockMinutes: 33,
    });
    expect(saved.body.code).toBe('00000');

    const adminOnB = await login(b.url, 'secadmin');
    const deadline = Date.now() + 1000;
    let seen: Record<string, number> = {};
    while (Date.now() < deadline && seen.lockMinutes !== 33) {
      seen = (await api<Record<string, number>>(b.url, 'GET', '/system/setting/security', adminOnB)).body.data;
    }
    expect(seen).toMatchObject({ maxFailures: 1, lockMinutes: 33 });
    // and B acts on it: one wrong password now locks this address out of the account, the right one included
    await expect(loginWith(b.url, 'zb_cd', 'Wrong@2026x')).rejects.toThrow(/10003/);
    await expect(loginWith(b.url, 'zb_cd', PASSWORD)).rejects.toThrow(/10003/);
  });

  it('runs a scheduled reminder job once across both processes', async () => {
    const ran = [...jobLines(a.output(), 'proposal.remind'), ...jobLines(b.output(), 'proposal.remind')];
    const runs = ran.filter((l) => l.msg === 'job ran');
    const skips = ran.filter((l) => l.msg === 'job slot taken by another run');
    // each process tried the first slot at start; whichever inserted the slot's row ran it, the other stood aside
    expect(runs.length + skips.length).toBe(2);
    expect(runs.length).toBe(new Set(runs.map((r) => r.slot)).size);
    expect(skips.every((s) => runs.some((r) => r.slot === s.slot))).toBe(true);
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from platform_job_run where name = 'proposal.remind'`);
    expect(rows[0].n).toBe(runs.length);
  });
});

describe.skipIf(!!pgUrl)('a second process on the embedded database', () => {
  it('is refused while the first one runs, naming the folder and the holder', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-solo-'));
    // the suite's seeded PGlite folder, so that the first server starts without seeding
    fs.cpSync(pgliteTemplateDir(process.env.CPPCC_TEST_DIR as string), path.join(dataDir, 'pg'), { recursive: true });
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: redisUrl });
    try {
      await expect(startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: redisUrl })).rejects.toThrow(
        /已被另一个服务进程（pid \d+）占用/,
      );
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
