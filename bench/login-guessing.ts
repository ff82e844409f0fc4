/**
 * Password guessing against a running server (issue 13, finding 9): N
 * concurrent connections guess one account's password for S seconds, first
 * all from one address, then each from its own address; afterwards the real
 * owner signs in from yet another address. Prints how many guesses the server
 * answered (10003), how many it throttled (429), and whether the owner got in.
 *
 * Starts the server from source on a fresh data folder (client addresses are
 * simulated with X-Forwarded-For, so the server trusts the proxy header here):
 *
 *   npx tsx bench/login-guessing.ts [--seconds 10] [--connections 50] [--port 9150]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import smCrypto from 'sm-crypto';
import { DEFAULT_DEMO_PASSWORD } from '../apps/server/src/platform/config';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const port = arg('port', 9150);
const base = `http://127.0.0.1:${port}`;
const VICTIM = 'tian';
const PASSWORD = DEFAULT_DEMO_PASSWORD;

async function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-guess-'));
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '127.0.0.1',
      DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** One sign-in attempt as the browser makes it: a fresh nonce, then the encrypted payload. */
async function attempt(ip: string, password: string): Promise<string> {
  const headers = { 'x-forwarded-for': ip, 'content-type': 'application/json' };
  const keyRes = await fetch(`${base}/api/sso/public-key`, { headers });
  if (keyRes.status === 429) return '429';
  const key = (await keyRes.json()).data as { publicKey: string; nonce: string };
  const cipher = smCrypto.sm2.doEncrypt(JSON.stringify({ nonce: key.nonce, ts: Date.now(), password }), key.publicKey, 1);
  const res = await fetch(`${base}/api/sso/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: VICTIM, password: cipher }),
  });
  if (res.status === 429) return '429';
  return (await res.json()).code as string;
}

async function guess(label: string, ipOf: (worker: number) => string) {
  const counts = new Map<string, number>();
  const until = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, w) => {
      while (Date.now() < until) {
        const code = await attempt(ipOf(w), `Guess#${n++}x`).catch(() => 'error');
        counts.set(code, (counts.get(code) ?? 0) + 1);
      }
    }),
  );
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const answered = counts.get('10003') ?? 0;
  const throttled = counts.get('429') ?? 0;
  const owner = await attempt('192.0.2.200', PASSWORD);
  console.log(
    `${label}: ${total} attempts in ${seconds} s (${(total / seconds).toFixed(1)}/s); ` +
      `answered 10003: ${answered} (${(answered / seconds).toFixed(1)}/s), 429: ${throttled}, other: ${JSON.stringify(Object.fromEntries([...counts].filter(([k]) => k !== '10003' && k !== '429')))}; ` +
      `owner from another address: ${owner === '00000' ? 'signed in' : `refused (${owner})`}`,
  );
}

const server = await startServer();
try {
  console.log(`\n${connections} connections × ${seconds} s guessing the password of "${VICTIM}" (default limits)\n`);
  await guess('one address     ', () => '203.0.113.5');
  await new Promise((r) => setTimeout(r, 61_000)); // a fresh rate-limit minute for the second run
  await guess('one address each', (w) => `198.51.100.${w + 1}`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
