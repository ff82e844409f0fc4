import type { ProposalDetail } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { message } from '../message/tables';
import { proposalHistory, proposalJoint } from './tables';
import { kit } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

const messagesOf = async (loginName: string, bizId: string) =>
  t.ctx.db
    .select({ title: message.title })
    .from(message)
    .where(and(eq(message.userId, await k.userId(loginName)), eq(message.bizId, bizId)));

describe('the whole life of a joint proposal', () => {
  it('goes from draft to concluded with history, audit and messages at every step', async () => {
    const { c, expectOk } = k;
    const wy1 = await k.userId('wy0101');
    const wy2 = await k.userId('wy0102');
    const id = await k.add('weiyuan', { isJoint: true, jointUserIds: [wy1, wy2] });
    let d = (await k.detail('weiyuan', id)).body.data;
    expect(d.state).toBe(0);
    expect(d.actions).toEqual(expect.arrayContaining(['save', 'submit', 'remove']));
    expect(d.joints.map((j) => j.state)).toEqual([-1, -1]);

    // a co-signer does not see a draft
    expect((await k.detail('wy0101', id)).status).toBe(404);

    expectOk(await c.post('weiyuan', 'proposal/submit', { id, sms: true }));
    expect(await k.state(id)).toBe(1);
    // each row of 联名提案 carries the caller's own answer (-1 not yet), so the page can drop 确认联名 after it
    const myAnswer = async (who: string) => {
      const r = await c.post<{ list: { id: string; myJointState?: number | null }[] }>(who, 'proposal/joint/page', { pageSize: 40 });
      return r.body.data.list.find((p) => p.id === id)?.myJointState;
    };
    expect([await myAnswer('wy0101'), await myAnswer('wy0102')]).toEqual([-1, -1]);
    // a message's title names the proposal (before filing, by its title only)
    expect(await messagesOf('wy0101', id)).toEqual([{ title: '联名提案邀请：《关于加强社区养老服务设施建设的建议》' }]);
    expect(await messagesOf('tian', id)).toEqual([{ title: '收到新提案：《关于加强社区养老服务设施建设的建议》' }]);

    // the office waits for every co-signer, or says it will not
    k.expectRefused(await c.post('tian', 'proposal/receive', { id }), '尚有2位联名人未确认');
    expectOk(await c.post('wy0101', 'proposal/joint/answer', { id, agree: true }));
    expectOk(await c.post('wy0102', 'proposal/joint/answer', { id, agree: false, opinion: '不熟悉该领域' }));
    k.expectRefused(await c.post('wy0102', 'proposal/joint/answer', { id, agree: true }), '已答复');
    const joints = await t.ctx.db.select().from(proposalJoint).where(eq(proposalJoint.proposalId, id));
    expect(joints.map((j) => j.state).sort()).toEqual([0, 1]);
    expect([await myAnswer('wy0101'), await myAnswer('wy0102')]).toEqual([1, 0]);
    expect((await k.detail('wy0102', id)).body.data.myJointState).toBe(0);
    // the proposer is no co-signer of their own proposal
    const mine = await c.post<{ list: { id: string; myJointState?: number | null }[] }>('weiyuan', 'proposal/my/page', { pageSize: 40 });
    expect(mine.body.data.list.find((p) => p.id === id)?.myJointState).toBeNull();
    // a co-signer who declined leaves the names shown in lists
    expect((await k.detail('tian', id)).body.data.jointNames).toBe(joints.find((j) => j.state === 1)?.username);
    expectOk(await c.post('tian', 'proposal/receive', { id, opinion: '同意受理' }));
    expect(await k.state(id)).toBe(2);

    const filed = await c.post<{ number: number }>('tian', 'proposal/file', { id, opinion: '予以立案' });
    expectOk(filed);
    expect(filed.body.data.number).toBeGreaterThan(0);
    d = (await k.detail('tian', id)).body.data;
    expect([d.state, d.caseState, d.number]).toEqual([3, 3, filed.body.data.number]);

    const edu = await k.orgId('市教育局');
    const fin = await k.orgId('市财政局');
    expectOk(
      await c.post('tian', 'proposal/assign', {
        id,
        units: [
          { unitId: edu, handleType: 0 },
          { unitId: fin, handleType: 1 },
        ],
      }),
    );
    d = (await k.detail('tian', id)).body.data;
    expect(d.state).toBe(10);
    expect(d.unitNames).toBe('市教育局(主办)、市财政局(会办)');
    expect(d.units.map((u) => u.signState)).toEqual([0, 0]);
    expect(await messagesOf('chengban', id)).toEqual([
      { title: `提案交办：第${filed.body.data.number}号《关于加强社区养老服务设施建设的建议》` },
    ]);

    expect((await k.detail('chengban', id)).body.data.actions).toEqual(expect.arrayContaining(['sign', 'backApply']));
    expectOk(await c.post('chengban', 'proposal/sign', { id }));
    expectOk(await c.post('cb_czj', 'proposal/sign', { id }));
    const reply = {
      content: '<p>答复：已列入计划</p><script>alert(1)</script>',
      handleLevel: 'B',
      contactName: '王老师',
      contactPhone: '0571-88888888',
    };
    expectOk(await c.post('chengban', 'proposal/reply', { id, ...reply }));
    expectOk(await c.post('cb_czj', 'proposal/reply', { id, ...reply, handleLevel: 'A' }));
    // a unit's 办理结果 filter is about its own reply; the office's about any unit's
    const finished = async (who: string, list: string, handleLevel: string) =>
      (
        await c.post<{ list: { id: string }[] }>(who, `proposal/${list}/page`, { pageNum: 1, pageSize: 40, handleLevel })
      ).body.data.list.map((p) => p.id);
    expect(await finished('chengban', 'finish', 'B')).toContain(id);
    expect(await finished('chengban', 'finish', 'A')).not.toContain(id);
    expect(await finished('cb_czj', 'finish', 'A')).toContain(id);
    expect(await finished('tian', 'all', 'A')).toContain(id);
    expect(await finished('tian', 'all', 'B')).toContain(id);
    d = (await k.detail('weiyuan', id)).body.data;
    expect(d.units.every((u) => u.signState === 2)).toBe(true);
    expect(d.units[0].replyContent).not.toContain('script');
    expect(d.actions).toContain('evaluate');

    expectOk(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 }));
    expect(await k.state(id)).toBe(10);
    expectOk(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: fin, satisfaction: 2, comment: '基本满意' }));
    d = (await k.detail('weiyuan', id)).body.data;
    expect(d.state).toBe(12);
    expect(d.concludedAt).not.toBeNull();

    const history = await t.ctx.db.select().from(proposalHistory).where(eq(proposalHistory.proposalId, id));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['create', 'submit', 'jointAnswer', 'receive', 'file', 'assign', 'sign', 'reply', 'evaluate']),
    );
    const ends = history.filter((h) => h.fromState !== h.toState).map((h) => `${h.action}:${h.fromState}->${h.toState}`);
    expect(ends).toEqual(['create:null->0', 'submit:0->1', 'receive:1->2', 'file:2->3', 'assign:3->10', 'evaluate:10->12']);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'proposal'), eq(auditLog.objectId, id)));
    expect(audits.length).toBe(history.length);
    expect(d.history.map((h) => h.actionName)).toContain('立案');
  });
});

