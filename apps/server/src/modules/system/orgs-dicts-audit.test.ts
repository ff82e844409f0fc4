import type { AuditRow, DictItem, DictTypeItem, OrgNode, PageResult, ParamItem, SecuritySettings } from '@cppcc/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const flatten = (nodes: OrgNode[]): OrgNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('organisations', () => {
  it('seeds the office and the handling units', async () => {
    const all = flatten((await c.get<OrgNode[]>('admin', 'system/org/tree')).body.data);
    expect(all.map((o) => o.name)).toEqual(
      expect.arrayContaining(['提案委员会办公室', '信息处（社情民意信息处）', '市教育局', '民革市委会']),
    );
    expect(all.filter((o) => o.collectiveType === 7).length).toBeGreaterThanOrEqual(30);
    expect(all.filter((o) => o.collectiveType === 8)).toHaveLength(2);
    const units = flatten((await c.get<OrgNode[]>('admin', 'system/org/tree?kind=unit')).body.data);
    expect(units.every((o) => o.kind === 'unit')).toBe(true);
    const found = (await c.get<OrgNode[]>('admin', 'system/org/tree?keyword=教育')).body.data;
    expect(flatten(found).map((o) => o.name)).toEqual(['市人民政府办公厅', '市教育局']);
    expect((await c.get('admin', 'system/org/tree?kind=x')).body.msg).toContain('kind');
    expect((await c.get('weiyuan', 'system/org/tree')).status).toBe(403);
  });

  it('adds, updates and deletes organisations with the guards', async () => {
    const root = (await c.get<OrgNode[]>('admin', 'system/org/tree?kind=internal')).body.data[0];
    const add = await c.post<{ id: string }>('admin', 'system/org/add', { parentId: root.id, name: '法制处', kind: 'internal' });
    expect(add.status).toBe(200);
    expect((await c.post('admin', 'system/org/add', { parentId: root.id, name: '法制处', kind: 'internal' })).status).toBe(409);
    expect((await c.post('admin', 'system/org/add', { name: '', kind: 'internal' })).body.msg).toContain('name');
    expect(
      (await c.post('admin', 'system/org/update', { id: root.id, parentId: add.body.data.id, name: root.name, kind: 'internal' })).status,
    ).toBe(400);
    expect(
      (await c.post('admin', 'system/org/update', { id: add.body.data.id, parentId: root.id, name: '法规处', kind: 'internal' })).status,
    ).toBe(200);
    expect((await c.post('admin', 'system/org/delete', { id: root.id })).body.msg).toContain('下级机构');
    const edu = flatten((await c.get<OrgNode[]>('admin', 'system/org/tree')).body.data).find((o) => o.name === '市教育局')!;
    expect((await c.post('admin', 'system/org/delete', { id: edu.id })).body.msg).toContain('用户');
    expect((await c.post('admin', 'system/org/delete', { id: add.body.data.id })).status).toBe(200);
    expect((await c.post('admin', 'system/org/delete', { id: add.body.data.id })).status).toBe(404);
    expect((await c.post('secadmin', 'system/org/add', { name: 'x', kind: 'unit' })).status).toBe(403);
  });
});

