import type { SimilarItem } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { kit } from '../test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

const TEXT =
  '<p>一、基本情况</p><p>近年来我市新能源汽车保有量快速增长，但公共充电设施建设明显滞后，老旧小区普遍缺少固定车位和电力增容条件，' +
  '居民私拉电线充电的现象时有发生，存在较大消防安全隐患。</p><p>二、意见建议</p><p>1．将充电设施纳入城市更新和老旧小区改造统一规划，' +
  '按照车位数量的一定比例配建充电桩。2．由供电企业牵头实施小区电力增容改造，简化个人充电桩报装流程。3．在社区集中停车场建设共享充电站，' +
  '推行错峰充电优惠电价，鼓励物业企业参与运营管理。</p>';

const check = (content: string, proposalId?: string) =>
  k.c.post<SimilarItem[]>('jiti', 'data/intellect/similar/check', { content, threshold: 90, proposalId });

describe('proposals in the duplicate-check corpus', () => {
  it('indexes a proposal when it is submitted, never reports it against itself, and drops it when withdrawn', async () => {
    const id = await k.add('weiyuan', { title: '关于加快老旧小区充电设施建设的提案', content: TEXT });
    expect((await check(TEXT)).body.data.map((i) => i.id)).not.toContain(id);

    k.expectOk(await k.c.post('weiyuan', 'proposal/submit', { id }));
    const hits = (await check(TEXT)).body.data;
    expect(hits[0]).toMatchObject({ id, title: '关于加快老旧小区充电设施建设的提案', overThreshold: true });
    expect(hits[0].source).toMatch(/会议/);
    expect((await check(TEXT, id)).body.data.map((i) => i.id)).not.toContain(id);

    k.expectOk(await k.c.post('weiyuan', 'proposal/withdraw', { id, opinion: '与已有提案重复' }));
    expect((await check(TEXT)).body.data.map((i) => i.id)).not.toContain(id);
  });

  it('holds the demo proposals seeded before any check', async () => {
    const { body } = await k.c.post<{ list: { id: string; state: number }[] }>('tian', 'proposal/all/page', { pageNum: 1, pageSize: 40 });
    const first = body.data.list.find((p) => p.state === 12);
    if (!first) throw new Error('the demo data has no concluded proposal');
    const d = await k.detail('tian', first.id);
    const hits = (await check(d.body.data.content)).body.data;
    // the demo has proposals on the same subject: the seeded one ranks first, tied at most
    const top = hits.filter((h) => h.similarity === hits[0]?.similarity).map((h) => h.id);
    expect(top).toContain(first.id);
    expect(hits.find((h) => h.id === first.id)?.similarity).toBe(1);
  });
});