describe('refused steps', () => {
  it('says why in Chinese and changes nothing', async () => {
    const { c } = k;
    const id = await k.add('weiyuan');
    // somebody else's draft does not exist for the office
    expect((await c.post('tian', 'proposal/file', { id })).status).toBe(404);
    expect((await c.post('weiyuan', 'proposal/receive', { id })).status).toBe(403);
    k.expectRefused(await c.post('weiyuan', 'proposal/withdraw', { id }), '不能撤案');
    k.expectRefused(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: 'x', satisfaction: 1 }), '不能满意度测评');
    expect((await c.post('weiyuan', 'proposal/submit', { id })).status).toBe(200);
    k.expectRefused(await c.post('tian', 'proposal/file', { id }), '当前状态为「待初分」，不能立案');
    k.expectRefused(await c.post('weiyuan', 'proposal/submit', { id }), '当前状态为「待初分」，不能提交');
    k.expectRefused(
      await c.post('weiyuan', 'proposal/update', { id, sessionId: await k.sessionId(), title: '改', content: k.CONTENT }),
      '不能修改',
    );
    k.expectRefused(await c.post('weiyuan', 'proposal/delete', { ids: [id] }), '不能删除');
    k.expectRefused(
      await c.post('tian', 'proposal/assign', { id, units: [{ unitId: await k.orgId('市教育局'), handleType: 0 }] }),
      '不能交办',
    );
    k.expectRefused(await c.post('tian', 'proposal/conclude', { id }), '不能办结');
    expect(await k.state(id)).toBe(1);
  });

  it('checks assignments, replies and ratings', async () => {
    const { c } = k;
    const edu = await k.orgId('市教育局');
    const fin = await k.orgId('市财政局');
    const id = await k.filed();
    k.expectRefused(
      await c.post('tian', 'proposal/assign', {
        id,
        units: [
          { unitId: edu, handleType: 0 },
          { unitId: fin, handleType: 0 },
        ],
      }),
      '有且只有一个主办',
    );
    k.expectRefused(
      await c.post('tian', 'proposal/assign', {
        id,
        units: [
          { unitId: edu, handleType: 2 },
          { unitId: fin, handleType: 1 },
        ],
      }),
      '分办',
    );
    k.expectRefused(
      await c.post('tian', 'proposal/assign', {
        id,
        units: [
          { unitId: edu, handleType: 0 },
          { unitId: edu, handleType: 1 },
        ],
      }),
      '不能重复',
    );
    k.expectRefused(
      await c.post('tian', 'proposal/assign', { id, units: [{ unitId: await k.orgId('民革市委会'), handleType: 0 }] }),
      '不是承办单位',
    );
    k.expectRefused(
      await c.post('tian', 'proposal/assign', { id, units: [{ unitId: edu, handleType: 0 }], deadline: '2000-01-01' }),
      '答复期限',
    );
    k.expectOk(
      await c.post('tian', 'proposal/assign', {
        id,
        units: [
          { unitId: edu, handleType: 2 },
          { unitId: fin, handleType: 2 },
        ],
      }),
    );
    const reply = { id, content: '<p>答复</p>', handleLevel: 'A', contactName: '王', contactPhone: '1' };
    k.expectRefused(await c.post('chengban', 'proposal/reply', reply), '待签收」，不能答复');
    expect((await c.post('cb_gaj', 'proposal/sign', { id })).status).toBe(404);
    k.expectOk(await c.post('chengban', 'proposal/sign', { id }));
    k.expectRefused(await c.post('chengban', 'proposal/sign', { id }), '不能签收');
    k.expectRefused(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 }), '尚未答复');
    expect((await c.post('chengban', 'proposal/reply', { ...reply, handleLevel: 'D' })).body.msg).toContain('A、B或C');
    k.expectOk(await c.post('chengban', 'proposal/reply', reply));
    k.expectRefused(await c.post('chengban', 'proposal/reply', reply), '不能答复');
    k.expectRefused(await c.post('tian', 'proposal/conclude', { id }), '尚有1个承办单位未答复');
    k.expectRefused(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 0 }), 'comment');
    expect((await c.post('wy0101', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 })).status).toBe(404);
    k.expectOk(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 }));
    k.expectRefused(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 }), '已对市教育局');
    expect(await k.state(id)).toBe(10);
  });

  it('refuses a proposal over the session word limit and bad input with the field named', async () => {
    const { c } = k;
    const long = `<p>${'养'.repeat(2001)}</p>`;
    const r = await c.post('weiyuan', 'proposal/add', { sessionId: await k.sessionId(), title: '超长提案', content: long, submit: true });
    k.expectRefused(r, '不能超过2000字');
    expect((await c.post('weiyuan', 'proposal/add', { sessionId: await k.sessionId(), title: '', content: 'x' })).body.msg).toContain(
      '提案标题',
    );
    expect((await c.post('weiyuan', 'proposal/add', { sessionId: 'nope', title: '题', content: 'x' })).body.msg).toContain(
      '提案届次不存在',
    );
    expect(
      (await c.post('weiyuan', 'proposal/add', { sessionId: await k.sessionId(), title: '题', content: '<p> </p>' })).body.msg,
    ).toContain('提案内容不能为空');
    expect(
      (
        await c.post('weiyuan', 'proposal/add', {
          sessionId: await k.sessionId(),
          title: '题',
          content: 'x',
          isJoint: true,
          jointUserIds: [],
        })
      ).body.msg,
    ).toContain('至少选择一位联名人');
    expect(
      (
        await c.post('weiyuan', 'proposal/add', {
          sessionId: await k.sessionId(),
          title: '题',
          content: 'x',
          isJoint: true,
          jointUserIds: [await k.userId('tian')],
        })
      ).body.msg,
    ).toContain('联名人只能是委员');
    expect(
      (
        await c.post('jiti', 'proposal/add', {
          sessionId: await k.sessionId(),
          title: '题',
          content: 'x',
          isJoint: true,
          jointUserIds: [await k.userId('wy0001')],
        })
      ).body.msg,
    ).toContain('集体提案不能联名');
  });
});