describe('dictionaries', () => {
  it('serves reference data to any signed-in user', async () => {
    const sex = await c.get<ParamItem[]>('weiyuan', 'param/list/typeName?typeName=sex');
    expect(sex.body.data.map((i) => [i.paramCode, i.paramName])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
    const many = await c.get<Record<string, ParamItem[]>>('chengban', 'param/list/typeNames?typeNames=satisfaction,handleLevel,nothing');
    expect(many.body.data.satisfaction.map((i) => i.paramName)).toEqual(['满意', '基本满意', '不满意']);
    expect(many.body.data.handleLevel.map((i) => i.paramCode)).toEqual(['A', 'B', 'C']);
    expect(many.body.data.nothing).toEqual([]);
    expect((await c.get('weiyuan', 'param/list/typeName')).body.msg).toContain('typeName');
  });

  it('manages types and items', async () => {
    const types = await c.post<PageResult<DictTypeItem>>('admin', 'system/dict/type/page', { keyword: 'sex' });
    expect(types.body.data.list[0]).toMatchObject({ typeName: 'sex', builtIn: true, itemCount: 2 });
    expect((await c.post('admin', 'system/dict/type/add', { typeName: '1bad', title: 'x' })).body.msg).toContain('typeName');
    expect((await c.post('admin', 'system/dict/type/add', { typeName: 'sex', title: '性别' })).status).toBe(409);
    expect((await c.post('admin', 'system/dict/type/add', { typeName: 'nation', title: '民族' })).status).toBe(200);
    expect((await c.post('admin', 'system/dict/type/update', { typeName: 'nation', title: '民族类别' })).status).toBe(200);
    const item = await c.post<{ id: string }>('admin', 'system/dict/item/add', { typeName: 'nation', paramCode: '01', paramName: '汉族' });
    expect(item.status).toBe(200);
    expect((await c.post('admin', 'system/dict/item/add', { typeName: 'nation', paramCode: '01', paramName: '重复' })).status).toBe(409);
    expect((await c.post('admin', 'system/dict/item/add', { typeName: 'none', paramCode: '01', paramName: 'x' })).body.msg).toContain(
      'typeName',
    );
    expect(
      (await c.post('admin', 'system/dict/item/update', { id: item.body.data.id, paramCode: '01', paramName: '汉族', sort: 1 })).status,
    ).toBe(200);
    expect((await c.post('admin', 'system/dict/item/enable', { id: item.body.data.id, enabled: false })).status).toBe(200);
    expect((await c.get<ParamItem[]>('admin', 'param/list/typeName?typeName=nation')).body.data).toEqual([]);
    const items = await c.post<PageResult<DictItem>>('admin', 'system/dict/item/page', { typeName: 'nation' });
    expect(items.body.data.list[0]).toMatchObject({ paramName: '汉族', enabled: false });
    expect((await c.post('admin', 'system/dict/item/delete', { ids: [item.body.data.id] })).status).toBe(200);
    expect((await c.post('admin', 'system/dict/type/delete', { typeName: 'sex' })).body.msg).toContain('内置');
    expect((await c.post('admin', 'system/dict/type/delete', { typeName: 'nation' })).status).toBe(200);
    expect((await c.post('tian', 'system/dict/type/page', {})).status).toBe(403);
  });
});

describe('security policy', () => {
  it('is read and changed by the security admin and takes effect at once', async () => {
    const got = await c.get<SecuritySettings>('secadmin', 'system/setting/security');
    expect(got.body.data).toMatchObject({ maxFailures: 5, idleTimeoutMinutes: 30 });
    expect((await c.get('admin', 'system/setting/security')).status).toBe(403);
    const bad = await c.post('secadmin', 'system/setting/security/update', { ...got.body.data, maxFailures: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('maxFailures');
    const ok = await c.post<SecuritySettings>('secadmin', 'system/setting/security/update', { ...got.body.data, maxFailures: 3 });
    expect(ok.body.data.maxFailures).toBe(3);
    expect(t.ctx.config.security.maxFailures).toBe(3);
  });
});

describe('audit log', () => {
  it('is read by the audit admin only, with filters', async () => {
    expect((await c.post('admin', 'system/audit/page', {})).status).toBe(403);
    const res = await c.post<PageResult<AuditRow>>('auditadmin', 'system/audit/page', { objectType: 'setting', action: 'update' });
    expect(res.status).toBe(200);
    expect(res.body.data.list[0]).toMatchObject({ objectType: 'setting', username: '钱丽华', result: 'success' });
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await c.post<PageResult<AuditRow>>('auditadmin', 'system/audit/page', { from: '2000-01-01', to: '2000-01-02' });
    expect(ranged.body.data.total).toBe(0);
    expect((await c.post('auditadmin', 'system/audit/page', { from: 'yesterday' })).body.msg).toContain('from');
    const logins = await c.post<PageResult<AuditRow>>('auditadmin', 'system/loginLog/page', { to: today });
    expect(logins.body.data.list.every((r) => r.category === 'login')).toBe(true);
    expect((await c.post('secadmin', 'system/loginLog/page', {})).status).toBe(403);
  });

  it('exports an xlsx that opens and has the rows', async () => {
    const token = await c.token('auditadmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { category: 'operation' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('审计日志')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('时间');
    const total = (await c.post<PageResult<AuditRow>>('auditadmin', 'system/audit/page', { category: 'operation' })).body.data.total;
    expect(sheet.actualRowCount).toBe(total + 1);
    expect((await c.post('admin', 'system/audit/export', {})).status).toBe(403);
    const after = await c.post<PageResult<AuditRow>>('auditadmin', 'system/audit/page', { action: 'export' });
    expect(after.body.data.total).toBe(1);
  });
});
