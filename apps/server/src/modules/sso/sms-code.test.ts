import type { LoginResult } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { SmsProvider } from '../sms/provider';
import { smsOutbox } from '../sms/tables';
import { user } from '../system/tables';
import { verificationCode } from './tables';
import { addUser, bearer, dataOf, signIn } from './test-fixtures';

let t: TestApp;
let sms: MockInstance<SmsProvider['send']>;
beforeAll(async () => {
  t = await createTestApp();
  sms = vi.spyOn(t.ctx.sms, 'send');
});
afterAll(() => t.close());

const send = (mobile: string, scene = 'login') =>
  t.app.inject({ method: 'POST', url: `/api/sso/verification/code/send?mobile=${mobile}&scene=${scene}` });
const codeLogin = (mobile: string, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/sso/verification/code/login', payload: { mobile, code }, remoteAddress });

/** The code as the phone received it: what went to the SMS provider (no stored record holds it). */
async function sentCode(mobile: string): Promise<string> {
  const message = sms.mock.calls.map((c) => c[0]).findLast((m) => m.mobile === mobile);
  const m = /您的验证码为(\d{6})，5分钟内有效。/.exec(message?.content ?? '');
  if (!m) throw new Error(`no code sent to ${mobile}`);
  return m[1];
}
/** Makes the latest code of a number look older, as if time had passed. */
/**
 * Moves a number's codes back in time so the one-a-minute rule lets the next one through. They
 * never cross the start of the China day (UTC+8): shortly after midnight there a code aged ten
 * minutes would belong to yesterday and the daily limit would not be reached. Expiry moves the
 * whole way, so a code can still be made older than its five minutes.
 */
async function ageCodes(mobile: string, ms: number) {
  const dayStart = Math.floor((Date.now() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000;
  const rows = await t.ctx.db.select().from(verificationCode).where(eq(verificationCode.mobile, mobile));
  for (const r of rows) {
    const created = Math.max(r.createdAt.getTime() - ms, dayStart);
    await t.ctx.db
      .update(verificationCode)
      .set({ createdAt: new Date(created), expiresAt: new Date(r.expiresAt.getTime() - ms) })
      .where(eq(verificationCode.id, r.id));
  }
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /sso/verification/code/send', () => {
  it('sends a 6-digit code through the SMS provider and stores only its hash, masked in the outbox', async () => {
    await addUser(t, { loginName: 'sms_user', mobile: '13800000001' });
    const res = await send('13800000001');
    expect(dataOf(res)).toEqual({ expiresIn: 300, interval: 60 });
    const code = await sentCode('13800000001');
    const [outbox] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13800000001'));
    expect(outbox).toMatchObject({ bizType: 'verification', content: '您的验证码为******，5分钟内有效。' });
    expect(outbox.content).not.toContain(code);
    const [stored] = await t.ctx.db.select().from(verificationCode).where(eq(verificationCode.mobile, '13800000001'));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(300_000);
  });

  it('answers an unknown number the same but sends nothing', async () => {
    expect(dataOf(await send('13800009999'))).toEqual({ expiresIn: 300, interval: 60 });
    expect(await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13800009999'))).toHaveLength(0);
  });

  it('allows one code a minute and ten a day per number, with 429 saying when to retry', async () => {
    const mobile = '13800000002';
    await addUser(t, { loginName: 'sms_limits', mobile });
    dataOf(await send(mobile));
    const soon = await send(mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('42900');
    expect(soon.json().msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    for (let i = 1; i < 10; i++) {
      await ageCodes(mobile, 61_000);
      expect((await send(mobile)).statusCode).toBe(200);
    }
    await ageCodes(mobile, 61_000);
    const eleventh = await send(mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: '42900', msg: '今日验证码发送次数已达上限，请明天再试' });
  });

  it('rejects a malformed number with 400 naming mobile', async () => {
    const res = await send('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('mobile');
    const scene = await send('13800000003', 'other');
    expect(scene.statusCode).toBe(400);
    expect(scene.json().msg).toContain('scene');
  });
});

describe('POST /sso/verification/code/login', () => {
  it('signs in with the code once', async () => {
    const mobile = '13800000010';
    const id = await addUser(t, { loginName: 'sms_login', mobile });
    dataOf(await send(mobile));
    const code = await sentCode(mobile);
    const login = dataOf<LoginResult>(await codeLogin(mobile, code));
    expect(login.user.userId).toBe(id);
    expect((await t.app.inject({ url: '/api/sso/logout/current', headers: bearer(login.token) })).statusCode).toBe(200);
    // used codes do not sign in again
    expect((await codeLogin(mobile, code)).json().code).toBe('10007');
  });

  it('answers 10007 for a wrong code and kills the code after 5 tries', async () => {
    const mobile = '13800000011';
    await addUser(t, { loginName: 'sms_wrong', mobile });
    dataOf(await send(mobile));
    const code = await sentCode(mobile);
    for (let i = 0; i < 4; i++) {
      const res = await codeLogin(mobile, wrongOf(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '10007', msg: '验证码错误' });
    }
    // the fifth failure locks this address out of the account (same rules as passwords)
    expect((await codeLogin(mobile, wrongOf(code))).json().code).toBe('10004');
    expect((await codeLogin(mobile, code)).json().code).toBe('10004');
    // only this address: the account itself is not locked, and the owner elsewhere is not shut out
    const [row] = await t.ctx.db.select({ lockedUntil: user.lockedUntil }).from(user).where(eq(user.mobile, mobile));
    expect(row.lockedUntil).toBeNull();
    const dead = await codeLogin(mobile, code, '10.1.2.3');
    expect(dead.json()).toMatchObject({ code: '10007', msg: '验证码错误次数过多，请重新获取' });
    await ageCodes(mobile, 61_000);
    dataOf(await send(mobile));
    const owner = await codeLogin(mobile, await sentCode(mobile), '10.1.2.3');
    expect(owner.json().code).toBe('00000');
  });

  it('refuses a code older than 5 minutes', async () => {
    const mobile = '13800000012';
    await addUser(t, { loginName: 'sms_late', mobile });
    dataOf(await send(mobile));
    const code = await sentCode(mobile);
    await ageCodes(mobile, 301_000);
    expect((await codeLogin(mobile, code)).json()).toMatchObject({ code: '10007', msg: '验证码错误或已过期，请重新获取' });
  });

  it('refuses a locked account and a disabled one', async () => {
    const mobile = '13800000013';
    const id = await addUser(t, { loginName: 'sms_locked', mobile });
    dataOf(await send(mobile));
    const code = await sentCode(mobile);
    await t.ctx.db
      .update(user)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(user.id, id));
    expect((await codeLogin(mobile, code)).json().code).toBe('10004');
    const off = '13800000014';
    await addUser(t, { loginName: 'sms_disabled', mobile: off, enabled: false });
    dataOf(await send(off));
    expect((await codeLogin(off, await sentCode(off))).json().code).toBe('10005');
  });

  it('rejects a code that is not 6 digits with 400 naming code', async () => {
    const res = await codeLogin('13800000015', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('code');
  });
});

describe('POST /sso/update/captcha/password', () => {
  it('resets the password with a password-scene code and signs the account out', async () => {
    const mobile = '13800000020';
    await addUser(t, { loginName: 'forgetful', mobile });
    const old = dataOf<LoginResult>(await signIn(t, 'forgetful'));
    dataOf(await send(mobile, 'password'));
    const code = await sentCode(mobile);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile, code, newPassword: t.encrypt('weak') },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain('newPassword');
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile, code, newPassword: t.encrypt('P@ssw0rd') },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().msg).toMatch(/newPassword.*过于简单或常见/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile, code, newPassword: t.encrypt('Newpass#2026') },
    });
    expect(res.json().code).toBe('00000');
    expect((await signIn(t, 'forgetful')).json().code).toBe('10003');
    expect(dataOf<LoginResult>(await signIn(t, 'forgetful', 'Newpass#2026')).loginName).toBe('forgetful');
    expect((await t.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(old.token) })).json().code).toBe('10002');
  });

  it('does not accept a login-scene code', async () => {
    const mobile = '13800000021';
    await addUser(t, { loginName: 'scene_mixer', mobile });
    dataOf(await send(mobile, 'login'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile, code: await sentCode(mobile), newPassword: t.encrypt('Newpass#2026') },
    });
    expect(res.json().code).toBe('10007');
  });
});
