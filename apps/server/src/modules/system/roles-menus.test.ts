import type { MenuAdminNode, MenuNode, PageResult, RoleDetail, RoleItem, RoleOption } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { adminDuties, dutyOf, withoutForeignDuties } from './separation';
import { menu, user } from './tables';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const flatten = <N extends { children: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const names = (nodes: MenuNode[]) => flatten(nodes).map((n) => n.name);
const adminTree = async () => flatten((await c.get<MenuAdminNode[]>('admin', 'system/menu/tree')).body.data);
const roleByCode = async (code: string) =>
  (await c.get<RoleOption[]>('secadmin', 'system/role/list')).body.data.find((r) => r.code === code)!;

describe('menus of the signed-in user', () => {
  it('gives each demo account its own menus and permissions', async () => {
    const admin = (await c.get<MenuNode[]>('admin', 'sys/menu/current', { 'app-code': 'cppcc' })).body.data;
    expect(names(admin)).toEqual(expect.arrayContaining(['系统管理', '用户管理', '组织机构', '菜单管理', '字典管理']));
    expect(names(admin)).not.toContain('审计日志');
    expect(names(admin)).not.toContain('角色管理');
    expect(flatten(admin).every((n) => n.menuType !== 'button')).toBe(true);
    const audit = names((await c.get<MenuNode[]>('auditadmin', 'sys/menu/current')).body.data);
    expect(audit).toEqual(expect.arrayContaining(['系统管理', '审计日志', '登录日志']));
    expect(audit).not.toContain('用户管理');
    const sec = names((await c.get<MenuNode[]>('secadmin', 'sys/menu/current')).body.data);
    expect(sec).toEqual(expect.arrayContaining(['角色管理', '安全策略', '用户管理']));
    expect(names((await c.get<MenuNode[]>('tian', 'sys/menu/current')).body.data)).not.toContain('系统管理');
    expect(names((await c.get<MenuNode[]>('weiyuan', 'sys/menu/current')).body.data)).not.toContain('系统管理');
    expect((await c.get<MenuNode[]>('admin', 'sys/menu/current', { 'app-code': 'other' })).body.data).toEqual([]);

    const perms = (who: string) => c.get<string>(who, 'sys/menu/permission').then((r) => r.body.data.split(','));
    expect(await perms('admin')).toEqual(expect.arrayContaining(['system:user:add', 'system:dict:edit']));
    expect(await perms('admin')).not.toContain('system:user:role');
    expect(await perms('secadmin')).toEqual(expect.arrayContaining(['system:user:role', 'system:role:grant', 'system:security:edit']));
    expect(await perms('auditadmin')).toEqual(expect.arrayContaining(['system:audit:list', 'system:audit:export', 'system:loginlog:list']));
    expect((await perms('tian')).some((p) => p.startsWith('system:'))).toBe(false);
    expect((await t.app.inject({ url: '/api/sys/menu/current' })).statusCode).toBe(401);
  });
});

describe('menu administration', () => {
  it('lists the full tree with buttons and keys', async () => {
    const all = await adminTree();
    expect(all.find((m) => m.key === 'system.user.add')).toMatchObject({ menuType: 'button', permission: 'system:user:add' });
    expect((await c.get('tian', 'system/menu/tree')).status).toBe(403);
  });

  it('adds, updates and deletes a menu of its own; built-in menus only show or hide', async () => {
    const dir = (await adminTree()).find((m) => m.key === 'system')!;
    const add = await c.post<{ id: string }>('admin', 'system/menu/add', {
      parentId: dir.id,
      name: '操作手册',
      menuType: 'menu',
      url: '/system/manual',
      sort: 99,
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await c.post('admin', 'system/menu/add', { parentId: dir.id, name: '无地址', menuType: 'menu' })).body.msg).toContain('url');
    expect(
      (await c.post('admin', 'system/menu/add', { parentId: dir.id, name: '按钮', menuType: 'button', permission: 'x:y' })).status,
    ).toBe(400);
    expect((await c.post('admin', 'system/menu/add', { name: '', menuType: 'menu' })).status).toBe(400);
    expect((await c.post('admin', 'system/menu/add', { name: 'x', menuType: 'tab' })).body.msg).toContain('menuType');
    expect(
      (await c.post('admin', 'system/menu/update', { id, parentId: dir.id, name: '使用手册', menuType: 'menu', url: '/system/manual' }))
        .status,
    ).toBe(200);
    const builtIn = (await adminTree()).find((m) => m.key === 'system.dict')!;
    const rename = await c.post('admin', 'system/menu/update', { ...builtIn, name: '数据字典' });
    expect(rename.status).toBe(400);
    expect((await c.post('admin', 'system/menu/update', { ...builtIn, visible: false })).status).toBe(200);
    expect(names((await c.get<MenuNode[]>('admin', 'sys/menu/current')).body.data)).not.toContain('字典管理');
    expect((await c.post('admin', 'system/menu/delete', { id: builtIn.id })).status).toBe(400);
    expect((await c.post('admin', 'system/menu/delete', { id })).status).toBe(200);
    expect((await c.post('admin', 'system/menu/delete', { id })).status).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'menu'), eq(auditLog.objectId, id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});

describe('roles', () => {
  it('pages, lists and shows roles to the security admin only', async () => {
    const res = await c.post<PageResult<RoleItem>>('secadmin', 'system/role/page', { pageNum: 1, pageSize: 15 });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r) => r.code)).toEqual(expect.arrayContaining(['system_admin', 'member', 'handling_unit']));
    expect(res.body.data.list.find((r) => r.code === 'member')!.userCount).toBeGreaterThan(0);
    expect((await c.post('admin', 'system/role/page', {})).status).toBe(403);
    expect((await c.post('secadmin', 'system/role/page', { pageNum: 0 })).status).toBe(400);
    const member = await roleByCode('member');
    const detail = await c.get<RoleDetail>('secadmin', `system/role/detail/${member.id}`);
    expect(detail.body.data.dataScope).toBe(4);
    expect((await c.get('secadmin', 'system/role/detail/none')).status).toBe(404);
  });

  it('adds, updates, grants and deletes a role', async () => {
    expect((await c.post('secadmin', 'system/role/add', { code: 'Bad Code', name: 'x' })).body.msg).toContain('code');
    expect((await c.post('secadmin', 'system/role/add', { code: 'member', name: '重复' })).status).toBe(409);
    const add = await c.post<{ id: string }>('secadmin', 'system/role/add', { code: 'reader', name: '阅读者' });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await c.post('secadmin', 'system/role/update', { id, name: '只读用户', remark: '测试' })).status).toBe(200);
    const units = (await c.get<{ id: string; children: unknown[] }[]>('secadmin', 'system/org/tree?kind=unit')).body.data;
    const grant = await c.post('secadmin', 'system/role/grant', { roleId: id, menuIds: [], dataScope: 5, orgIds: [units[0].id] });
    expect(grant.status).toBe(200);
    const detail = (await c.get<RoleDetail>('secadmin', `system/role/detail/${id}`)).body.data;
    expect(detail).toMatchObject({ name: '只读用户', dataScope: 5, orgIds: [units[0].id] });
    expect((await c.post('secadmin', 'system/role/grant', { roleId: id, menuIds: [], dataScope: 9 })).body.msg).toContain('dataScope');
    expect((await c.post('secadmin', 'system/role/grant', { roleId: id, menuIds: ['nope'], dataScope: 1 })).body.msg).toContain('menuIds');
    expect((await c.post('secadmin', 'system/role/delete', { id })).status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'role'), eq(auditLog.objectId, id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'grant', 'update']);
  });

  it('keeps the three administrators apart', async () => {
    const menus = await adminTree();
    const auditMenu = menus.find((m) => m.key === 'system.auditLog')!;
    const sysAdmin = await roleByCode('system_admin');
    const toSys = await c.post('secadmin', 'system/role/grant', { roleId: sysAdmin.id, menuIds: [auditMenu.id], dataScope: 1 });
    expect(toSys.status).toBe(400);
    expect(toSys.body.msg).toContain('三员分立');
    const officeStaff = await roleByCode('office_staff');
    expect((await c.post('secadmin', 'system/role/grant', { roleId: officeStaff.id, menuIds: [auditMenu.id], dataScope: 2 })).status).toBe(
      400,
    );
    const secAdmin = await roleByCode('security_admin');
    expect((await c.post('secadmin', 'system/role/grant', { roleId: secAdmin.id, menuIds: [], dataScope: 1 })).status).toBe(403);
    expect((await c.post('secadmin', 'system/role/delete', { id: sysAdmin.id })).body.msg).toContain('内置角色');
    expect((await c.post('secadmin', 'system/role/update', { id: sysAdmin.id, name: '系统管理员', enabled: false })).status).toBe(400);
    // a role still held by users cannot go
    const add = await c.post<{ id: string }>('secadmin', 'system/role/add', { code: 'temp_role', name: '临时' });
    const [tian] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'tian'));
    const proposal = await roleByCode('proposal_staff');
    await c.post('secadmin', 'system/user/assignRoles', { id: tian.id, roleIds: [proposal.id, add.body.data.id] });
    expect((await c.post('secadmin', 'system/role/delete', { id: add.body.data.id })).body.msg).toContain('已分配给1个用户');
  });
});

