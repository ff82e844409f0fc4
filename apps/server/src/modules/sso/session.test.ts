import type { LoginResult } from '@cppcc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { user } from '../system/tables';
import { revokeUserSessions } from './service';
import { session } from './tables';
import { addRole, addUser, bearer, dataOf, signIn, withRefresh } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addRole(t, 'sso_security', ['system:online:list', 'system:online:logout'], 'security');
});
afterAll(() => t.close());

const refresh = (token: string) => t.app.inject({ url: `/api/sso/refresh/token/${encodeURIComponent(token)}` });
const expired = { code: '10001', msg: '登录已过期，请重新登录', data: null };
const sessionOf = async (sessionId: string) => (await t.ctx.db.select().from(session).where(eq(session.id, sessionId)))[0];
const sessionIdOf = async (userId: string) =>
  (await t.ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(1))[0]
    .id;
const probe = (token: string) => t.app.inject({ url: '/api/system/user/check/password/expired', headers: bearer(token) });

describe('GET /sso/refresh/token/{refreshToken}', () => {
  it('rotates: a new pair for the same session, and the new access token works', async () => {
    const id = await addUser(t, { loginName: 'rotator' });
    const first = withRefresh(await signIn(t, 'rotator'));
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = withRefresh(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.userId).toBe(id);
    expect((await t.ctx.db.select().from(session).where(eq(session.userId, id))).length).toBe(1);
    expect((await probe(second.token)).statusCode).toBe(200);
    // the next refresh uses the new token
    expect(withRefresh(await refresh(second.refreshToken)).loginName).toBe('rotator');
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const id = await addUser(t, { loginName: 'replayed' });
    const first = withRefresh(await signIn(t, 'replayed'));
    const second = withRefresh(await refresh(first.refreshToken));
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(expired);
    const s = await sessionOf(await sessionIdOf(id));
    expect(s.revokedReason).toBe('reuse');
    // the legitimate holder's newer tokens die with the session
    expect((await refresh(second.refreshToken)).json().code).toBe('10001');
    expect((await probe(second.token)).json().code).toBe('10002');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refresh-reuse'), eq(auditLog.userId, id)));
    expect(row).toMatchObject({ result: 'failure', category: 'login', objectType: 'session' });
  });

  it('answers 10001 for an unknown token and for an idle session', async () => {
    expect((await refresh('no-such-token')).json()).toEqual(expired);
    const id = await addUser(t, { loginName: 'idler' });
    const login = withRefresh(await signIn(t, 'idler'));
    const sid = await sessionIdOf(id);
    await t.ctx.db
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(session.id, sid));
    const res = await refresh(login.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expired);
    expect((await sessionOf(sid)).revokedReason).toBe('idle');
  });

  it('answers 10001 once the session has expired', async () => {
    const id = await addUser(t, { loginName: 'too_old' });
    const login = withRefresh(await signIn(t, 'too_old'));
    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    expect((await refresh(login.refreshToken)).json().code).toBe('10001');
  });

  it('updates the last activity time', async () => {
    const id = await addUser(t, { loginName: 'toucher' });
    const login = withRefresh(await signIn(t, 'toucher'));
    const sid = await sessionIdOf(id);
    const past = new Date(Date.now() - 10 * 60_000);
    await t.ctx.db.update(session).set({ lastSeenAt: past }).where(eq(session.id, sid));
    dataOf(await refresh(login.refreshToken));
    expect((await sessionOf(sid)).lastSeenAt.getTime()).toBeGreaterThan(past.getTime() + 60_000);
  });
});

