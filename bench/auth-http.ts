/**
 * HTTP benchmark of sign-in and of the menu call, against the built server
 * (npm run build) on a fresh data folder. Baseline: GET /healthz, the cheapest
 * route through the same stack, measured in the same run; figures are printed
 * as requests/s, latency percentiles and ratios to the baseline.
 *
 * Each sign-in carries its own cipher text of {nonce, ts, password} with a fresh one-time
 * nonce from GET /api/sso/public-key (a cipher text is accepted once), made before the
 * sign-in run so that the client's SM2 encryption is not timed: --logins of them (default
 * seconds × 50; the run reports errors when they run out).
 *
 *   npx tsx bench/auth-http.ts [--seconds 10] [--connections 10] [--logins 500]
 */
import autocannon from 'autocannon';
import smCrypto from 'sm-crypto';
import { DEMO_PASSWORD, startServer } from '../e2e/support/server';
import { UNTHROTTLED_ENV } from './unthrottled';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);
const logins = arg('logins', seconds * 50);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function run(name: string, opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: seconds, connections, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

/** The body the browser sends: the password sealed with a fresh one-time nonce. */
async function signInBody(url: string): Promise<string> {
  const key = (await (await fetch(`${url}/api/sso/public-key`)).json()).data as { publicKey: string; nonce: string };
  const payload = JSON.stringify({ nonce: key.nonce, ts: Date.now(), password: DEMO_PASSWORD });
  return JSON.stringify({ username: 'tian', password: smCrypto.sm2.doEncrypt(payload, key.publicKey, 1) });
}

// one address signs in thousands of times and keeps every session
const server = await startServer({ LOG_LEVEL: 'error', LOGIN_MAX_FAILURES: '1000000', ...UNTHROTTLED_ENV });
try {
  const login = await (
    await fetch(`${server.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await signInBody(server.url),
    })
  ).json();
  if (login.code !== '00000') throw new Error(`sign-in failed: ${login.msg}`);
  const token = login.data.token as string;

  const baseline = await run('GET /healthz (baseline)', { url: `${server.url}/healthz` });
  const menu = await run('GET /api/sys/menu/current', {
    url: `${server.url}/api/sys/menu/current`,
    headers: { authorization: `Bearer ${token}`, 'app-code': 'cppcc' },
  });
  const perm = await run('GET /api/sys/menu/permission', {
    url: `${server.url}/api/sys/menu/permission`,
    headers: { authorization: `Bearer ${token}`, 'app-code': 'cppcc' },
  });
  const bodies: string[] = [];
  for (let i = 0; i < logins; i++) bodies.push(await signInBody(server.url));
  let next = 0;
  const signIn = await run('POST /api/sso/login (argon2id + SM2)', {
    url: `${server.url}/api/sso/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // a cipher text is good once: each request takes the next one (past the end they fail and count as errors)
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[Math.min(next++, bodies.length - 1)] }) }],
  });
  if (next > bodies.length) console.warn(`\n${next - bodies.length} sign-ins had no fresh cipher text left: raise --logins`);

  console.log(
    `\n${seconds} s per route, ${connections} connections, PGlite, ${process.platform} ${process.arch}, node ${process.version}\n`,
  );
  console.log(
    'route'.padEnd(42),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'vs baseline'.padStart(12),
  );
  for (const f of [baseline, menu, perm, signIn]) {
    console.log(
      f.name.padEnd(42),
      f.rps.toFixed(0).padStart(9),
      String(f.p50).padStart(8),
      String(f.p99).padStart(8),
      String(f.non2xx).padStart(7),
      `${(f.rps / baseline.rps).toFixed(3)}×`.padStart(12),
    );
  }
} finally {
  await server.stop();
}
