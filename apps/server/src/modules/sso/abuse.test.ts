import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import type { RateLimitConfig } from '../../platform/config';
import { encryptPasswordPayload, issuePasswordNonce, NONCE_TTL_MS } from './password-nonce';
import { loginFailure, passwordNonce } from './tables';
import { addUser, dataOf } from './test-fixtures';

const badCredentials = { code: '10003', msg: '用户名或密码错误', data: null };
const tooMany = { code: '42900', msg: '操作过于频繁，请稍后再试', data: null };

/** A sign-in from a given client address (the rate limits and locks key on it). */
const loginFrom = (t: TestApp, ip: string, username: string, password: string = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/sso/login', remoteAddress: ip, payload: { username, password: t.encrypt(password) } });

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits (finding 9)', () => {
  const limits: RateLimitConfig = { redisUrl: null, apiPerMinute: 40, signInPerMinute: 5, signInGlobalPerMinute: 12 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: limits });
    await addUser(t, { loginName: 'rl_target' });
  });
  afterAll(() => t.close());

  it('throttles one address on the sign-in routes with a 429 envelope, not another address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await loginFrom(t, '203.0.113.50', 'rl_target', 'Wrong@2026')).statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
    const refused = await loginFrom(t, '203.0.113.50', 'rl_target');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // another address is not throttled by the first one's guesses; the SMS and IAM routes share the per-address ceiling
    expect((await loginFrom(t, '203.0.113.51', 'rl_target')).json().code).toBe('00000');
    const sms = () =>
      t.app.inject({ method: 'POST', url: '/api/sso/verification/code/send?mobile=13800009999', remoteAddress: '203.0.113.52' });
    const smsCodes = [];
    for (let i = 0; i < 6; i++) smsCodes.push((await sms()).statusCode);
    expect(smsCodes.at(-1)).toBe(429);
  });

  it('caps sign-in attempts from all addresses together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await loginFrom(t, `198.51.100.${i + 1}`, 'rl_target', 'Wrong@2026')).statusCode);
    // 12 a minute in all, and the first test already spent some of them
    expect(statuses.filter((s) => s !== 429).length).toBeLessThan(12);
    expect(statuses.at(-1)).toBe(429);
  });

  it('puts a generous per-address ceiling on the whole API', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await t.app.inject({ url: '/api/sso/public-key', remoteAddress: '192.0.2.77' })).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    // the web app's files and health check are not counted
    expect((await t.app.inject({ url: '/healthz', remoteAddress: '192.0.2.77' })).statusCode).toBe(200);
  });

  it('counts in Redis across server processes when REDIS_URL is set', { timeout: 90_000 }, async () => {
    const shared = { ...limits, redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', signInPerMinute: 3 };
    const a = await createTestApp({ rateLimit: shared });
    const b = await createTestApp({ rateLimit: shared });
    try {
      const ip = randomIp();
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await loginFrom(app, ip, 'nobody', 'Wrong@2026')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('lockout per account and address (finding 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.config.security.accountGuardFailures = 12;
  });
  afterAll(() => t.close());

  it('answers an unknown name, a wrong password and a locked address alike', async () => {
    await addUser(t, { loginName: 'alike' });
    const unknown = await loginFrom(t, '203.0.113.60', 'no_such_user_here', 'Wrong@2026');
    const wrong = await loginFrom(t, '203.0.113.60', 'alike', 'Wrong@2026');
    for (let i = 0; i < 4; i++) await loginFrom(t, '203.0.113.60', 'alike', 'Wrong@2026');
    const locked = await loginFrom(t, '203.0.113.60', 'alike');
    for (const res of [unknown, wrong, locked]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badCredentials);
    }
    // the lock is in the audit trail for the owner and the auditors, not in the answer
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.result, 'failure')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row.detail).toMatchObject({ loginName: 'alike', reason: 'locked' });
  });

  it('spends a password check on a locked address too, so the answer takes like time', async () => {
    await addUser(t, { loginName: 'timed' });
    const time = async (ip: string, name: string, pw: string) => {
      const started = performance.now();
      await loginFrom(t, ip, name, pw);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await loginFrom(t, '203.0.113.61', 'timed', 'Wrong@2026');
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const wrong: number[] = [];
    const locked: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time('203.0.113.62', 'timed', 'Wrong@2026'));
      locked.push(await time('203.0.113.61', 'timed', DEMO_PASSWORD));
    }
    // an argon2 check dominates both; a refusal without one would be several times faster
    expect(median(locked)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('lets an administrator in from a known address while many addresses guess the account', async () => {
    // secadmin has signed in from the office before
    dataOf(await loginFrom(t, '192.0.2.10', 'secadmin'));
    for (const ip of ['203.0.113.70', '203.0.113.71', '203.0.113.72']) {
      for (let i = 0; i < 5; i++) expect((await loginFrom(t, ip, 'secadmin', 'Wrong@2026')).json()).toEqual(badCredentials);
    }
    // the strangers are locked out, and a new address is not even tried with the right password
    expect((await loginFrom(t, '203.0.113.73', 'secadmin')).json()).toEqual(badCredentials);
    // the owner is not: from the known address the right password still works
    expect(dataOf<{ loginName: string }>(await loginFrom(t, '192.0.2.10', 'secadmin')).loginName).toBe('secadmin');
    const guarded = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(guarded.some((r) => (r.detail as { reason?: string } | null)?.reason === 'account-guarded')).toBe(true);
    await t.ctx.db.delete(loginFailure);
  });
});

