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

describe('units outside a public proposal', () => {
  it('read it like any outside reader: open status 2 hides the proposer from them too', async () => {
    const id = await k.assigned();
    k.expectOk(await k.c.post('tian', 'proposal/open', { ids: [id], openStatus: 2 }));

    const outside = await k.detail('cb_czj', id);
    expect(outside.status).toBe(200);
    expect(outside.body.data.proposerName).toBe('（不公开）');
    expect(outside.body.data.proposerId).toBeNull();
    expect(outside.body.data.history).toEqual([]);

    // the unit that handles it, and members outside, as before
    expect((await k.detail('chengban', id)).body.data.proposerName).toBe('魏远航');
    expect((await k.detail('wy0001', id)).body.data.proposerName).toBe('（不公开）');
  });

  it('report implementation feedback only on proposals assigned to them', async () => {
    const id = await k.assigned();
    k.expectOk(await k.c.post('tian', 'proposal/open', { ids: [id], openStatus: 0 }));
    const body = { proposalId: id, content: '<p>已落实</p>', fileIds: [] };
    const r = await k.c.post('cb_czj', 'proposal/feedback/add', body);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('该提案未交由本单位办理');
    k.expectOk(await k.c.post('chengban', 'proposal/feedback/add', body));
    expect((await k.detail('tian', id)).body.data.feedbacks.map((f) => f.authorName)).toHaveLength(1);
  });
});

describe('input the database would refuse', () => {
  it('answers 400 naming the field, never 500', async () => {
    const refused = async (who: string, url: string, body: Record<string, unknown>, field: string) => {
      const r = await k.c.post(who, url, body);
      expect(`${r.status} ${r.body.msg}`).toMatch(new RegExp(`^400 请求体字段 ${field} 不正确`));
    };
    await refused('tian', 'proposal/all/page', { state: 99999999999 }, 'state');
    await refused('tian', 'proposal/all/page', { from: '2024-13-45' }, 'from');
    await refused('tian', 'proposal/assign/record/page', { signState: -99999999999 }, 'signState');
    const id = await k.filed();
    const unit = await k.orgId('市教育局');
    await refused('tian', 'proposal/assign', { id, units: [{ unitId: unit, handleType: 0 }], deadline: '2099-02-30' }, 'deadline');
    await refused(
      'tian',
      'proposal/instruction/add',
      { proposalId: id, leaderName: 'a', content: 'b', instructedAt: '0000-01-01' },
      'instructedAt',
    );
    k.expectOk(await k.c.post('tian', 'proposal/assign', { id, units: [{ unitId: unit, handleType: 0 }], deadline: '2099-02-28' }));
    k.expectOk(await k.c.post('chengban', 'proposal/sign', { id }));
    await refused('chengban', 'proposal/delay/apply', { id, reason: '需要时间', delayDate: '2099-04-31' }, 'delayDate');
  });
});

describe('historical records', () => {
  it('two saves of the same number at once: one is saved, the other told (409), never a 500', async () => {
    const body = { sessionId: await k.sessionId(), number: 9001, title: '历史提案', content: '<p>内容</p>', proposerName: '张三' };
    const [a, b] = await Promise.all([k.c.post('tian', 'proposal/record/add', body), k.c.post('tian', 'proposal/record/add', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.msg).toBe('本届次已有第9001号提案');
  });
});

it('two yearly summaries of one unit and year at once: one saved, one 409', async () => {
  const body = { year: 2031, title: '2031年度提案办理工作总结', content: '<p>总结</p>' };
  const [a, b] = await Promise.all([
    k.c.post('chengban', 'proposal/yearSummary/add', body),
    k.c.post('chengban', 'proposal/yearSummary/add', body),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
});
