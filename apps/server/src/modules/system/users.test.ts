import type { PageResult, ResetPasswordResult, RoleOption, UserAddResult, UserDetail, UserListItem } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { invalidatePrincipals } from '../../platform/auth/principal';
import { loginFailure, session } from '../sso/tables';
import { user } from './tables';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const page = (who: string, q: Record<string, unknown> = {}) =>
  c.post<PageResult<UserListItem>>(who, 'system/user/page', { pageNum: 1, pageSize: 40, ...q });
const idOf = async (loginName: string) => (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, loginName)))[0].id;
const roleId = async (code: string) =>
  (await c.get<RoleOption[]>('secadmin', 'system/role/list')).body.data.find((r) => r.code === code)!.id;

describe('users', () => {
  it('lists users with filters for the system admin', async () => {
    const all = await page('admin');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(40);
    const staff = await page('admin', { keyword: '田晓东' });
    expect(staff.body.data.list.map((u) => u.loginName)).toEqual(['tian']);
    expect(staff.body.data.list[0].roles.map((r) => r.code)).toEqual(['proposal_staff']);
    const units = await page('admin', { userType: 3 });
    expect(units.body.data.list.every((u) => u.userType === 3)).toBe(true);
  });

  it('answers 400 naming the field for bad input, never 5xx', async () => {
    const bad = await c.post('admin', 'system/user/page', { pageSize: 17 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('pageSize');
    const add = await c.post('admin', 'system/user/add', { loginName: '!', username: '张三', userType: 2 });
    expect(add.status).toBe(400);
    expect(add.body.msg).toContain('loginName');
    const mobile = await c.post('admin', 'system/user/add', { loginName: 'zhangsan', username: '张三', userType: 2, mobile: '123' });
    expect(mobile.status).toBe(400);
    expect(mobile.body.msg).toMatch(/mobile.*手机号码格式不正确/);
    const weak = await c.post('admin', 'system/user/add', { loginName: 'zhangsan', username: '张三', userType: 2, password: 'abc' });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('password');
    const collective = await c.post('admin', 'system/user/add', { loginName: 'zhangsan', username: '张三', userType: 3 });
    expect(collective.status).toBe(400);
    expect(collective.body.msg).toContain('collectiveType');
    expect((await c.get('admin', 'system/user/detail/nope')).status).toBe(404);
  });

  it('refuses callers without the permission (403)', async () => {
    expect((await page('weiyuan')).status).toBe(403);
    expect((await c.post('auditadmin', 'system/user/add', { loginName: 'x1', username: '某', userType: 2 })).status).toBe(403);
    expect((await c.post('admin', 'system/user/assignRoles', { id: 'x', roleIds: [] })).status).toBe(403);
    expect((await c.post('admin', 'system/user/unlock', { id: 'x' })).status).toBe(403);
    expect((await c.post('secadmin', 'system/user/delete', { ids: ['x'] })).status).toBe(403);
  });

  it('adds a user with a one-time random password, a default role, and an audit row', async () => {
    const res = await c.post<UserAddResult>('admin', 'system/user/add', {
      loginName: 'zhang.san',
      username: '张三',
      userType: 2,
      mobile: '13912345678',
      sex: 1,
    });
    expect(res.status).toBe(200);
    const { id, password } = res.body.data;
    expect(password).toMatch(/^.{12}$/);
    const detail = await c.get<UserDetail>('admin', `system/user/detail/${id}`);
    expect(detail.body.data.mustChangePassword).toBe(true);
    expect(detail.body.data.roles.map((r) => r.code)).toEqual(['office_staff']);
    expect(await t.login('zhang.san', password!)).toBeTruthy();
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'create')));
    expect(row.objectType).toBe('user');
    expect(row.username).toBe('赵志刚');
  });

  it('keeps login names unique (409) and takes a given strong password', async () => {
    const dup = await c.post('admin', 'system/user/add', { loginName: 'TIAN', username: '重名', userType: 2 });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('已被使用');
    const given = await c.post<UserAddResult>('admin', 'system/user/add', {
      loginName: 'li.si',
      username: '李四',
      userType: 2,
      password: 'Strong#2026',
    });
    expect(given.body.data.password).toBeNull();
    expect(await t.login('li.si', 'Strong#2026')).toBeTruthy();
    // the system admin cannot give roles (三员分立)
    const withRoles = await c.post('admin', 'system/user/add', {
      loginName: 'wang.wu',
      username: '王五',
      userType: 2,
      roleIds: [await roleId('member')],
    });
    expect(withRoles.status).toBe(403);
  });

  it('updates a user and records from/to', async () => {
    const id = await idOf('li.si');
    const res = await c.post('admin', 'system/user/update', { id, username: '李四光', userType: 2, duty: '科员' });
    expect(res.status).toBe(200);
    expect((await c.get<UserDetail>('admin', `system/user/detail/${id}`)).body.data.username).toBe('李四光');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'update')));
    expect(row.detail).toMatchObject({ from: { username: '李四' }, to: { username: '李四光' } });
    expect((await c.post('admin', 'system/user/update', { id: 'nope', username: 'x', userType: 2 })).status).toBe(404);
  });

  it('disabling revokes the sessions; enabling brings the account back', async () => {
    const id = await idOf('li.si');
    const token = await t.login('li.si', 'Strong#2026');
    expect((await c.post('admin', 'system/user/enable', { id, enabled: false })).status).toBe(200);
    const live = await t.ctx.db
      .select()
      .from(session)
      .where(and(eq(session.userId, id), isNull(session.revokedAt)));
    expect(live).toHaveLength(0);
    const after = await t.app.inject({ url: '/api/sys/menu/permission', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect((await c.post('admin', 'system/user/enable', { id, enabled: true })).status).toBe(200);
    expect((await c.post('admin', 'system/user/enable', { id, enabled: 'yes' })).status).toBe(400);
    expect((await c.post('admin', 'system/user/enable', { id: await idOf('admin'), enabled: false })).status).toBe(400);
  });

  it('resets a password by SMS to the owner (never in the answer) and unlocks an account', async () => {
    const id = await idOf('li.si');
    const noMobile = await c.post('admin', 'system/user/resetPassword', { id });
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.msg).toContain('未登记手机号码');
    await t.ctx.db.update(user).set({ mobile: '13912340000' }).where(eq(user.id, id));
    const sms = vi.spyOn(t.ctx.sms, 'send');
    const res = await c.post<ResetPasswordResult>('admin', 'system/user/resetPassword', { id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sentTo: '139****0000', smsStatus: 'sent' });
    const temporary = /临时密码为(\S{12})，/.exec(sms.mock.calls.at(-1)?.[0].content ?? '')?.[1];
    sms.mockRestore();
    expect(await t.login('li.si', temporary)).toBeTruthy();
    await t.ctx.db
      .update(user)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(user.id, id));
    // an address locked out by guesses (sso/lockout.ts) opens with the account
    await t.ctx.db
      .insert(loginFailure)
      .values({ userId: id, ip: '10.9.9.9', failedCount: 0, failedSince: new Date(), lockedUntil: new Date(Date.now() + 600_000) });
    expect((await c.get<UserDetail>('secadmin', `system/user/detail/${id}`)).body.data.locked).toBe(true);
    expect((await c.post('secadmin', 'system/user/unlock', { id })).status).toBe(200);
    expect((await c.get<UserDetail>('secadmin', `system/user/detail/${id}`)).body.data.locked).toBe(false);
    expect(await t.ctx.db.select().from(loginFailure).where(eq(loginFailure.userId, id))).toEqual([]);
    expect((await c.post('admin', 'system/user/resetPassword', {})).status).toBe(400);
  });

  it('assigns roles under the three-admin rules', async () => {
    const id = await idOf('li.si');
    const ok = await c.post('secadmin', 'system/user/assignRoles', {
      id,
      roleIds: [await roleId('office_staff'), await roleId('info_staff')],
    });
    expect(ok.status).toBe(200);
    const two = await c.post('secadmin', 'system/user/assignRoles', {
      id,
      roleIds: [await roleId('system_admin'), await roleId('audit_admin')],
    });
    expect(two.status).toBe(400);
    expect(two.body.msg).toContain('三员分立');
    const self = await c.post('secadmin', 'system/user/assignRoles', { id: await idOf('secadmin'), roleIds: [] });
    expect(self.status).toBe(403);
    // an account linked to another identity cannot become an administrator at all (a switch would reach it)
    const staffId = await idOf('weiyuan.staff');
    const linked = await c.post('secadmin', 'system/user/assignRoles', { id: staffId, roleIds: [await roleId('audit_admin')] });
    expect(linked.status).toBe(400);
    expect(linked.body.msg).toContain('解除身份关联');
    expect((await c.post('secadmin', 'system/user/assignRoles', { id, roleIds: 'x' })).status).toBe(400);
  });

  it('deletes softly, frees the login name, refuses yourself and the last admin', async () => {
    const id = await idOf('li.si');
    expect((await c.post('admin', 'system/user/delete', { ids: [await idOf('admin')] })).status).toBe(400);
    expect((await c.post('admin', 'system/user/delete', { ids: [await idOf('auditadmin'), await idOf('weiyuan.staff')] })).status).toBe(
      400,
    );
    expect((await c.post('admin', 'system/user/delete', { ids: [] })).status).toBe(400);
    expect((await c.post('admin', 'system/user/delete', { ids: [id] })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, id));
    expect(row.deletedAt).not.toBeNull();
    expect((await c.get('admin', `system/user/detail/${id}`)).status).toBe(404);
    const again = await c.post('admin', 'system/user/add', { loginName: 'li.si', username: '李四', userType: 2 });
    expect(again.status).toBe(200);
  });
});

