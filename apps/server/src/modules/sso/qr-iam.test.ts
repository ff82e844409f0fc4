import type { LoginResult } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { iamTicket, qrLogin } from './tables';
import { addUser, bearer, dataOf, signIn } from './test-fixtures';

let t: TestApp;
let phone: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { loginName: 'qr_phone' });
  phone = dataOf<LoginResult>(await signIn(t, 'qr_phone'));
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
const newQr = async () => dataOf<{ qrId: string; image: string; expiresIn: number }>(await t.app.inject({ url: '/api/sso/qrcode' }));
const query = async (qrId: string) => dataOf<{ state: string; login: LoginResult | null }>(await post('/sso/qrcode/query', { qrId }));

describe('QR code sign-in', () => {
  it('walks waiting → scanned → confirmed and yields the sign-in exactly once', async () => {
    const qr = await newQr();
    expect(qr.expiresIn).toBe(120);
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    expect(await query(qr.qrId)).toEqual({ state: 'waiting', login: null });
    expect(dataOf(await post('/sso/qrcode/scan', { qrId: qr.qrId }, phone.token))).toEqual({ state: 'scanned' });
    expect(await query(qr.qrId)).toEqual({ state: 'scanned', login: null });
    expect(dataOf(await post('/sso/qrcode/confirm', { qrId: qr.qrId }, phone.token))).toEqual({ state: 'confirmed' });
    const first = await query(qr.qrId);
    expect(first.state).toBe('confirmed');
    expect(first.login?.loginName).toBe('qr_phone');
    expect((await t.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(first.login!.token) })).statusCode).toBe(
      200,
    );
    expect(await query(qr.qrId)).toEqual({ state: 'expired', login: null });
  });

  it('needs a signed-in user to scan and confirm', async () => {
    const qr = await newQr();
    expect((await post('/sso/qrcode/scan', { qrId: qr.qrId })).statusCode).toBe(401);
    expect((await post('/sso/qrcode/confirm', { qrId: qr.qrId })).statusCode).toBe(401);
  });

  it('reports an expired or unknown code as expired and refuses to confirm it', async () => {
    const qr = await newQr();
    await t.ctx.db
      .update(qrLogin)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLogin.id, qr.qrId));
    expect(await query(qr.qrId)).toEqual({ state: 'expired', login: null });
    expect(await query('no-such-code')).toEqual({ state: 'expired', login: null });
    const confirm = await post('/sso/qrcode/confirm', { qrId: qr.qrId }, phone.token);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().code).toBe('10008');
  });

  it('refuses a second user on a code another has scanned', async () => {
    await addUser(t, { loginName: 'qr_other' });
    const other = dataOf<LoginResult>(await signIn(t, 'qr_other'));
    const qr = await newQr();
    dataOf(await post('/sso/qrcode/scan', { qrId: qr.qrId }, phone.token));
    expect((await post('/sso/qrcode/confirm', { qrId: qr.qrId }, other.token)).json().code).toBe('10008');
  });

  it('rejects a missing qrId with 400 naming it', async () => {
    const res = await post('/sso/qrcode/query', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('qrId');
  });
});

describe('URL token sign-in (POST /sso/iam/login)', () => {
  afterEach(() => {
    delete process.env.IAM_JWT_SECRET;
  });

  it('exchanges a one-time ticket once', async () => {
    const ticket = dataOf<{ ticket: string; expiresIn: number }>(await post('/sso/iam/ticket', {}, phone.token));
    expect(ticket.expiresIn).toBe(60);
    const body = { token: ticket.ticket, appLoginTag: 'PC', templateCode: 'default' };
    const login = dataOf<LoginResult>(await post('/sso/iam/login', body));
    expect(login.loginName).toBe('qr_phone');
    const again = await post('/sso/iam/login', body);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: '10001', msg: '登录已过期，请重新登录', data: null });
  });

  it('refuses an expired ticket, a garbled token and an unauthenticated ticket request', async () => {
    const ticket = dataOf<{ ticket: string }>(await post('/sso/iam/ticket', {}, phone.token));
    await t.ctx.db.update(iamTicket).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/sso/iam/login', { token: ticket.ticket })).json().code).toBe('10001');
    expect((await post('/sso/iam/login', { token: 'garbage' })).json().code).toBe('10001');
    expect((await post('/sso/iam/ticket', {})).statusCode).toBe(401);
    const missing = await post('/sso/iam/login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('token');
  });

  it('accepts an external HS256 token only when IAM_JWT_SECRET is set', async () => {
    const secret = 'external-iam-secret-for-tests';
    const make = (claims: Record<string, unknown>, key = secret) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(new TextEncoder().encode(key));
    const bySub = await make({ sub: 'qr_phone' });
    expect((await post('/sso/iam/login', { token: bySub })).json().code).toBe('10001');
    process.env.IAM_JWT_SECRET = secret;
    expect(dataOf<LoginResult>(await post('/sso/iam/login', { token: bySub })).loginName).toBe('qr_phone');
    expect(dataOf<LoginResult>(await post('/sso/iam/login', { token: await make({ loginName: 'qr_phone' }) })).loginName).toBe('qr_phone');
    expect((await post('/sso/iam/login', { token: await make({ sub: 'qr_phone' }, 'another-secret') })).json().code).toBe('10001');
    expect((await post('/sso/iam/login', { token: await make({ sub: 'nobody' }) })).json().code).toBe('10001');
  });
});