describe('the other ways a proposal goes', () => {
  it('sends back (-1), resubmits, and withdraws (17) before filing', async () => {
    const { c } = k;
    const id = await k.add('weiyuan', { submit: true });
    k.expectRefused(await c.post('tian', 'proposal/sendBack', { id }), '意见');
    k.expectOk(await c.post('tian', 'proposal/sendBack', { id, opinion: '请补充调研数据' }));
    const d = (await k.detail('weiyuan', id)).body.data;
    expect([d.state, d.caseState]).toEqual([-1, -1]);
    expect(d.actions).toEqual(expect.arrayContaining(['save', 'submit', 'withdraw']));
    const back = await c.post<{ list: { id: string }[] }>('weiyuan', 'proposal/sendBack/page', {});
    expect(back.body.data.list.map((p) => p.id)).toContain(id);
    k.expectOk(
      await c.post('weiyuan', 'proposal/update', {
        id,
        sessionId: await k.sessionId(),
        title: '关于加强社区养老服务设施建设的建议（修改稿）',
        content: k.CONTENT,
        submit: true,
      }),
    );
    expect(await k.state(id)).toBe(1);
    expect((await c.post('wy0001', 'proposal/withdraw', { id })).status).toBe(404);
    k.expectOk(await c.post('weiyuan', 'proposal/withdraw', { id, opinion: '问题已解决' }));
    expect(await k.state(id)).toBe(17);
    k.expectRefused(await c.post('tian', 'proposal/receive', { id }), '已撤案');
  });

  it('does not file, with a reason and destination 14/15/16', async () => {
    const { c } = k;
    const id = await k.add('weiyuan', { submit: true });
    k.expectOk(await c.post('tian', 'proposal/receive', { id }));
    expect((await c.post('tian', 'proposal/notFile', { id, destination: 13, reason: 'x' })).body.msg).toContain('14');
    k.expectOk(await c.post('tian', 'proposal/notFile', { id, destination: 16, reason: '转委员来信办理' }));
    const d = (await k.detail('weiyuan', id)).body.data;
    expect([d.state, d.caseState, d.notFiledTo, d.notFiledReason]).toEqual([16, 4, 16, '转委员来信办理']);
    const letters = await c.post<{ list: { id: string }[] }>('tian', 'proposal/letter/page', {});
    expect(letters.body.data.list.map((p) => p.id)).toContain(id);
    k.expectRefused(await c.post('weiyuan', 'proposal/withdraw', { id }), '不能撤案');
  });

  it('merges proposals: the merged one follows the main one', async () => {
    const { c } = k;
    const main = await k.add('weiyuan', { submit: true });
    const other = await k.add('wy0103', { submit: true, title: '关于完善社区养老配套的建议' });
    k.expectRefused(await c.post('tian', 'proposal/merge', { mainId: main, ids: [main] }), '并入它自己');
    k.expectOk(await c.post('tian', 'proposal/merge', { mainId: main, ids: [other] }));
    let d = (await k.detail('tian', other)).body.data;
    expect([d.mergedIntoId, d.mergeState, d.actions]).toEqual([main, 1, []]);
    k.expectRefused(await c.post('tian', 'proposal/receive', { id: other }), '已并入其他提案');
    expect((await k.detail('tian', main)).body.data.merged.map((m) => m.id)).toEqual([other]);
    k.expectOk(await c.post('tian', 'proposal/receive', { id: main }));
    expect(await k.state(other)).toBe(2);
    const receive = await c.post<{ list: { id: string }[] }>('tian', 'proposal/receive/page', { pageSize: 40 });
    expect(receive.body.data.list.map((p) => p.id)).not.toContain(other);
    const merged = await c.post<{ list: { id: string }[] }>('tian', 'proposal/merge/page', {});
    expect(merged.body.data.list.map((p) => p.id)).toContain(main);
    d = (await k.detail('wy0103', other)).body.data;
    expect(d.state).toBe(2);
  });
});