describe('GET /sso/logout/{id}', () => {
  it('signs out: the old access token gives 10002 and its refresh 10001', async () => {
    const id = await addUser(t, { loginName: 'leaver' });
    const login = withRefresh(await signIn(t, 'leaver'));
    const res = await t.app.inject({ url: '/api/sso/logout/current', headers: bearer(login.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('00000');
    // the refresh cookie is cleared on its own path
    expect(res.cookies.find((c) => c.name === 'cppcc_rt')).toMatchObject({ value: '', path: '/api/sso/refresh/token' });
    expect((await probe(login.token)).json().code).toBe('10002');
    expect((await refresh(login.refreshToken)).json().code).toBe('10001');
    expect((await sessionOf(await sessionIdOf(id))).revokedReason).toBe('logout');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'logout'), eq(auditLog.userId, id)));
    expect(row).toMatchObject({ category: 'login', result: 'success' });
  });

  it("signs out one of the own sessions by id, refuses another user's with 403", async () => {
    const mine = await addUser(t, { loginName: 'two_devices' });
    const other = await addUser(t, { loginName: 'someone_else' });
    const phone = withRefresh(await signIn(t, 'two_devices'));
    const phoneSession = await sessionIdOf(mine);
    const desk = withRefresh(await signIn(t, 'two_devices'));
    dataOf(await signIn(t, 'someone_else'));
    const foreign = await t.app.inject({ url: `/api/sso/logout/${await sessionIdOf(other)}`, headers: bearer(desk.token) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('40300');
    dataOf(await t.app.inject({ url: `/api/sso/logout/${phoneSession}`, headers: bearer(desk.token) }));
    expect((await probe(phone.token)).json().code).toBe('10002');
    expect((await probe(desk.token)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ url: '/api/sso/logout/current' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('10001');
  });
});

describe('POST /sso/switch/user', () => {
  it('switches to another identity of the same person and signs the old session out', async () => {
    const personId = 'person-switch';
    await addUser(t, { loginName: 'sw_member', userType: 1, personId });
    const staffId = await addUser(t, { loginName: 'sw_staff', userType: 2, personId });
    const login = withRefresh(await signIn(t, 'sw_member'));
    expect(login.user.identities.map((i) => i.userId)).toEqual([staffId]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/switch/user',
      headers: bearer(login.token),
      payload: { userId: staffId },
    });
    const switched = dataOf<LoginResult>(res);
    expect(switched.user).toMatchObject({ userId: staffId, homeType: 'office' });
    expect((await probe(login.token)).json().code).toBe('10002');
    expect((await probe(switched.token)).statusCode).toBe(200);
    expect((await sessionOf(await sessionIdOf(staffId))).method).toBe('switch');
  });

  it('refuses a foreign or disabled identity with 403', async () => {
    await addUser(t, { loginName: 'sw_self', personId: 'person-a' });
    const stranger = await addUser(t, { loginName: 'sw_stranger', personId: 'person-b' });
    const disabled = await addUser(t, { loginName: 'sw_disabled', personId: 'person-a', enabled: false });
    const login = withRefresh(await signIn(t, 'sw_self'));
    for (const userId of [stranger, disabled, 'no-such-user']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sso/switch/user', headers: bearer(login.token), payload: { userId } });
      expect(res.statusCode).toBe(403);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/sso/switch/user', headers: bearer(login.token), payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('userId');
    expect((await probe(login.token)).statusCode).toBe(200);
  });
});

describe('online users', () => {
  it('lists live sessions for the security administrator and forces one out', async () => {
    await addUser(t, { loginName: 'sec_officer', userType: 4, roleCodes: ['sso_security'] });
    const victimId = await addUser(t, { loginName: 'online_victim' });
    const admin = withRefresh(await signIn(t, 'sec_officer'));
    const victim = withRefresh(await signIn(t, 'online_victim'));
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/system/online/page',
      headers: bearer(admin.token),
      payload: { pageNum: 1, pageSize: 15, loginName: 'online_vic' },
    });
    const data = dataOf<{ list: Record<string, unknown>[]; total: number }>(page);
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ loginName: 'online_victim', username: '测试online_victim', method: 'password', userId: victimId });
    const sessionId = data.list[0].sessionId as string;
    const events: string[] = [];
    const off = t.ctx.events.on('sessionRevoked', (e) => events.push(e.sessionId));
    const forced = await t.app.inject({ method: 'POST', url: `/api/system/online/forceLogout/${sessionId}`, headers: bearer(admin.token) });
    off();
    expect(forced.json().code).toBe('00000');
    expect(events).toEqual([sessionId]);
    expect((await sessionOf(sessionId)).revokedReason).toBe('forced');
    expect((await probe(victim.token)).json().code).toBe('10002');
    // gone from the list, and a second force answers 404
    const after = dataOf<{ total: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/system/online/page',
        headers: bearer(admin.token),
        payload: { loginName: 'online_vic' },
      }),
    );
    expect(after.total).toBe(0);
    const again = await t.app.inject({ method: 'POST', url: `/api/system/online/forceLogout/${sessionId}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });

  it('treats a keyword literally and rejects a bad page size naming the field', async () => {
    await addUser(t, { loginName: 'sec_officer2', userType: 4, roleCodes: ['sso_security'] });
    const admin = withRefresh(await signIn(t, 'sec_officer2'));
    const wild = await t.app.inject({
      method: 'POST',
      url: '/api/system/online/page',
      headers: bearer(admin.token),
      payload: { loginName: '%' },
    });
    expect(dataOf<{ total: number }>(wild).total).toBe(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/system/online/page',
      headers: bearer(admin.token),
      payload: { pageSize: 17 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('pageSize');
  });

  it('refuses a member with 403', async () => {
    await addUser(t, { loginName: 'plain_member' });
    const member = withRefresh(await signIn(t, 'plain_member'));
    const page = await t.app.inject({ method: 'POST', url: '/api/system/online/page', headers: bearer(member.token), payload: {} });
    expect(page.statusCode).toBe(403);
    expect(page.json()).toEqual({ code: '40300', msg: '无权限，请联系管理员', data: null });
    const force = await t.app.inject({ method: 'POST', url: '/api/system/online/forceLogout/any-session', headers: bearer(member.token) });
    expect(force.statusCode).toBe(403);
  });
});

describe('revokeUserSessions', () => {
  it('revokes every live session of a user and returns their ids', async () => {
    const id = await addUser(t, { loginName: 'many_sessions' });
    const a = withRefresh(await signIn(t, 'many_sessions'));
    dataOf(await signIn(t, 'many_sessions'));
    const ids = await t.ctx.db.transaction((tx) => revokeUserSessions(tx, id, 'disabled'));
    expect(ids).toHaveLength(2);
    expect((await probe(a.token)).json().code).toBe('10002');
  });
});

describe('online users on the demo seed', () => {
  it('lets secadmin force a session out and refuses weiyuan', async () => {
    const present = new Set((await t.ctx.db.select({ loginName: user.loginName }).from(user)).map((u) => u.loginName));
    if (!present.has('secadmin') || !present.has('weiyuan')) return; // the system seed has not created them
    const sec = withRefresh(await signIn(t, 'secadmin'));
    const member = withRefresh(await signIn(t, 'weiyuan'));
    const page = dataOf<{ list: { sessionId: string; loginName: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/system/online/page', headers: bearer(sec.token), payload: { loginName: 'weiyuan' } }),
    );
    const target = page.list.find((s) => s.loginName === 'weiyuan');
    expect(target).toBeDefined();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/system/online/forceLogout/${target!.sessionId}`,
      headers: bearer(member.token),
    });
    expect(refused.statusCode).toBe(403);
    dataOf(await t.app.inject({ method: 'POST', url: `/api/system/online/forceLogout/${target!.sessionId}`, headers: bearer(sec.token) }));
    expect((await probe(member.token)).json().code).toBe('10002');
  });
});

describe('switching identities on the demo seed', () => {
  it('moves weiyuan to the office-staff identity of the same person', async () => {
    const [staff] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan.staff'));
    if (!staff) return; // the system seed has not created it
    const member = withRefresh(await signIn(t, 'weiyuan'));
    expect(member.user.identities.map((i) => i.userId)).toContain(staff.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/switch/user',
      headers: bearer(member.token),
      payload: { userId: staff.id },
    });
    expect(dataOf<LoginResult>(res).user).toMatchObject({ loginName: 'weiyuan.staff', homeType: 'office' });
    const [foreign] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'tian'));
    if (foreign) {
      const staffLogin = dataOf<LoginResult>(res);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/sso/switch/user',
        headers: bearer(staffLogin.token),
        payload: { userId: foreign.id },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
