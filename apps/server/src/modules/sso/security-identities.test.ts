import type { LoginResult, PageResult, ResetPasswordResult } from '@cppcc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import type { SmsProvider } from '../sms/provider';
import { smsOutbox } from '../sms/tables';
import { passwordHistory, user } from '../system/tables';
import { passwordState } from './sessions';
import { session } from './tables';
import { addUser, bearer, dataOf, signIn } from './test-fixtures';
import type { UserRow } from './users';

/**
 * Regression tests of issue 13, findings 1, 2, 3, 6 (forced first change) and
 * 13: credentials and identities. Each block fails on the code before the fix.
 */
let t: TestApp;
let c: ReturnType<typeof client>;
let sms: MockInstance<SmsProvider['send']>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  sms = vi.spyOn(t.ctx.sms, 'send');
});
afterAll(() => t.close());

const account = async (loginName: string) => (await t.ctx.db.select().from(user).where(eq(user.loginName, loginName)))[0];
const lastSmsTo = (mobile: string) => sms.mock.calls.map((call) => call[0]).findLast((m) => m.mobile === mobile);
const outbox = (who = 'admin') =>
  c.post<PageResult<{ mobile: string; content: string; bizType: string }>>(who, 'sms/outbox/page', { pageNum: 1, pageSize: 40 });
const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/user/update/password',
    headers: bearer(token),
    payload: { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt(newPassword) },
  });
const switchTo = (token: string, userId: string) =>
  t.app.inject({ method: 'POST', url: '/api/sso/switch/user', headers: bearer(token), payload: { userId } });

