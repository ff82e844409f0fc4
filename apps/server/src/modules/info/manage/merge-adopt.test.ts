import type { InfoAdoptDetail, InfoMergeCandidate, InfoMergeView, InfoSubmitDetail } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { message } from '../../message/tables';
import { infoHistory, infoItem, infoReporter } from '../tables';
import { kit, SIMILAR_A, SIMILAR_B } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

const itemOf = async (id: string) => (await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, id)))[0];

describe('merging similar items', () => {
  it('proposes the most similar 待采用 item first, with its similarity', async () => {
    const a = await k.byTitle(SIMILAR_A, 'adopt');
    const b = await k.byTitle(SIMILAR_B, 'adopt');
    const r = await k.c.post<InfoMergeCandidate[]>('xinxi', 'info/merge/choose/list', { id: a.id });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ id: b.id, sameType: true });
    expect(r.body.data[0].similarity).toBeGreaterThan(0.5);
    expect(r.body.data.map((x) => x.id)).not.toContain(a.id);
    expect((await k.c.post('weiyuan', 'info/merge/choose/list', { id: a.id })).status).toBe(403);
  });

  it('refuses items of two types, and changes nothing', async () => {
    const a = await k.byTitle(SIMILAR_A, 'adopt');
    const other = await k.byTitle('关于加强基层公共法律服务站点建设的建议', 'adopt');
    const r = await k.c.post('xinxi', 'info/merge', { ids: [a.id, other.id], title: '合并', content: '<p>合并后的内容</p>' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('只能合并同一类别的信息');
    expect((await itemOf(a.id)).state).toBe(2);
    expect((await itemOf(other.id)).state).toBe(2);
    const one = await k.c.post('xinxi', 'info/merge', { ids: [a.id], title: '合并', content: '<p>内容</p>' });
    expect(one.status).toBe(400);
  });

  it('makes one new 待采用 item crediting every source reporter; the sources become 已合并', async () => {
    const a = await k.byTitle(SIMILAR_A, 'adopt');
    const b = await k.byTitle(SIMILAR_B, 'adopt');
    const before = (await k.counts()).adopt;
    const r = await k.c.post<{ id: string }>('xinxi', 'info/merge', {
      ids: [a.id, b.id],
      title: '关于解决老旧小区电动自行车充电难的建议',
      content: '<p>老旧小区电动自行车集中充电设施不足，飞线充电隐患大。</p><p>建议纳入老旧小区改造统一规划。</p>',
      opinion: '两条信息反映同一问题',
    });
    k.expectOk(r);
    const merged = await itemOf(r.body.data.id);
    expect(merged).toMatchObject({ state: 2, source: 3, typeId: a.typeId, currentLevel: 999 });
    const credited = await t.ctx.db.select().from(infoReporter).where(eq(infoReporter.itemId, merged.id));
    expect(credited.map((x) => x.name).sort()).toEqual([a.reporterName, b.reporterName].sort());
    expect(credited.every((x) => x.role === 3)).toBe(true);
    for (const src of [a, b]) expect(await itemOf(src.id)).toMatchObject({ state: 5, mergedInto: merged.id });
    expect((await k.counts()).adopt).toBe(before - 1);

    const view = await k.c.get<InfoMergeView>('xinxi', `info/merge/view/${merged.id}`);
    expect(view.body.data.sources.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const back = await k.c.get<InfoMergeView>('xinxi', `info/merge/view/${a.id}`);
    expect(back.body.data.mergedInto?.id).toBe(merged.id);
    const trail = await t.ctx.db.select().from(infoHistory).where(eq(infoHistory.itemId, a.id));
    expect(trail.find((h) => h.action === 'merge')).toMatchObject({ fromState: 2, toState: 5 });

    // a source already merged cannot be merged again
    const again = await k.c.post('xinxi', 'info/merge', { ids: [a.id, b.id], title: '再合并', content: '<p>内容</p>' });
    expect(again.status).toBe(400);
  });
});

describe('adopting', () => {
  it('adopts, tells every credited reporter, and refuses a second decision', async () => {
    const item = await k.byTitle('关于加强基层公共法律服务站点建设的建议', 'adopt');
    k.expectOk(await k.c.post('xinxi', 'info/adopt', { ids: [item.id], adopt: 1, opinion: '内容翔实' }));
    expect(await itemOf(item.id)).toMatchObject({ state: 3, adopt: 1 });
    const detail = await k.c.get<InfoAdoptDetail>('xinxi', `info/adopt/detail/${item.id}`);
    expect(detail.body.data).toMatchObject({ adopt: 1, opinion: '内容翔实', actorName: '徐欣怡' });
    const sent = await t.ctx.db.select().from(message).where(eq(message.bizId, item.id));
    expect(sent.some((m) => m.title.startsWith('信息已采用'))).toBe(true);
    const twice = await k.c.post('xinxi', 'info/adopt', { ids: [item.id], adopt: 0 });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('已采用');
    expect((await k.c.post('weiyuan', 'info/adopt', { ids: [item.id], adopt: 1 })).status).toBe(403);
  });

  it('needs a reason to discard, and sends back with a reason', async () => {
    const item = await k.byTitle('关于规范共享单车停放秩序的建议', 'adopt');
    const noReason = await k.c.post('xinxi', 'info/adopt', { ids: [item.id], adopt: -1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('弃用理由');
    expect((await itemOf(item.id)).state).toBe(2);
    k.expectOk(await k.c.post('xinxi', 'info/back', { id: item.id, reason: '请补充停放点位' }));
    expect(await itemOf(item.id)).toMatchObject({ state: -2, backReason: '请补充停放点位', backType: 1 });
    expect((await k.c.post('xinxi', 'info/back', { id: item.id, reason: '再退' })).status).toBe(400);
  });

  it('numbers adopted items uniquely within a year', async () => {
    const list = (await k.page('firstAdopt')).list;
    expect(list.length).toBeGreaterThan(0);
    const item = list[0];
    const taken = (await k.page('adopted')).list.find((r) => r.serialNumber && r.year === item.year);
    if (!taken?.serialNumber) throw new Error('the demo has no numbered item');
    const dup = await k.c.post('xinxi', 'info/updateSerialNumber', { id: item.id, serialNumber: taken.serialNumber });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('已被');
    k.expectOk(await k.c.post('xinxi', 'info/updateSerialNumber', { id: item.id, serialNumber: `${item.year}-900` }));
    expect((await itemOf(item.id)).serialNumber).toBe(`${item.year}-900`);
    expect((await k.page('firstAdopt')).list.map((r) => r.id)).not.toContain(item.id);
  });

  it('collects adopted items into editing and takes them out', async () => {
    const item = (await k.page('adopted')).list[0];
    k.expectOk(await k.c.post('xinxi', 'info/useInfo', { ids: [item.id], use: true }));
    const collected = await k.c.post<{ list: { id: string }[] }>('xinxi', 'info/publicationList', { pageNum: 1, pageSize: 40 });
    expect(collected.body.data.list.map((r) => r.id)).toContain(item.id);
    k.expectOk(await k.c.post('xinxi', 'info/useInfo', { ids: [item.id], use: false }));
    expect((await itemOf(item.id)).collected).toBe(false);
    const notAdopted = (await k.page('adopt')).list[0];
    expect((await k.c.post('xinxi', 'info/useInfo', { ids: [notAdopted.id], use: true })).status).toBe(400);
  });
});

describe('sending upward', () => {
  it('sends adopted items with unit and object, records what came back, refuses what is not adopted', async () => {
    const cfg = await k.c.post<{ submitUnits: { value: number }[] }>('xinxi', 'info/submit/config');
    expect(cfg.body.data.submitUnits.map((u) => u.value)).toEqual([1, 2, 3, 99]);
    const item = (await k.page('adopted', { title: '检查检验结果互认' })).list[0];
    expect(
      (await k.c.post('xinxi', 'info/result/add', { itemId: item.id, submissionObject: 2, content: '采用', resultDate: '2026-03-01' }))
        .status,
    ).toBe(400);
    k.expectOk(await k.c.post('xinxi', 'info/submit', { ids: [item.id], submitUnit: 1, submissionObject: 2, remark: '专报' }));
    k.expectOk(
      await k.c.post('xinxi', 'info/result/add', {
        itemId: item.id,
        submissionObject: 2,
        adopted: true,
        content: '省政协采用',
        resultDate: '2026-03-01',
      }),
    );
    const d = await k.c.get<InfoSubmitDetail>('xinxi', `info/submit/detail/${item.id}`);
    expect(d.body.data).toMatchObject({
      submissionStatus: 1,
      submissions: [{ submitUnit: 1, submissionObject: 2 }],
      results: [{ adopted: true }],
    });
    const pending = (await k.page('adopt')).list[0];
    expect((await k.c.post('xinxi', 'info/submit', { ids: [pending.id], submitUnit: 1, submissionObject: 2 })).status).toBe(400);
    expect((await k.c.post('xinxi', 'info/submit', { ids: [item.id], submitUnit: 5, submissionObject: 2 })).status).toBe(400);
  });

  it('lists a collective user’s own items, and only the office may name another user', async () => {
    const own = await k.c.get<{ list: { reporterName: string }[]; total: number }>(
      'zb_cd',
      'collectiveInfo/info/list?pageNum=1&pageSize=40',
    );
    expect(own.status).toBe(200);
    expect(own.body.data.total).toBeGreaterThan(0);
    expect(own.body.data.list.every((r) => r.reporterName === '城东区政协信息直报点')).toBe(true);
    expect((await k.c.get('zb_cd', 'collectiveInfo/info/list?userId=someone-else')).status).toBe(403);
  });
});
