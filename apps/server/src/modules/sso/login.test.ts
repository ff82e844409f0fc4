import type { LoginResult } from '@cppcc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { user } from '../system/tables';
import { loginFailure, session } from './tables';
import { addUser, dataOf, signIn } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastAudit = async () => (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET /sso/public-key', () => {
  it('gives the SM2 public key, the cipher mode and a fresh one-time nonce', async () => {
    const res = await t.app.inject({ url: '/api/sso/public-key' });
    expect(res.statusCode).toBe(200);
    const data = dataOf<{ nonce: string }>(res);
    expect(data).toEqual({ publicKey: t.ctx.keys.sm2PublicKey, cipherMode: 1, nonce: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
    const again = dataOf<{ nonce: string }>(await t.app.inject({ url: '/api/sso/public-key' }));
    expect(again.nonce).not.toBe(data.nonce);
  });
});

describe('POST /sso/login', () => {
  it('signs in and answers the login result with identities and home type', async () => {
    const personId = 'person-login-1';
    const memberId = await addUser(t, { loginName: 'li_member', userType: 1, personId });
    const staffId = await addUser(t, { loginName: 'li_staff', userType: 2, personId });
    const res = await signIn(t, 'li_member');
    expect(res.statusCode).toBe(200);
    const data = dataOf<LoginResult>(res);
    expect(data.loginName).toBe('li_member');
    expect(data.token.split('.')).toHaveLength(3);
    // the refresh token is not for scripts: it comes only as an HttpOnly cookie
    expect(data.refreshToken).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/^cppcc_rt=[^;]{30,};.*HttpOnly/);
    expect(data.expiresIn).toBe(t.ctx.config.security.accessTokenMinutes * 60);
    expect(data.isUpdatePwd).toBe(false);
    expect(data.user).toMatchObject({ userId: memberId, userType: 1, homeType: 'member' });
    expect(data.user.identities).toEqual([{ userId: staffId, loginName: 'li_staff', userType: 2, label: '机关工作人员' }]);
    const sessions = await t.ctx.db.select().from(session).where(eq(session.userId, memberId));
    expect(sessions).toHaveLength(1);
    expect(sessions[0].method).toBe('password');
    const expectedExpiry = Date.now() + t.ctx.config.security.refreshTokenDays * 86_400_000;
    expect(Math.abs(sessions[0].expiresAt.getTime() - expectedExpiry)).toBeLessThan(60_000);
    const [u] = await t.ctx.db.select().from(user).where(eq(user.id, memberId));
    expect(u.lastLoginAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({
      category: 'login',
      objectType: 'session',
      action: 'login',
      result: 'success',
      userId: memberId,
    });
    // the access token works on an authenticated route
    const me = await t.app.inject({ url: '/api/system/user/check/password/expired', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    [{ userType: 2 }, 'office'],
    [{ userType: 3, collectiveType: 3 }, 'collective'],
    [{ userType: 3, collectiveType: 7 }, 'unit'],
    [{ userType: 3, collectiveType: 8 }, 'unit'],
    [{ userType: 4 }, 'admin'],
  ])('gives home type for %o: %s', async (kind, homeType) => {
    const loginName = `home_${homeType}_${kind.userType}_${'collectiveType' in kind ? kind.collectiveType : 0}`;
    await addUser(t, { loginName, ...kind });
    expect(dataOf<LoginResult>(await signIn(t, loginName)).user.homeType).toBe(homeType);
  });

  it('answers 400 naming the field for bad input, never 5xx', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { password: t.encrypt('x') } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('username');
    const garbled = await t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'x', password: 'not-a-cipher' } });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: '40000' });
    expect(garbled.json().msg).toContain('password');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers unknown user and wrong password alike, and audits the attempted name', async () => {
    await addUser(t, { loginName: 'wrong_pw' });
    const unknown = await signIn(t, 'nobody_here');
    const wrong = await signIn(t, 'wrong_pw', 'Wrong@2026');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: '10003', msg: '用户名或密码错误', data: null });
    }
    const failures = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.category, 'login'), eq(auditLog.result, 'failure')));
    const names = failures.map((f) => f.detail?.loginName);
    expect(names).toContain('nobody_here');
    expect(names).toContain('wrong_pw');
  });

  it('refuses a disabled account with 10005 once the password is right', async () => {
    await addUser(t, { loginName: 'disabled_one', enabled: false });
    expect((await signIn(t, 'disabled_one', 'Wrong@2026')).json().code).toBe('10003');
    const res = await signIn(t, 'disabled_one');
    expect(res.json().code).toBe('10005');
  });

  it('locks the guessing address out of the account after 5 failures within 15 minutes, answering alike', async () => {
    const id = await addUser(t, { loginName: 'guessed' });
    const from = (ip: string, pw?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        remoteAddress: ip,
        payload: { username: 'guessed', password: t.encrypt(pw ?? DEMO_PASSWORD) },
      });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.9', 'Wrong@2026')).json().code).toBe('10003');
    // the right password is refused from that address during the lock, with the same answer as a wrong one
    expect((await from('203.0.113.9')).json()).toEqual({ code: '10003', msg: '用户名或密码错误', data: null });
    const [row] = await t.ctx.db.select().from(loginFailure).where(eq(loginFailure.userId, id));
    const lockMs = row.lockedUntil!.getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60_000);
    // the owner elsewhere is not shut out
    expect((await from('198.51.100.7')).json().code).toBe('00000');
    // 15 minutes later (moved back in the row) the lock has ended
    await t.ctx.db
      .update(loginFailure)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailure.userId, id));
    expect((await from('203.0.113.9')).json().code).toBe('00000');
    expect(await t.ctx.db.select().from(loginFailure).where(eq(loginFailure.userId, id))).toHaveLength(0);
  });

  it('counts only failures inside the 15-minute window', async () => {
    const id = await addUser(t, { loginName: 'slow_guesser' });
    for (let i = 0; i < 4; i++) await signIn(t, 'slow_guesser', 'Wrong@2026');
    await t.ctx.db
      .update(loginFailure)
      .set({ failedSince: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailure.userId, id));
    expect((await signIn(t, 'slow_guesser', 'Wrong@2026')).json().code).toBe('10003');
    const [row] = await t.ctx.db.select().from(loginFailure).where(eq(loginFailure.userId, id));
    expect(row.failedCount).toBe(1);
    expect(row.lockedUntil).toBeNull();
  });

  it('asks for a password change when the password is older than the expiry', async () => {
    await addUser(t, { loginName: 'old_pw', passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) });
    expect(dataOf<LoginResult>(await signIn(t, 'old_pw')).isUpdatePwd).toBe(true);
  });

  it('forces the first change of a flagged account, in demo mode too', { timeout: 120_000 }, async () => {
    await addUser(t, { loginName: 'first_time', mustChangePassword: true });
    expect(dataOf<LoginResult>(await signIn(t, 'first_time')).isUpdatePwd).toBe(true);
    const strict = await createTestApp({ demo: false });
    try {
      await addUser(strict, { loginName: 'first_time_strict', mustChangePassword: true });
      expect(dataOf<LoginResult>(await signIn(strict, 'first_time_strict')).isUpdatePwd).toBe(true);
    } finally {
      await strict.close();
    }
  });
});

describe('demo accounts', () => {
  const demo = ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'weiyuan', 'jiti', 'chengban'];
  it('sign in with the demo password when the seed has created them', async () => {
    const present = await t.ctx.db.select({ loginName: user.loginName }).from(user);
    const names = new Set(present.map((p) => p.loginName));
    for (const name of demo.filter((n) => names.has(n))) {
      const login = dataOf<LoginResult>(await signIn(t, name));
      expect(login.loginName).toBe(name);
      expect(login.isUpdatePwd).toBe(false);
    }
  });
});
