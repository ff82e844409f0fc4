import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { manifests } from '../src/modules';
import { encryptPasswordPayload, issuePasswordNonce } from '../src/modules/sso/password-nonce';
import { createContext } from '../src/platform/bootstrap';
import { type AppConfig, DEFAULT_DEMO_PASSWORD } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { openDatabase } from '../src/platform/db/client';
import { runDue } from '../src/platform/jobs/scheduler';
import { adminQuery, pgliteTemplateDir, testConfig, withDb } from './global-setup';

export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** signs in through POST /api/sso/login and returns the access token */
  login(loginName: string, password?: string): Promise<string>;
  /** the SM2 cipher text the browser would send: the password with a fresh one-time nonce */
  encrypt(plain: string): string;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template database and the whole app on it. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dir = process.env.CPPCC_TEST_DIR;
  if (!dir) throw new Error('global setup did not run');
  const url = process.env.TEST_DATABASE_URL;
  let dropDb = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (url) {
    const name = `cppcc_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${process.env.CPPCC_TEST_TEMPLATE}`);
    // a test database is thrown away: its commits need not wait for the disk
    await adminQuery(url, `ALTER DATABASE ${name} SET synchronous_commit = off`);
    database = await openDatabase({ databaseUrl: withDb(url, name) });
    dropDb = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const pgDir = fs.mkdtempSync(path.join(dir, 'db-'));
    fs.cpSync(pgliteTemplateDir(dir), pgDir, { recursive: true });
    database = await openDatabase({ pgDir });
    dropDb = async () => fs.rmSync(pgDir, { recursive: true, force: true });
  }
  const base = testConfig(dir);
  const config: AppConfig = {
    ...base,
    // suites sign in many times from one address and keep earlier tokens: no throttling, no session cap,
    // unless a test asks for them (abuse.test.ts, tokens.test.ts)
    security: { ...base.security, maxSessionsPerUser: 0 },
    rateLimit: { redisUrl: null, apiPerMinute: 1_000_000, signInPerMinute: 1_000_000, signInGlobalPerMinute: 1_000_000 },
    ...overrides,
  };
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, manifests);
  // At ready the scheduler starts every job without waiting for it (the reminder job writes messages and an
  // audit row), racing the first test. Run them here to the end instead: the scheduler then finds this
  // hour's slot taken. A failed run is only logged, as the scheduler does.
  const now = new Date();
  for (const job of manifests.flatMap((m) => m.jobs ?? [])) {
    await runDue(ctx, job, now).catch((err) => app.log.warn({ err }, `job ${job.name} failed`));
  }
  await app.ready();
  const encrypt = (plain: string) => encryptPasswordPayload(ctx.keys.sm2PublicKey, issuePasswordNonce(ctx.keys), plain);
  return {
    app,
    ctx,
    encrypt,
    async login(loginName, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { username: loginName, password: encrypt(password) },
      });
      const body = res.json();
      if (body.code !== '00000') throw new Error(`login ${loginName} failed: ${body.msg}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await ctx.close();
      await database.close();
      await dropDb();
    },
  };
}
