import type { LoginResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { user } from '../system/tables';
import { loginFailure } from './tables';
import { addUser, bearer, dataOf, signIn } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const expiredCheck = (token: string) => t.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(token) });
const update = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/user/update/password',
    headers: bearer(token),
    payload: { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt(newPassword) },
  });
const check = (token: string, password: string) =>
  t.app.inject({ url: `/api/system/user/checkPassword?password=${t.encrypt(password)}`, headers: bearer(token) });

describe('GET /system/user/check/password/expired', () => {
  it('tells the days left, and expired once past the policy', async () => {
    await addUser(t, { loginName: 'fresh_pw' });
    const fresh = dataOf<LoginResult>(await signIn(t, 'fresh_pw'));
    expect(dataOf(await expiredCheck(fresh.token))).toEqual({ expired: false, mustChange: false, daysLeft: 90 });
    await addUser(t, { loginName: 'stale_pw', passwordChangedAt: new Date(Date.now() - 100 * DAY) });
    const stale = dataOf<LoginResult>(await signIn(t, 'stale_pw'));
    expect(dataOf(await expiredCheck(stale.token))).toEqual({ expired: true, mustChange: true, daysLeft: 0 });
    await addUser(t, { loginName: 'aging_pw', passwordChangedAt: new Date(Date.now() - 80.5 * DAY) });
    const aging = dataOf<LoginResult>(await signIn(t, 'aging_pw'));
    expect(dataOf<{ daysLeft: number }>(await expiredCheck(aging.token)).daysLeft).toBe(10);
  });
});

describe('POST /system/user/update/password', () => {
  it('changes the password, clears the forced change and signs the other sessions out', async () => {
    const id = await addUser(t, { loginName: 'changer', mustChangePassword: true, passwordChangedAt: new Date(Date.now() - 100 * DAY) });
    const other = dataOf<LoginResult>(await signIn(t, 'changer'));
    const current = dataOf<LoginResult>(await signIn(t, 'changer'));
    const res = await update(current.token, DEMO_PASSWORD, 'Better#2026');
    expect(res.json().code).toBe('00000');
    const [u] = await t.ctx.db.select().from(user).where(eq(user.id, id));
    expect(u.mustChangePassword).toBe(false);
    expect(Date.now() - u.passwordChangedAt!.getTime()).toBeLessThan(60_000);
    expect((await expiredCheck(other.token)).json().code).toBe('10002');
    expect(dataOf(await expiredCheck(current.token))).toMatchObject({ expired: false, mustChange: false });
    expect(dataOf<LoginResult>(await signIn(t, 'changer', 'Better#2026')).isUpdatePwd).toBe(false);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-password'), eq(auditLog.userId, id)));
    expect(row.result).toBe('success');
  });

  it('enforces the rules: old password, strength, no reuse, decryptable fields', async () => {
    await addUser(t, { loginName: 'rule_tester' });
    const s = dataOf<LoginResult>(await signIn(t, 'rule_tester'));
    const wrongOld = await update(s.token, 'Wrong@2026', 'Better#2026');
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ code: '10003', msg: '原密码错误' });
    const weak = await update(s.token, DEMO_PASSWORD, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain('newPassword');
    expect(weak.json().msg).toContain('密码长度为8-32位');
    const reuse = await update(s.token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toContain('新密码不能与当前密码相同');
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/system/user/update/password',
      headers: bearer(s.token),
      payload: { oldPassword: 'zz', newPassword: t.encrypt('Better#2026') },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().msg).toContain('oldPassword');
    const missing = await t.app.inject({ method: 'POST', url: '/api/system/user/update/password', headers: bearer(s.token), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('oldPassword');
  });
});

describe('GET /system/user/checkPassword', () => {
  it('tells whether it is the current password and counts failures toward the lock', async () => {
    const id = await addUser(t, { loginName: 'checker' });
    const s = dataOf<LoginResult>(await signIn(t, 'checker'));
    expect(dataOf(await check(s.token, DEMO_PASSWORD))).toEqual({ valid: true });
    for (let i = 0; i < 4; i++) expect(dataOf(await check(s.token, 'Wrong@2026'))).toEqual({ valid: false });
    const fifth = await check(s.token, 'Wrong@2026');
    expect(fifth.json().code).toBe('10004');
    // the lock is of this address on this account (lockout.ts), as for password sign-ins
    const [row] = await t.ctx.db.select().from(loginFailure).where(eq(loginFailure.userId, id));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // a password sign-in from that address is refused too, even with the right password
    expect((await signIn(t, 'checker')).json().code).not.toBe('00000');
  });

  it('rejects an undecryptable or missing password naming the field', async () => {
    await addUser(t, { loginName: 'checker2' });
    const s = dataOf<LoginResult>(await signIn(t, 'checker2'));
    const garbled = await t.app.inject({ url: '/api/system/user/checkPassword?password=abc', headers: bearer(s.token) });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().msg).toContain('password');
    const missing = await t.app.inject({ url: '/api/system/user/checkPassword', headers: bearer(s.token) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('password');
  });
});
