import type { KindTypeAuthOptions, KindTypeItem, KindTypeOption, PageResult } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { org } from '../src/modules/system/tables';
import { auditLog } from '../src/platform/audit/tables';
import type { client } from './client';
import type { TestApp } from './harness';

type Client = ReturnType<typeof client>;
const names = (list: KindTypeOption[]) => list.map((x) => x.name);

/**
 * The checks every granted type list passes (tests of activity, meet and study):
 * admin CRUD with validation and audit rows, 403 for a member, grants changing
 * the permission-filtered list.
 */
export async function exerciseKindTypes(
  t: TestApp,
  c: Client,
  o: { prefix: string; manager: string; objectType: string /** the admin page's menu url */; url: string },
): Promise<void> {
  const { prefix, manager } = o;
  const menu = JSON.stringify((await c.get(manager, 'sys/menu/current')).body.data);
  expect(menu).toContain(o.url);
  expect(JSON.stringify((await c.get('weiyuan', 'sys/menu/current')).body.data)).not.toContain(o.url);
  expect((await c.post('weiyuan', `${prefix}/page`, {})).status).toBe(403);
  expect((await c.post('weiyuan', `${prefix}/add`, { name: '越权', typeCode: 'x' })).status).toBe(403);

  const page = await c.post<PageResult<KindTypeItem>>(manager, `${prefix}/page`, { pageSize: 15 });
  expect(page.status).toBe(200);
  expect(page.body.data.total).toBeGreaterThanOrEqual(5);
  const first = page.body.data.list[0];

  const badCode = await c.post(manager, `${prefix}/add`, { name: '测试类型', typeCode: '1abc' });
  expect(badCode.status).toBe(400);
  expect(badCode.body.msg).toContain('typeCode');
  const noName = await c.post(manager, `${prefix}/add`, { name: '  ', typeCode: 'csl' });
  expect(noName.status).toBe(400);
  expect(noName.body.msg).toContain('name');
  expect((await c.post(manager, `${prefix}/add`, { name: first.name, typeCode: 'csl' })).status).toBe(409);

  const added = await c.post<{ id: string }>(manager, `${prefix}/add`, { name: '测试类型', typeCode: 'csl', sort: 99 });
  expect(added.status).toBe(200);
  const id = added.body.data.id;
  // granted to nobody: open to everybody, the member included
  expect(names((await c.get<KindTypeOption[]>('weiyuan', `${prefix}/list/permission`)).body.data)).toContain('测试类型');

  expect((await c.get('weiyuan', `${prefix}/auth/options`)).status).toBe(403);
  const grantable = (await c.get<KindTypeAuthOptions>(manager, `${prefix}/auth/options`)).body.data;
  expect(grantable.roles.map((r) => r.name)).toContain('政协委员');
  expect(grantable.orgs.map((x) => x.name)).toContain('提案委员会办公室');

  const [root] = await t.ctx.db.select().from(org).where(eq(org.name, '提案委员会办公室'));
  expect((await c.post(manager, `${prefix}/auth`, { id, roleCodes: ['nope'], orgIds: [] })).body.msg).toContain('roleCodes');
  expect((await c.post(manager, `${prefix}/auth`, { id, roleCodes: [], orgIds: [root.id] })).status).toBe(200);
  expect(names((await c.get<KindTypeOption[]>('weiyuan', `${prefix}/list/permission`)).body.data)).not.toContain('测试类型');
  expect(names((await c.get<KindTypeOption[]>('tian', `${prefix}/list/permission`)).body.data)).toContain('测试类型');
  const detail = await c.get<KindTypeItem>(manager, `${prefix}/detail/${id}`);
  expect(detail.body.data.grantOrgNames).toEqual(['提案委员会办公室']);

  expect((await c.post(manager, `${prefix}/update`, { id, name: '测试类型二', typeCode: 'csl2' })).status).toBe(200);
  expect((await c.post(manager, `${prefix}/enable`, { id, enabled: false })).status).toBe(200);
  expect(names((await c.get<KindTypeOption[]>('tian', `${prefix}/all`)).body.data)).not.toContain('测试类型二');
  expect((await c.post(manager, `${prefix}/delete`, { ids: [id] })).status).toBe(200);
  expect((await c.get(manager, `${prefix}/detail/${id}`)).status).toBe(404);

  const actions = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, id))).map((r) => `${r.objectType}:${r.action}`);
  expect(actions).toEqual(expect.arrayContaining(['create', 'grant', 'update', 'disable', 'delete'].map((a) => `${o.objectType}:${a}`)));
}