describe('data scope', () => {
  it('a role scoped to its own organisation sees only that organisation’s users', async () => {
    // secadmin makes a scoped user-list role and gives it to tian (提案委员会办公室)
    const add = await c.post<{ id: string }>('secadmin', 'system/role/add', {
      code: 'dept_user_viewer',
      name: '本部门用户查看',
      dataScope: 3,
    });
    const tree = await c.get<{ id: string; key: string | null; children: unknown[] }[]>('secadmin', 'system/menu/tree');
    const flat: { id: string; key: string | null }[] = [];
    const walk = (ns: { id: string; key: string | null; children: unknown[] }[]) => {
      for (const n of ns) {
        flat.push(n);
        walk(n.children as typeof ns);
      }
    };
    walk(tree.body.data);
    const userMenu = flat.find((m) => m.key === 'system.user')!;
    const refused = await c.post('secadmin', 'system/role/grant', { roleId: add.body.data.id, menuIds: [userMenu.id], dataScope: 3 });
    expect(refused.status).toBe(400); // system menus only for administrator roles
    // so grant it through the database, as a deployment might for a department head
    const { role, roleMenu } = await import('./tables');
    await t.ctx.db.insert(roleMenu).values({ roleId: add.body.data.id, menuId: userMenu.id });
    // zheng.hw (会务处) keeps only the scoped role: the widest scope of all roles applies
    expect((await c.post('secadmin', 'system/user/assignRoles', { id: await idOf('zheng.hw'), roleIds: [add.body.data.id] })).status).toBe(
      200,
    );
    // 三员分立 holds against the stored grant: a non-administrator role carries no administrator permission
    expect((await page('zheng.hw')).status).toBe(403);
    // a department's own system administrator role does, within its scope
    await t.ctx.db.update(role).set({ adminKind: 'system' }).where(eq(role.id, add.body.data.id));
    invalidatePrincipals();
    const seen = await page('zheng.hw');
    expect(seen.status).toBe(200);
    expect([...new Set(seen.body.data.list.map((u) => u.orgName))]).toEqual(['会务处']);
    expect(seen.body.data.list.map((u) => u.loginName).sort()).toEqual(['feng.hw', 'zheng.hw']);
    expect((await c.get('zheng.hw', `system/user/detail/${await idOf('xinxi')}`)).status).toBe(404);
    expect((await c.get('zheng.hw', `system/user/detail/${await idOf('feng.hw')}`)).status).toBe(200);
  });
});