describe('one-time password cipher texts (finding 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t, { loginName: 'replay_a' });
    await addUser(t, { loginName: 'replay_b' });
  });
  afterAll(() => t.close());

  const post = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password } });

  it('accepts a cipher text once: not again, not for another account with the same password', async () => {
    const { nonce } = dataOf<{ nonce: string }>(await t.app.inject({ url: '/api/sso/public-key' }));
    const cipher = encryptPasswordPayload(t.ctx.keys.sm2PublicKey, nonce, DEMO_PASSWORD);
    expect((await post('replay_a', cipher)).json().code).toBe('00000');
    for (const name of ['replay_a', 'replay_b']) {
      const again = await post(name, cipher);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: '40000', msg: expect.stringContaining('password') });
    }
  });

  it('refuses a bare password, a nonce it did not sign, and a stale one', async () => {
    const pub = t.ctx.keys.sm2PublicKey;
    const bare = await post('replay_a', encryptPasswordPayload(pub, '', DEMO_PASSWORD));
    expect(bare.statusCode).toBe(400);
    const { sm2Encrypt } = await import('../../platform/auth/keys');
    expect((await post('replay_a', sm2Encrypt(pub, DEMO_PASSWORD))).statusCode).toBe(400);
    const forged = `${Date.now().toString(36)}.AAAAAAAAAAAAAAAAAAAAAA.${'x'.repeat(43)}`;
    expect((await post('replay_a', encryptPasswordPayload(pub, forged, DEMO_PASSWORD))).statusCode).toBe(400);
    const stale = issuePasswordNonce(t.ctx.keys, Date.now() - NONCE_TTL_MS - 1000);
    expect((await post('replay_a', encryptPasswordPayload(pub, stale, DEMO_PASSWORD))).statusCode).toBe(400);
  });

  it('consumes the nonce in the database, atomically, so that two racing requests get one success', async () => {
    const nonce = issuePasswordNonce(t.ctx.keys);
    const cipher = encryptPasswordPayload(t.ctx.keys.sm2PublicKey, nonce, DEMO_PASSWORD);
    const [x, y] = await Promise.all([post('replay_b', cipher), post('replay_b', cipher)]);
    expect([x.json().code, y.json().code].sort()).toEqual(['00000', '40000']);
    expect((await t.ctx.db.select().from(passwordNonce)).length).toBeGreaterThan(0);
  });

  it('guards every route that takes an SM2 password', async () => {
    const login = dataOf<{ token: string }>(await post('replay_a', t.encrypt(DEMO_PASSWORD)));
    const headers = { authorization: `Bearer ${login.token}` };
    const cipher = t.encrypt(DEMO_PASSWORD);
    const check = (c: string) => t.app.inject({ url: `/api/system/user/checkPassword?password=${encodeURIComponent(c)}`, headers });
    expect(dataOf(await check(cipher))).toEqual({ valid: true });
    expect((await check(cipher)).statusCode).toBe(400);
    const used = t.encrypt('Wrong@2026');
    expect((await check(used)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/system/user/update/password',
      headers,
      payload: { oldPassword: used, newPassword: t.encrypt('Qz#8vLm2!rTw') },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().msg).toContain('oldPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile: '13800001234', code: '123456', newPassword: used },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().msg).toContain('newPassword');
  });
});