describe('unit requests and re-handling', () => {
  it('returns an assignment (-2): approved sends the proposal back to awaiting assignment; rejected is -3', async () => {
    const { c } = k;
    const id = await k.assigned();
    k.expectRefused(await c.post('chengban', 'proposal/back/apply', { id, reason: '' }), '退回理由');
    k.expectOk(await c.post('chengban', 'proposal/back/apply', { id, reason: '不属于本单位职责' }));
    k.expectRefused(await c.post('chengban', 'proposal/back/apply', { id, reason: '再申请' }), '不能申请退回');
    k.expectRefused(
      await c.post('chengban', 'proposal/reply', { id, content: 'x', handleLevel: 'A', contactName: 'a', contactPhone: '1' }),
      '不能答复',
    );
    const page = await c.post<{ list: { id: string; proposalId: string; status: number }[] }>('tian', 'proposal/back/page', {
      status: 0,
      pageSize: 40,
    });
    const req = page.body.data.list.find((r) => r.proposalId === id)!;
    expect(req.status).toBe(0);
    expect((await c.post('chengban', 'proposal/back/decide', { requestId: req.id, approve: true })).status).toBe(403);
    k.expectOk(await c.post('tian', 'proposal/back/decide', { requestId: req.id, approve: true, opinion: '同意，另行交办' }));
    k.expectRefused(await c.post('tian', 'proposal/back/decide', { requestId: req.id, approve: false }), '已审核');
    const d = (await k.detail('tian', id)).body.data;
    expect(d.state).toBe(3);
    expect(d.units[0].active).toBe(false);
    expect(d.unitNames).toBeNull();
    // the unit no longer acts on it
    k.expectRefused(await c.post('chengban', 'proposal/sign', { id }), '待交办」，不能签收');

    const id2 = await k.assigned();
    k.expectOk(await c.post('chengban', 'proposal/back/apply', { id: id2, reason: '不属于本单位职责' }));
    const req2 = (
      await c.post<{ list: { id: string; proposalId: string }[] }>('tian', 'proposal/back/page', { status: 0, pageSize: 40 })
    ).body.data.list.find((r) => r.proposalId === id2)!;
    k.expectOk(await c.post('tian', 'proposal/back/decide', { requestId: req2.id, approve: false, opinion: '属于贵单位职责，请办理' }));
    const d2 = (await k.detail('chengban', id2)).body.data;
    expect(d2.units[0].signState).toBe(-3);
    expect(d2.actions).toEqual(expect.arrayContaining(['reply', 'delayApply']));
  });

  it('delays (-1): approved moves the deadline; rejected is -4', async () => {
    const { c } = k;
    const id = await k.assigned();
    k.expectOk(await c.post('chengban', 'proposal/sign', { id }));
    const before = (await k.detail('chengban', id)).body.data.units[0].deadline!;
    k.expectRefused(await c.post('chengban', 'proposal/delay/apply', { id, reason: '需调研', delayDate: before }), '应晚于当前答复期限');
    const later = new Date(Date.parse(before) + 30 * 86_400_000).toISOString().slice(0, 10);
    k.expectOk(await c.post('chengban', 'proposal/delay/apply', { id, reason: '需联合调研', delayDate: later }));
    k.expectRefused(await c.post('chengban', 'proposal/delay/apply', { id, reason: '再次', delayDate: later }), '待审核的申请');
    const req = (
      await c.post<{ list: { id: string; proposalId: string }[] }>('tian', 'proposal/delay/page', { status: 0, pageSize: 40 })
    ).body.data.list.find((r) => r.proposalId === id)!;
    k.expectOk(await c.post('tian', 'proposal/delay/decide', { requestId: req.id, approve: true }));
    let u = (await k.detail('chengban', id)).body.data.units[0];
    expect([u.signState, u.deadline]).toEqual([-1, later]);
    const evenLater = new Date(Date.parse(later) + 10 * 86_400_000).toISOString().slice(0, 10);
    k.expectOk(await c.post('chengban', 'proposal/delay/apply', { id, reason: '仍需时间', delayDate: evenLater }));
    const req2 = (
      await c.post<{ list: { id: string; proposalId: string }[] }>('tian', 'proposal/delay/page', { status: 0, pageSize: 40 })
    ).body.data.list.find((r) => r.proposalId === id)!;
    k.expectOk(await c.post('tian', 'proposal/delay/decide', { requestId: req2.id, approve: false, opinion: '请按期答复' }));
    u = (await k.detail('chengban', id)).body.data.units[0];
    expect([u.signState, u.deadline]).toEqual([-4, later]);
    k.expectOk(
      await c.post('chengban', 'proposal/reply', { id, content: '<p>答复</p>', handleLevel: 'C', contactName: '王', contactPhone: '1' }),
    );
  });

  it('re-handles after "not satisfied" (11) and concludes after the second rating (12)', async () => {
    const { c } = k;
    const edu = await k.orgId('市教育局');
    const id = await k.assigned();
    const reply = { id, content: '<p>答复</p>', handleLevel: 'C', contactName: '王', contactPhone: '1' };
    k.expectOk(await c.post('chengban', 'proposal/sign', { id }));
    k.expectOk(await c.post('chengban', 'proposal/reply', reply));
    k.expectOk(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 0, comment: '答复没有具体措施' }));
    let d: ProposalDetail = (await k.detail('weiyuan', id)).body.data;
    expect([d.state, d.units[0].signState, d.units[0].round]).toEqual([11, 1, 2]);
    const unsatisfied = await c.post<{ list: { id: string }[] }>('tian', 'proposal/unsatisfied/page', {});
    expect(unsatisfied.body.data.list.map((p) => p.id)).toContain(id);
    k.expectRefused(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 1 }), '尚未答复');
    k.expectOk(await c.post('chengban', 'proposal/reply', { ...reply, handleLevel: 'B' }));
    k.expectOk(await c.post('weiyuan', 'proposal/evaluate', { id, unitId: edu, satisfaction: 2 }));
    d = (await k.detail('weiyuan', id)).body.data;
    expect(d.state).toBe(12);
    const displeasure = await c.post<{ list: { id: string }[] }>('tian', 'proposal/displeasure/page', { pageSize: 40 });
    expect(displeasure.body.data.list.map((p) => p.id)).toContain(id);
  });

  it('pre-assigns: units answer agree or disagree, then the office assigns', async () => {
    const { c } = k;
    const id = await k.filed();
    const edu = await k.orgId('市教育局');
    const fin = await k.orgId('市财政局');
    k.expectOk(
      await c.post('tian', 'proposal/preAssign', {
        id,
        units: [
          { unitId: edu, handleType: 0 },
          { unitId: fin, handleType: 1 },
        ],
      }),
    );
    k.expectRefused(await c.post('tian', 'proposal/preAssign', { id, units: [{ unitId: edu, handleType: 0 }] }), '等待预交办反馈');
    const pre = await c.post<{ list: { id: string; myUnit: { preFeedback: number } | null }[] }>('chengban', 'proposal/preSign/page', {
      pageSize: 40,
    });
    expect(pre.body.data.list.find((p) => p.id === id)?.myUnit?.preFeedback).toBe(0);
    k.expectRefused(await c.post('cb_czj', 'proposal/preSign/feedback', { id, agree: false }), 'opinion');
    k.expectOk(await c.post('cb_czj', 'proposal/preSign/feedback', { id, agree: false, opinion: '不属于本单位职责' }));
    k.expectOk(await c.post('chengban', 'proposal/preSign/feedback', { id, agree: true }));
    k.expectRefused(await c.post('chengban', 'proposal/preSign/feedback', { id, agree: true }), '没有待反馈');
    const records = await c.post<{ list: { proposalId: string; preFeedback: number }[] }>('tian', 'proposal/preAssign/record/page', {
      pageSize: 40,
    });
    expect(
      records.body.data.list
        .filter((r) => r.proposalId === id)
        .map((r) => r.preFeedback)
        .sort(),
    ).toEqual([1, 2]);
    k.expectOk(await c.post('tian', 'proposal/assign', { id, units: [{ unitId: edu, handleType: 0 }] }));
    k.expectRefused(await c.post('chengban', 'proposal/preSign/feedback', { id, agree: true }), '不能预交办反馈');
    const assignRecords = await c.post<{ list: { proposalId: string }[] }>('chengban', 'proposal/assign/record/page', { pageSize: 40 });
    expect(assignRecords.body.data.list.map((r) => r.proposalId)).toContain(id);
  });

  it('lets the office conclude once every unit has replied, without waiting for the rating', async () => {
    const { c } = k;
    const id = await k.assigned();
    k.expectOk(await c.post('chengban', 'proposal/sign', { id }));
    k.expectOk(
      await c.post('chengban', 'proposal/reply', { id, content: '<p>答复</p>', handleLevel: 'A', contactName: '王', contactPhone: '1' }),
    );
    k.expectOk(await c.post('tian', 'proposal/conclude', { id, opinion: '提案人逾期未测评，予以办结' }));
    expect(await k.state(id)).toBe(12);
    k.expectRefused(await c.post('tian', 'proposal/conclude', { id }), '已办结」，不能办结');
  });
});