describe('finding 1: no stored record gives an SMS code away', () => {
  it('the system admin cannot read the audit admin’s sign-in code in the outbox', async () => {
    const audit = await account('auditadmin');
    const sent = await t.app.inject({ method: 'POST', url: `/api/sso/verification/code/send?mobile=${audit.mobile}&scene=login` });
    expect(sent.statusCode).toBe(200);
    const code = /您的验证码为(\d{6})/.exec(lastSmsTo(audit.mobile!)?.content ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const rows = (await outbox()).body.data.list.filter((r) => r.mobile === audit.mobile);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.content).not.toContain(code);
      expect(r.content).toContain('******');
    }
    const stored = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, audit.mobile!));
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe('finding 2: identities are linked by an audited action, never onto an administrator', () => {
  it('user/add refuses a free personId (the old way to attach an account to auditadmin)', async () => {
    const audit = await account('auditadmin');
    const res = await c.post('admin', 'system/user/add', {
      loginName: 'shadow.audit',
      username: '影子',
      userType: 2,
      personId: audit.personId,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('personId');
    expect(await account('shadow.audit')).toBeUndefined();
  });

  it('switch never lands on (or starts from) an administrator account, whatever the data says', async () => {
    const audit = await account('auditadmin');
    // a row written around the API: the same person as auditadmin
    await addUser(t, { loginName: 'planted', personId: audit.personId, userType: 2 });
    const planted = dataOf<LoginResult>(await signIn(t, 'planted'));
    const res = await switchTo(planted.token, audit.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('管理员账号不能切换身份');
    const fromAdmin = await switchTo(await t.login('auditadmin'), (await account('planted')).id);
    expect(fromAdmin.statusCode).toBe(403);
  });

  it('links two ordinary accounts (audited), lets them switch, and unlinks them', async () => {
    const a = await addUser(t, { loginName: 'link_member', userType: 1 });
    const b = await addUser(t, { loginName: 'link_staff', userType: 2 });
    const before = dataOf<LoginResult>(await signIn(t, 'link_member'));
    expect((await switchTo(before.token, b)).statusCode).toBe(403);
    const link = await c.post('admin', 'system/user/identity/link', { id: a, targetId: b });
    expect(link.status).toBe(200);
    const [trail] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, b), eq(auditLog.action, 'linkIdentity')));
    expect(trail.detail).toMatchObject({ loginName: 'link_staff', linkedTo: 'link_member' });
    const member = dataOf<LoginResult>(await signIn(t, 'link_member'));
    expect(member.user.identities.map((i) => i.loginName)).toEqual(['link_staff']);
    expect(dataOf<LoginResult>(await switchTo(member.token, b)).loginName).toBe('link_staff');
    expect((await c.post('admin', 'system/user/identity/unlink', { id: b })).status).toBe(200);
    const after = dataOf<LoginResult>(await signIn(t, 'link_member'));
    expect((await switchTo(after.token, b)).statusCode).toBe(403);
  });

  it('refuses administrator accounts on either side, and the permission to others', async () => {
    const a = await addUser(t, { loginName: 'link_lonely', userType: 2 });
    for (const admin of ['admin', 'secadmin', 'auditadmin']) {
      const id = (await account(admin)).id;
      const there = await c.post('admin', 'system/user/identity/link', { id: a, targetId: id });
      expect(there.status).toBe(400);
      expect(there.body.msg).toContain('管理员账号');
      expect((await c.post('admin', 'system/user/identity/link', { id, targetId: a })).status).toBe(400);
    }
    // an account holding an administrator role counts as an administrator account too
    const roleHolder = await addUser(t, { loginName: 'role_holder', userType: 2, roleCodes: ['audit_admin'] });
    expect((await c.post('admin', 'system/user/identity/link', { id: a, targetId: roleHolder })).status).toBe(400);
    expect((await c.post('secadmin', 'system/user/identity/link', { id: a, targetId: roleHolder })).status).toBe(403);
    expect((await c.post('admin', 'system/user/identity/link', { id: a })).status).toBe(400);
  });

  it('a linked account cannot become an administrator account', async () => {
    const staff = await account('weiyuan.staff');
    const roles = (await c.get<{ id: string; code: string }[]>('secadmin', 'system/role/list')).body.data;
    const auditRole = roles.find((r) => r.code === 'audit_admin')!.id;
    const res = await c.post('secadmin', 'system/user/assignRoles', { id: staff.id, roleIds: [auditRole] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('解除身份关联');
    const retype = await c.post('admin', 'system/user/update', { id: staff.id, username: staff.username, userType: 4 });
    expect(retype.status).toBe(400);
  });

  it('keeps the demo identities weiyuan ↔ weiyuan.staff switching', async () => {
    const staff = await account('weiyuan.staff');
    const member = dataOf<LoginResult>(await signIn(t, 'weiyuan'));
    expect(dataOf<LoginResult>(await switchTo(member.token, staff.id)).loginName).toBe('weiyuan.staff');
  });
});

describe('finding 3: a reset never hands the password to the resetter', () => {
  it('only the security administrator resets an administrator account', async () => {
    const sec = await account('secadmin');
    const refused = await c.post('admin', 'system/user/resetPassword', { id: sec.id });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('安全管理员');
    expect(refused.body.data).toBeNull();
    expect((await c.post('admin', 'system/user/resetPassword', { id: (await account('auditadmin')).id })).status).toBe(403);
    // and the security administrator does not reset ordinary accounts
    expect((await c.post('secadmin', 'system/user/resetPassword', { id: (await account('tian')).id })).status).toBe(403);
  });

  it('sends the temporary password to the owner only, forces a change, signs the account out, audits', async () => {
    const audit = await account('auditadmin');
    const live = await t.login('auditadmin');
    const res = await c.post<ResetPasswordResult>('secadmin', 'system/user/resetPassword', { id: audit.id });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['sentTo', 'smsStatus']);
    expect(res.body.data.sentTo).toBe(audit.mobile!.replace(/^(\d{3})\d{4}/, '$1****'));
    const text = lastSmsTo(audit.mobile!)?.content ?? '';
    const temporary = /临时密码为(\S{12})，/.exec(text)?.[1];
    expect(temporary).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain(temporary);
    const stored = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, audit.mobile!), eq(smsOutbox.bizType, 'password')))
      .orderBy(desc(smsOutbox.createdAt));
    expect(stored[0].content).not.toContain(temporary);
    expect(stored[0].content).toContain('******');
    expect((await t.app.inject({ url: '/api/sys/menu/permission', headers: bearer(live) })).statusCode).toBe(401);
    expect(dataOf<LoginResult>(await signIn(t, 'auditadmin', temporary)).isUpdatePwd).toBe(true);
    const [trail] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, audit.id), eq(auditLog.action, 'resetPassword')));
    expect(trail).toMatchObject({ userId: (await account('secadmin')).id, detail: { loginName: 'auditadmin', administrator: true } });
    expect(JSON.stringify(trail.detail)).not.toContain(temporary);
  });

  it('an account whose password its creator knew gets no administrator role until the owner changed it', async () => {
    const add = await c.post<{ id: string; password: string }>('admin', 'system/user/add', {
      loginName: 'audit.two',
      username: '审计二',
      userType: 2,
      mobile: '13900004321',
    });
    const roles = (await c.get<{ id: string; code: string }[]>('secadmin', 'system/role/list')).body.data;
    const auditRole = roles.find((r) => r.code === 'audit_admin')!.id;
    const refused = await c.post('secadmin', 'system/user/assignRoles', { id: add.body.data.id, roleIds: [auditRole] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('尚未由本人修改初始密码');
    const own = dataOf<LoginResult>(await signIn(t, 'audit.two', add.body.data.password));
    expect((await changePassword(own.token, add.body.data.password, 'Tundra#Orchid57')).json().code).toBe('00000');
    expect((await c.post('secadmin', 'system/user/assignRoles', { id: add.body.data.id, roleIds: [auditRole] })).status).toBe(200);
  });

  it('the system admin resets an ordinary account the same way; no mobile is refused (400)', async () => {
    const tian = await account('tian');
    const res = await c.post<ResetPasswordResult>('admin', 'system/user/resetPassword', { id: tian.id });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('password');
    const temporary = /临时密码为(\S{12})，/.exec(lastSmsTo(tian.mobile!)?.content ?? '')?.[1];
    expect(dataOf<LoginResult>(await signIn(t, 'tian', temporary)).isUpdatePwd).toBe(true);
    const noPhone = await addUser(t, { loginName: 'no_phone', userType: 2 });
    const refused = await c.post('admin', 'system/user/resetPassword', { id: noPhone });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('未登记手机号码');
  });
});

