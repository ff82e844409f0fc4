import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseTrustProxy } from '../config';
import { auditLog } from './tables';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A failed sign-in of a real account, sent by `remoteAddress` with a forged forwarding header; returns the address audited. */
async function recordedIp(app: TestApp, remoteAddress: string): Promise<string | null> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { username: 'tian', password: app.encrypt('Wrong@2026') },
    headers: { 'x-forwarded-for': '6.6.6.6' },
    remoteAddress,
  });
  expect(res.json().code).toBe('10003');
  const [row] = await app.ctx.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.category, 'login'), isNotNull(auditLog.userId), eq(auditLog.result, 'failure')))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return row.ip;
}

describe('the client address in the audit', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    t = await createTestApp();
    expect(await recordedIp(t, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    t = await createTestApp({ trustProxy: parseTrustProxy('127.0.0.1, 10.8.0.0/16') });
    expect(await recordedIp(t, '127.0.0.1')).toBe('6.6.6.6');
    expect(await recordedIp(t, '10.8.3.4')).toBe('6.6.6.6');
    expect(await recordedIp(t, '192.168.9.9')).toBe('192.168.9.9');
  });

  it('reads TRUST_PROXY as a list, a hop count or nothing, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('10.0.0.5,192.168.1.0/24,::1,loopback')).toEqual(['10.0.0.5', '192.168.1.0/24', '::1', 'loopback']);
    const hops = parseTrustProxy('1');
    expect(typeof hops === 'function' && [hops('1.1.1.1', 0), hops('1.1.1.1', 1)]).toEqual([true, false]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });
});