describe('三员分立 by permission (issue 13, finding 5)', () => {
  const grant = async (code: string, menuIds: string[]) => {
    const r = await roleByCode(code);
    const detail = (await c.get<RoleDetail>('secadmin', `system/role/detail/${r.id}`)).body.data;
    return c.post('secadmin', 'system/role/grant', {
      roleId: r.id,
      menuIds: [...new Set([...detail.menuIds, ...menuIds])],
      dataScope: detail.dataScope,
      orgIds: detail.orgIds,
    });
  };

  it('refuses an administrator permission on a menu outside 系统管理, naming the field', async () => {
    const business = (await adminTree()).find((m) => m.key === 'proposal.all')!;
    const add = await c.post('admin', 'system/menu/add', {
      parentId: business.id,
      name: '查看日志',
      menuType: 'button',
      permission: 'system:audit:list',
    });
    expect(add.status).toBe(400);
    expect(add.body.msg).toContain('permission');
    expect(add.body.msg).toContain('三员分立');
    // the same for a string hidden in a list, and for a system: permission no menu declares yet
    for (const permission of ['proposal:all:list, system:audit:list', 'system:anything:new']) {
      const r = await c.post('admin', 'system/menu/add', { parentId: business.id, name: '按钮', menuType: 'button', permission });
      expect([permission, r.status]).toEqual([permission, 400]);
    }
  });

  it('refuses re-pointing a granted button to an administrator permission, and members never read the audit log', async () => {
    const business = (await adminTree()).find((m) => m.key === 'proposal.all')!;
    const add = await c.post<{ id: string }>('admin', 'system/menu/add', {
      parentId: business.id,
      name: '提案打印',
      menuType: 'button',
      permission: 'proposal:all:print',
    });
    expect(add.status).toBe(200);
    expect((await grant('member', [add.body.data.id])).status).toBe(200);
    const repoint = await c.post('admin', 'system/menu/update', {
      id: add.body.data.id,
      parentId: business.id,
      name: '提案打印',
      menuType: 'button',
      permission: 'system:audit:list',
    });
    expect(repoint.status).toBe(400);
    expect(repoint.body.msg).toContain('permission');
    const [row] = await t.ctx.db.select({ permission: menu.permission }).from(menu).where(eq(menu.id, add.body.data.id));
    expect(row.permission).toBe('proposal:all:print');
    c.forget('weiyuan');
    expect((await c.post('weiyuan', 'system/audit/page', {})).status).toBe(403);
  });

  it('re-checks every role holding a menu inside 系统管理 when its permission changes', async () => {
    const userMenu = (await adminTree()).find((m) => m.key === 'system.user')!;
    const add = await c.post<{ id: string }>('admin', 'system/menu/add', {
      parentId: userMenu.id,
      name: '批量导入',
      menuType: 'button',
      permission: 'system:user:add',
    });
    expect(add.status).toBe(200);
    expect((await grant('system_admin', [add.body.data.id])).status).toBe(200);
    const body = { id: add.body.data.id, parentId: userMenu.id, name: '批量导入', menuType: 'button' };
    const toAudit = await c.post('admin', 'system/menu/update', { ...body, permission: 'system:audit:list' });
    expect(toAudit.status).toBe(400);
    expect(toAudit.body.msg).toContain('审计管理员');
    expect(toAudit.body.msg).toContain('系统管理员');
    // a change that the holders may keep goes through
    expect((await c.post('admin', 'system/menu/update', { ...body, permission: 'system:user:edit' })).status).toBe(200);
  });

  it('refuses moving a directory out of 系统管理 while an entry under it carries an administrator permission', async () => {
    const root = (await adminTree()).find((m) => m.key === 'system')!;
    const dir = await c.post<{ id: string }>('admin', 'system/menu/add', { parentId: root.id, name: '扩展', menuType: 'directory' });
    const page = await c.post<{ id: string }>('admin', 'system/menu/add', {
      parentId: dir.body.data.id,
      name: '扩展页',
      menuType: 'menu',
      url: '/system/ext',
    });
    const button = await c.post('admin', 'system/menu/add', {
      parentId: page.body.data.id,
      name: '导出日志',
      menuType: 'button',
      permission: 'system:audit:export',
    });
    expect([dir.status, page.status, button.status]).toEqual([200, 200, 200]);
    const out = await c.post('admin', 'system/menu/update', { id: dir.body.data.id, parentId: null, name: '扩展', menuType: 'directory' });
    expect(out.status).toBe(400);
    expect(out.body.msg).toContain('system:audit:export');
  });

  it('grants by permission: an administrator permission never goes to another role, wherever its menu sits', async () => {
    // a bad row as an older version or a hand edit may have left it: outside 系统管理, carrying the audit permission
    const business = (await adminTree()).find((m) => m.key === 'proposal.all')!;
    const id = 'bad-audit-button';
    await t.ctx.db.insert(menu).values({ id, parentId: business.id, name: '旧按钮', menuType: 'button', permission: 'system:audit:list' });
    const toStaff = await grant('proposal_staff', [id]);
    expect(toStaff.status).toBe(400);
    expect(toStaff.body.msg).toContain('审计管理员');
    expect((await grant('system_admin', [id])).status).toBe(400);
    expect((await grant('audit_admin', [id])).status).toBe(200);
  });

  it('reads the duties from the declared menus, the attached ones included', async () => {
    const d = await adminDuties();
    expect(d.byPermission.get('system:audit:list')).toEqual(['audit']);
    expect(d.byPermission.get('system:user:list')).toEqual(['system', 'security']);
    expect(d.byPermission.get('system:online:logout')).toEqual(['security']);
    expect(d.byPermission.get('intellect:library:import')).toEqual(['system']);
    expect(dutyOf(d, 'system:whatever:new')).toEqual(['system', 'security', 'audit']);
    expect(dutyOf(d, 'proposal:all:list')).toBeNull();
    const kept = await withoutForeignDuties(new Set(['system:audit:list', 'system:user:add', 'proposal:all:list']), ['system']);
    expect([...kept].sort()).toEqual(['proposal:all:list', 'system:user:add']);
    expect([...(await withoutForeignDuties(new Set(['system:audit:list']), []))]).toEqual([]);
  });
});
