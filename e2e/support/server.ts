import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEMO_PASSWORD = 'Cppcc@2026';
const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** Set by support/global-setup.ts: a data folder a server has migrated and seeded once for the whole run. */
export const TEMPLATE_ENV = 'CPPCC_E2E_TEMPLATE';
/** Beside the template: the China date it was seeded on (its demo data is dated from that day). */
const SEEDED_ON = 'seeded-on.txt';

/**
 * Settings that only shape the running server, never what the demo seed writes: a server given
 * nothing else may start from a copy of the template. Anything not listed here (DEMO_EXTRA_MEMBERS,
 * the lock-out settings the seed stores, a setting added later) gets a freshly seeded folder.
 */
const RUNTIME_ONLY = new Set([
  'ACCESS_TOKEN_MINUTES',
  'REFRESH_TOKEN_DAYS',
  'MAX_SESSIONS_PER_USER',
  'LOGIN_ACCOUNT_GUARD_FAILURES',
  'RATE_LIMIT_API_PER_MINUTE',
  'RATE_LIMIT_SIGNIN_PER_MINUTE',
  'RATE_LIMIT_SIGNIN_GLOBAL_PER_MINUTE',
  'LOG_LEVEL',
  'FILE_URL_TTL_MINUTES',
  'STORAGE_QUOTA_MB',
  'TRUST_PROXY',
  'IAM_JWT_SECRET',
]);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export function chinaDate(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
}

/** The built server (npm run build first) on a free port with a data folder of its own. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  // the server sees what a first start leaves behind, without migrating and seeding again (over 10 s of CPU)
  if (template && canCopy(template, env)) fs.cpSync(template, dataDir, { recursive: true });
  return launch(dataDir, env);
}

function canCopy(template: string, env: Record<string, string>): boolean {
  if (!Object.keys(env).every((k) => RUNTIME_ONLY.has(k))) return false;
  // a copy seeded before midnight would hand a spec yesterday's "today"
  const seededOn = path.join(template, '..', SEEDED_ON);
  return fs.existsSync(seededOn) && fs.readFileSync(seededOn, 'utf8') === chinaDate();
}

/** Starts the server on an empty folder and stops it once seeded: the folder every startServer copies. */
export async function seedTemplate(template: string): Promise<void> {
  fs.mkdirSync(template, { recursive: true, mode: 0o700 });
  const day = chinaDate();
  const server = await launch(template, {});
  await server.stop({ keep: true });
  // the lock is released on a clean stop; a leftover would only be taken over, but the copy should be as new
  fs.rmSync(path.join(template, 'server.lock'), { force: true });
  fs.writeFileSync(path.join(template, '..', SEEDED_ON), day);
}

async function launch(
  dataDir: string,
  env: Record<string, string>,
): Promise<RunningServer & { stop(o?: { keep?: boolean }): Promise<void> }> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('build first: npm run build');
  }
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // every browser and API client of a spec comes from 127.0.0.1 and signs in far more often than a person,
      // keeping its earlier sessions open: lift the per-address ceilings and the session cap here only
      // (a spec that tests them passes its own values in env)
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNIN_GLOBAL_PER_MINUTE: '100000',
      MAX_SESSIONS_PER_USER: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    output: () => out,
    async stop({ keep = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