describe('the same class: no one points an administrator’s mobile at another phone', () => {
  it('user/update refuses a new mobile on another administrator account (400 naming mobile)', async () => {
    const audit = await account('auditadmin');
    const body = { id: audit.id, username: audit.username, userType: audit.userType, orgId: audit.orgId, sex: audit.sex, duty: audit.duty };
    const res = await c.post('admin', 'system/user/update', { ...body, mobile: '13900001234' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/mobile.*只能由本人修改/);
    expect((await account('auditadmin')).mobile).toBe(audit.mobile);
    expect((await c.post('admin', 'system/user/update', { ...body, mobile: audit.mobile, duty: '审计' })).status).toBe(200);
  });
});

describe('finding 6: the forced first change, in demo mode too', () => {
  it('an account the admin creates must change its password at first sign-in (demo mode)', async () => {
    expect(t.ctx.config.demo).toBe(true);
    const add = await c.post<{ id: string; password: string }>('admin', 'system/user/add', {
      loginName: 'new.comer',
      username: '新同事',
      userType: 2,
    });
    expect(add.status).toBe(200);
    expect(dataOf<LoginResult>(await signIn(t, 'new.comer', add.body.data.password)).isUpdatePwd).toBe(true);
  });

  it('until the change, the server opens nothing but the change itself and the shell’s menus', async () => {
    const add = await c.post<{ id: string; password: string }>('admin', 'system/user/add', {
      loginName: 'must.change',
      username: '待改密',
      userType: 2,
    });
    const first = dataOf<LoginResult>(await signIn(t, 'must.change', add.body.data.password));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(first.token) });
    expect((await get('/api/sys/menu/current')).statusCode).toBe(200);
    const refused = await get('/api/cppccSession/list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('请先修改密码');
    expect((await changePassword(first.token, add.body.data.password, 'Spring#River88')).statusCode).toBe(200);
    expect((await get('/api/cppccSession/list')).statusCode).toBe(200);
  });

  it('the seeded demo accounts are not forced; a flagged account is, whatever the mode', async () => {
    expect(dataOf<LoginResult>(await signIn(t, 'xinxi')).isUpdatePwd).toBe(false);
    const flagged = { ...(await account('xinxi')), mustChangePassword: true } as UserRow;
    expect(passwordState(t.ctx, flagged, new Date()).mustChange).toBe(true);
  });
});

