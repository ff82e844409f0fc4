import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { message } from '../../message/tables';
import { kit } from '../test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

const TITLE = '关于加强社区养老服务设施建设的建议';
const reply = { content: '<p>已列入年度计划</p>', handleLevel: 'A', contactName: '王老师', contactPhone: '0571-88888888' };

/** Every title of the messages about one proposal, oldest first. */
const titlesOf = async (bizId: string) =>
  (
    await t.ctx.db
      .select({ title: message.title })
      .from(message)
      .where(and(eq(message.bizType, 'proposal'), eq(message.bizId, bizId)))
      .orderBy(asc(message.createdAt), asc(message.id))
  ).map((m) => m.title);

/** A new proposal assigned to 市教育局 (chengban, lead) and 市财政局 (cb_czj, joint). */
const assignedToBoth = async () =>
  k.assigned([
    { unitId: await k.orgId('市教育局'), handleType: 0 },
    { unitId: await k.orgId('市财政局'), handleType: 1 },
  ]);

describe('what the office and the units are told, and when 办结 is offered', () => {
  it('names the proposal, by number and title, in the title of every message about it', async () => {
    const { c, expectOk } = k;
    const id = await assignedToBoth();
    const { number } = (await k.detail('tian', id)).body.data;
    expectOk(await c.post('chengban', 'proposal/sign', { id }));
    expectOk(await c.post('chengban', 'proposal/reply', { id, ...reply }));
    expectOk(await c.post('tian', 'proposal/remind', { id, sms: false }));

    const titles = await titlesOf(id);
    const name = `第${number}号《${TITLE}》`;
    // before filing the proposal has no number yet: its title alone names it
    expect(titles).toContain(`收到新提案：《${TITLE}》`);
    for (const fixed of ['提案已立案', '提案交办', '提案已交办', '提案已签收', '提案已答复', '提案催办']) {
      expect(titles).toContain(`${fixed}：${name}`);
    }
    expect(titles.every((title) => title.endsWith(`《${TITLE}》`))).toBe(true);
  });

  it('offers 办结 to the office only once every unit has replied, as the server would refuse it before', async () => {
    const { c, expectOk } = k;
    const id = await assignedToBoth();
    const officeActions = async () => (await k.detail('tian', id)).body.data.actions;
    expect(await officeActions()).not.toContain('conclude');
    expectOk(await c.post('chengban', 'proposal/sign', { id }));
    expectOk(await c.post('chengban', 'proposal/reply', { id, ...reply }));
    expect(await officeActions()).not.toContain('conclude');
    k.expectRefused(await c.post('tian', 'proposal/conclude', { id, sms: false }), '尚有1个承办单位未答复，不能办结');

    expectOk(await c.post('cb_czj', 'proposal/sign', { id }));
    expectOk(await c.post('cb_czj', 'proposal/reply', { id, ...reply }));
    expect(await officeActions()).toContain('conclude');
    expectOk(await c.post('tian', 'proposal/conclude', { id, sms: false }));
    expect(await k.state(id)).toBe(12);
  });
});
