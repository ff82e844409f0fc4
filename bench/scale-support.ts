/**
 * What the scale benchmarks share: their flags, timing of repeated calls, a scratch database
 * (PGlite in memory, or a PostgreSQL database of its own created on the admin connection and
 * dropped by the caller) and the demo accounts' sign-in.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { encryptPasswordPayload } from '../apps/server/src/modules/sso/password-nonce';
import { DEFAULT_DEMO_PASSWORD } from '../apps/server/src/platform/config';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client';

/** `--name value` from the command line, or the default. */
export const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.ceil(at)] - s[lo]) * (at - lo);
};

/** Median and p95 of n calls after one warm-up call (plans, caches, JIT); `work` may be synchronous. */
export async function timeRuns(work: () => unknown, n: number): Promise<{ median: number; p95: number }> {
  await work();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await work();
    xs.push(performance.now() - t0);
  }
  return { median: quantile(xs, 0.5), p95: quantile(xs, 0.95) };
}

export const ms = (x: number): string => `${x.toFixed(1).padStart(8)} ms`;

/** One statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** A database for one run: PGlite in memory, or a new PostgreSQL database; `drop` removes the latter. */
export async function scratchDatabase(
  kind: 'pglite' | 'postgres',
  pgAdmin: string,
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({}), name: '', drop: async () => {} };
  const name = `cppcc_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(pgAdmin, `CREATE DATABASE ${name}`);
  const u = new URL(pgAdmin);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: u.toString() }),
    name,
    drop: () => adminQuery(pgAdmin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The password the benches seed the demo accounts with: the config's default. */
export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;

/** A demo account signed in through /api/sso/login, as the browser does it; the bearer header of its session. */
export async function signInDemo(app: FastifyInstance, loginName: string): Promise<{ authorization: string }> {
  // each sign-in takes its own one-time nonce, as the browser does
  const key = (await app.inject({ method: 'GET', url: '/api/sso/public-key' })).json().data as { publicKey: string; nonce: string };
  const r = (
    await app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { username: loginName, password: encryptPasswordPayload(key.publicKey, key.nonce, DEMO_PASSWORD) },
    })
  ).json();
  if (r.code !== '00000') throw new Error(`login ${loginName}: ${r.msg}`);
  return { authorization: `Bearer ${r.data.token as string}` };
}
