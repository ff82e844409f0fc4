/**
 * HTTP benchmark of sign-in and of the menu call, against the built server
 * (npm run build) on a fresh data folder. Baseline: GET /healthz, the cheapest
 * route through the same stack, measured in the same run; figures are printed
 * as requests/s, latency percentiles and ratios to the baseline.
 *
 *   npx tsx bench/auth-http.ts [--seconds 10] [--connections 10]
 */
import autocannon from 'autocannon';
import smCrypto from 'sm-crypto';
import { DEMO_PASSWORD, startServer } from '../e2e/support/server';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);

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

const server = await startServer({ LOG_LEVEL: 'error', LOGIN_MAX_FAILURES: '1000000' });
try {
  const pk = (await (await fetch(`${server.url}/api/sso/public-key`)).json()).data.publicKey as string;
  const body = JSON.stringify({ username: 'tian', password: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, pk, 1) });
  const login = await (
    await fetch(`${server.url}/api/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
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
  const signIn = await run('POST /api/sso/login (argon2id + SM2)', {
    url: `${server.url}/api/sso/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

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
