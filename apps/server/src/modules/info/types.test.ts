import type { InfoTypeOption, PublicationTypeItem, PublicationTypeOption, TreeTypeDetail, TreeTypeNode } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe('info types', () => {
  it('serves enabled options as flat tree nodes with infoLevel', async () => {
    const opts = (await c.get<InfoTypeOption[]>('weiyuan', 'infoType/options')).body.data;
    expect(opts.filter((o) => !o.parentId).map((o) => o.name)).toEqual([
      '经济发展',
      '社会民生',
      '城市建设与管理',
      '民主法治',
      '文化旅游',
      '统战民族宗教',
      '其他',
    ]);
    const edu = opts.find((o) => o.name === '教育')!;
    expect(edu.infoLevel).toBe(2);
    expect(opts.find((o) => o.id === edu.parentId)?.name).toBe('社会民生');
  });

  it('lists by name, adds, updates, refuses to delete a parent, deletes a leaf', async () => {
    expect((await c.get('weiyuan', 'infoType/list')).status).toBe(403);
    const found = (await c.get<TreeTypeNode[]>('xinxi', `infoType/list?name=${encodeURIComponent('教育')}`)).body.data;
    expect(found.map((n) => n.name)).toEqual(['社会民生']);
    expect(found[0].children.map((n) => n.name)).toEqual(['教育']);

    const parent = found[0];
    const refused = await c.post('xinxi', 'infoType/delete', { id: parent.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('「社会民生」下还有下级信息类别，请先删除下级信息类别');

    expect((await c.post('xinxi', 'infoType/add', { parentId: 'missing', name: '托育' })).body.msg).toContain('parentId');
    const added = await c.post<{ id: string }>('xinxi', 'infoType/add', { parentId: parent.id, name: '托育服务' });
    expect(added.status).toBe(200);
    const third = await c.post<{ id: string }>('xinxi', 'infoType/add', { parentId: added.body.data.id, name: '普惠托育' });
    expect(third.status).toBe(200);
    // three levels at most
    expect((await c.post('xinxi', 'infoType/add', { parentId: third.body.data.id, name: '第四级' })).body.msg).toContain('最多3级');
    const detail = await c.get<TreeTypeDetail>('xinxi', `infoType/detail/${third.body.data.id}`);
    expect(detail.body.data).toMatchObject({ name: '普惠托育', level: 3, parentName: '托育服务' });

    // moving the branch to the top level lifts the levels below it
    expect((await c.post('xinxi', 'infoType/update', { id: added.body.data.id, parentId: null, name: '托育服务' })).status).toBe(200);
    expect((await c.get<TreeTypeDetail>('xinxi', `infoType/detail/${third.body.data.id}`)).body.data.level).toBe(2);

    expect((await c.post('xinxi', 'infoType/delete', { id: third.body.data.id })).status).toBe(200);
    expect((await c.post('xinxi', 'infoType/delete', { id: added.body.data.id })).status).toBe(200);
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, added.body.data.id));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('publication types', () => {
  it('gives the types in use as options and all of them to the office', async () => {
    const opts = (await c.get<PublicationTypeOption[]>('weiyuan', 'publicationType/options')).body.data;
    expect(opts.map((o) => o.name)).toEqual(['社情民意', '社情民意专报', '政协信息']);
    expect(opts[0].publishingUnit).toBe('市政协办公厅');
    expect((await c.get('weiyuan', 'publicationType/list')).status).toBe(403);
    const all = (await c.get<PublicationTypeItem[]>('xinxi', 'publicationType/list')).body.data;
    expect(all.map((p) => [p.name, p.state])).toContainEqual(['委员建言', 0]);
    const byName = (await c.get<PublicationTypeItem[]>('xinxi', `publicationType/list?name=${encodeURIComponent('专报')}`)).body.data;
    expect(byName.map((p) => p.name)).toEqual(['社情民意专报']);
  });

  it('adds, validates, changes state, updates and deletes', async () => {
    expect((await c.post('xinxi', 'publicationType/add', { name: '' })).body.msg).toContain('name');
    expect((await c.post('xinxi', 'publicationType/add', { name: '社情民意' })).status).toBe(409);
    const added = await c.post<{ id: string }>('xinxi', 'publicationType/add', { name: '民生快报', publishingUnit: '市政协信息处' });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    expect((await c.post('xinxi', 'publicationType/stateChange', { id, state: 3 })).body.msg).toContain('state');
    expect((await c.post('xinxi', 'publicationType/stateChange', { id, state: 0 })).status).toBe(200);
    expect((await c.get<PublicationTypeOption[]>('xinxi', 'publicationType/options')).body.data.map((o) => o.name)).not.toContain(
      '民生快报',
    );
    expect((await c.post('xinxi', 'publicationType/update', { id, name: '民生快报', cycle: '每周一期', state: 1 })).status).toBe(200);
    expect((await c.get<PublicationTypeItem>('xinxi', `publicationType/detail/${id}`)).body.data).toMatchObject({
      cycle: '每周一期',
      state: 1,
    });
    expect((await c.post('tian', 'publicationType/delete', { ids: [id] })).status).toBe(403);
    expect((await c.post('xinxi', 'publicationType/delete', { ids: [id] })).status).toBe(200);
    expect((await c.get('xinxi', `publicationType/detail/${id}`)).status).toBe(404);
  });

  it('keeps 签发人 and 总期数起点 from add to options, and refuses a bad one naming it', async () => {
    const all = (await c.get<PublicationTypeItem[]>('xinxi', 'publicationType/list')).body.data;
    expect(all.find((p) => p.name === '社情民意')).toMatchObject({ startTotal: 86, hasIssuer: false });
    expect(all.find((p) => p.name === '社情民意专报')).toMatchObject({ hasIssuer: true });
    const bad = await c.post('xinxi', 'publicationType/add', { name: '要情快报', startTotal: -1 });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('总期数起点')]);
    expect((await c.post('xinxi', 'publicationType/add', { name: '要情快报', hasIssuer: 'yes' })).body.msg).toContain('签发人');
    const { id } = (await c.post<{ id: string }>('xinxi', 'publicationType/add', { name: '要情快报', hasIssuer: true, startTotal: 12 }))
      .body.data;
    expect((await c.get<PublicationTypeItem>('xinxi', `publicationType/detail/${id}`)).body.data).toMatchObject({
      hasIssuer: true,
      startTotal: 12,
    });
    // an update that leaves them out keeps them
    expect((await c.post('xinxi', 'publicationType/update', { id, name: '要情快报', cycle: '不定期' })).status).toBe(200);
    expect((await c.get<PublicationTypeItem>('xinxi', `publicationType/detail/${id}`)).body.data.startTotal).toBe(12);
    const opts = (await c.get<PublicationTypeOption[]>('xinxi', 'publicationType/options')).body.data;
    expect(opts.find((o) => o.id === id)?.hasIssuer).toBe(true);
  });
});
