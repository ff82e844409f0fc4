import { Writable } from 'node:stream';
import type { LoginResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { manifests } from '../../modules';
import { auditLog } from '../../platform/audit/tables';
import { redactUrl } from '../../platform/auth/log-redaction';
import { session } from './tables';
import { addUser, bearer, dataOf, refreshCookieOf, signIn } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probe = (token: string) => t.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(token) });
const refreshWithCookie = (rt: string | null) => t.app.inject({ url: '/api/sso/refresh/token/-', cookies: rt ? { cppcc_rt: rt } : {} });

describe('refresh token in an HttpOnly cookie (finding 10)', () => {
  it('is set HttpOnly, SameSite=Strict, scoped to the refresh route, and absent from the body', async () => {
    await addUser(t, { loginName: 'cookie_owner' });
    const res = await signIn(t, 'cookie_owner');
    expect(dataOf<LoginResult>(res).refreshToken).toBe('');
    const cookie = res.cookies.find((c) => c.name === 'cppcc_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sso/refresh/token' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(t.ctx.config.security.refreshTokenDays * 86_400);
  });

  it('refreshes from the cookie with the placeholder segment and rotates the cookie', async () => {
    await addUser(t, { loginName: 'cookie_refresher' });
    const first = refreshCookieOf(await signIn(t, 'cookie_refresher'));
    const res = await refreshWithCookie(first);
    const data = dataOf<LoginResult>(res);
    expect(data.refreshToken).toBe('');
    expect((await probe(data.token)).statusCode).toBe(200);
    const second = refreshCookieOf(res);
    expect(second).not.toBe(first);
    expect(dataOf<LoginResult>(await refreshWithCookie(second)).loginName).toBe('cookie_refresher');
    // no cookie: signed out (10001)
    expect((await refreshWithCookie(null)).json().code).toBe('10001');
  });

  it('sets the cookie on every sign-in that yields tokens (switch, QR, IAM, SMS share sessionAnswer)', async () => {
    const login = dataOf<LoginResult>(await signIn(t, 'weiyuan'));
    const target = login.user.identities[0];
    if (!target) return;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/switch/user',
      headers: bearer(login.token),
      payload: { userId: target.userId },
    });
    expect(dataOf<LoginResult>(res).refreshToken).toBe('');
    expect(refreshCookieOf(res).length).toBeGreaterThan(30);
  });
});

describe('session cap (finding 17)', () => {
  it('revokes the oldest live session beyond the maximum, audits it and closes its channel', async () => {
    const capped = await createTestApp();
    try {
      capped.ctx.config.security.maxSessionsPerUser = 2;
      const id = await addUser(capped, { loginName: 'many_devices' });
      const revoked: string[] = [];
      capped.ctx.events.on('sessionRevoked', ({ sessionId }) => revoked.push(sessionId));
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) tokens.push(dataOf<LoginResult>(await signIn(capped, 'many_devices')).token);
      await new Promise((r) => setImmediate(r));
      const rows = await capped.ctx.db.select().from(session).where(eq(session.userId, id)).orderBy(session.createdAt);
      expect(rows.map((r) => r.revokedReason)).toEqual(['limit', null, null]);
      expect(revoked).toEqual([rows[0].id]);
      const probeIn = (token: string) => capped.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(token) });
      expect((await probeIn(tokens[0])).json().code).toBe('10002');
      expect((await probeIn(tokens[2])).statusCode).toBe(200);
      const [row] = await capped.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectId, rows[0].id), eq(auditLog.action, 'logout')));
      expect(row.detail).toMatchObject({ reason: 'limit', maxSessions: 2 });
    } finally {
      await capped.close();
    }
  });
});

describe('WebSocket authentication by first frame (finding 14)', () => {
  async function connect(url: string, first?: string) {
    const frames: string[] = [];
    let onClose: (code: number) => void = () => {};
    const closed = new Promise<number>((resolve) => {
      onClose = resolve;
    });
    const ws = await t.app.injectWS(url, undefined, {
      onInit(socket) {
        socket.on('message', (data: Buffer) => frames.push(data.toString()));
        socket.on('close', (code: number) => onClose(code));
      },
    });
    if (first) ws.send(first);
    return { frames, closed, ws };
  }

  it('takes the token in the first frame and pushes the unread count', async () => {
    const token = dataOf<LoginResult>(await signIn(t, 'weiyuan')).token;
    const c = await connect('/api/ws', JSON.stringify({ type: 'auth', token }));
    for (let i = 0; i < 50 && !c.frames.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(c.frames[0])).toMatchObject({ type: 'unread' });
    c.ws.terminate();
  });

  it('ignores a token in the URL and closes an unauthenticated socket', async () => {
    const token = dataOf<LoginResult>(await signIn(t, 'weiyuan')).token;
    const viaUrl = await connect(`/api/ws?token=${encodeURIComponent(token)}`, JSON.stringify({ type: 'hello' }));
    expect(await viaUrl.closed).toBe(4401);
    const bad = await connect('/api/ws', JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await bad.closed).toBe(4401);
  });

  it('closes a socket that never authenticates after the timeout', async () => {
    const started = Date.now();
    const silent = await connect('/api/ws');
    expect(await silent.closed).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  }, 15_000);
});

describe('log redaction (finding 14)', () => {
  it('masks refresh tokens in paths and credentials in query strings', () => {
    expect(redactUrl('/api/sso/refresh/token/abc.def-123?x=1')).toBe('/api/sso/refresh/token/[REDACTED]?x=1');
    expect(redactUrl('/login?access_token=eyJ.a.b&redirect=%2Fhome')).toBe('/login?access_token=[REDACTED]&redirect=%2Fhome');
    expect(redactUrl('/api/ws?token=eyJ')).toBe('/api/ws?token=[REDACTED]');
    expect(redactUrl('/api/system/user/checkPassword?password=04ab')).toBe('/api/system/user/checkPassword?password=[REDACTED]');
    expect(redactUrl('/api/x?page=1')).toBe('/api/x?page=1');
  });

  it('never writes a token, a refresh token or a cookie to the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const ctx = { ...t.ctx, config: { ...t.ctx.config, logLevel: 'trace' } };
    const logged = await buildApp(ctx, manifests, { logger: true, logStream: stream });
    await logged.ready();
    try {
      await addUser(t, { loginName: 'logged_user' });
      const login = await logged.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { username: 'logged_user', password: t.encrypt(DEMO_PASSWORD) },
      });
      const token = dataOf<LoginResult>(login).token;
      const rt = refreshCookieOf(login);
      await logged.inject({ url: `/api/sso/refresh/token/${rt}` });
      await logged.inject({ url: '/api/sso/refresh/token/-', cookies: { cppcc_rt: rt } });
      await logged.inject({ url: `/api/system/user/check/password/expired?access_token=${token}`, headers: bearer(token) });
      await logged.inject({ url: `/login?access_token=${token}` });
      const text = lines.join('');
      expect(text).toContain('/api/sso/refresh/token/[REDACTED]');
      expect(text).not.toContain(rt);
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.split('.')[2]);
    } finally {
      await logged.close();
    }
  });
});