describe('finding 13: weak and reused passwords are refused', () => {
  it('refuses common and patterned passwords and the user’s own names; takes a strong one', async () => {
    await addUser(t, { loginName: 'lianghongbo', mobile: '13811112222' });
    const token = dataOf<LoginResult>(await signIn(t, 'lianghongbo')).token;
    for (const weak of ['P@ssw0rd', 'Password1', 'Cppcc2026', 'Lianghongbo@1', 'Abc@13811112222']) {
      const res = await changePassword(token, DEMO_PASSWORD, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().msg, weak).toMatch(/newPassword.*过于简单或常见/);
    }
    expect((await changePassword(token, DEMO_PASSWORD, 'Spring#River88')).json().code).toBe('00000');
    const add = await c.post('admin', 'system/user/add', { loginName: 'weak.pw', username: '弱密码', userType: 2, password: 'Password1' });
    expect(add.status).toBe(400);
    expect(add.body.msg).toMatch(/password.*过于简单或常见/);
  });

  it('refuses any of the last five passwords and takes the sixth oldest', async () => {
    const id = await addUser(t, { loginName: 'rotator' });
    const token = dataOf<LoginResult>(await signIn(t, 'rotator')).token;
    const series = ['Anchor#Dune19', 'Harbor#Lamp41', 'Violet@Stone72', 'Quiet!Maple53', 'Copper$Fjord64', 'Ember%Willow85'];
    let current = DEMO_PASSWORD;
    for (const next of series) {
      expect((await changePassword(token, current, next)).json().code).toBe('00000');
      current = next;
    }
    const history = await t.ctx.db.select().from(passwordHistory).where(eq(passwordHistory.userId, id));
    expect(history).toHaveLength(5);
    for (const old of series.slice(1, 5)) {
      const res = await changePassword(token, current, old);
      expect(res.statusCode, old).toBe(400);
      expect(res.json().msg).toContain('最近5次');
    }
    // the first one is now the sixth oldest: allowed again
    expect((await changePassword(token, current, series[0])).json().code).toBe('00000');
  });

  it('an SMS reset refuses a recent password once the code proved the phone', async () => {
    const mobile = '13811113333';
    const id = await addUser(t, { loginName: 'sms_rotator', mobile });
    const token = dataOf<LoginResult>(await signIn(t, 'sms_rotator')).token;
    expect((await changePassword(token, DEMO_PASSWORD, 'Harbor#Lamp41')).json().code).toBe('00000');
    await t.app.inject({ method: 'POST', url: `/api/sso/verification/code/send?mobile=${mobile}&scene=password` });
    const code = /(\d{6})/.exec(lastSmsTo(mobile)?.content ?? '')?.[1];
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/sso/update/captcha/password',
      payload: { mobile, code, newPassword: t.encrypt('Harbor#Lamp41') },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toContain('最近5次');
    const live = await t.ctx.db.select().from(session).where(eq(session.userId, id));
    expect(live.length).toBeGreaterThan(0);
  });
});
