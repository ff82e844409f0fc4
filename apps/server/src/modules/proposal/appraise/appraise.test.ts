import type { AppraiseDetail, AppraiseStatistics, MyTargets, PageResult, UnevaluatedItem } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import type { TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { createStatsTestApp } from '../stats/test-app';
import { kit } from '../test-kit';
import { appraiseTransitions } from './machine';

let t: TestApp;
let c: ReturnType<typeof client>;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createStatsTestApp();
  c = client(t);
  k = kit(t);
});
afterAll(() => t?.close());

const hour = 3600_000;
const window = (fromH = -1, toH = 48) => ({
  startTime: new Date(Date.now() + fromH * hour).toISOString(),
  endTime: new Date(Date.now() + toH * hour).toISOString(),
});

async function unitAppraisal(participants: string[]) {
  const units = [await k.orgId('市教育局'), await k.orgId('市财政局')];
  const r = await c.post<{ id: string }>('tian', 'proposal/appraiseUnit/mgt/add', {
    title: '2026年度承办单位办理工作测评',
    year: 2026,
    ...window(),
    targetIds: units,
    participantIds: participants,
  });
  k.expectOk(r);
  return r.body.data.id;
}

describe('appraisal of handling units (appraiseUnit)', () => {
  it('moves draft → ongoing → ended, with the member appraising in between and every step audited', async () => {
    const me = await k.userId('weiyuan');
    const other = await k.userId('wy0001');
    const id = await unitAppraisal([me, other]);

    // a draft is the office's: members do not see it
    expect((await c.get('weiyuan', `proposal/appraiseUnit/member/target/${id}`)).status).toBe(404);
    const draft = await c.get<AppraiseDetail>('tian', `proposal/appraiseUnit/mgt/detail/${id}`);
    expect(draft.body.data.targets.map((x) => x.name)).toEqual(['市教育局', '市财政局']);
    expect(draft.body.data.participants).toHaveLength(2);
    expect(draft.body.data.state).toBe(0);
    k.expectOk(
      await c.post('tian', 'proposal/appraiseUnit/mgt/update', {
        id,
        title: '测评（修改）',
        year: 2026,
        ...window(),
        targetIds: draft.body.data.targets.map((x) => x.targetId),
        participantIds: [me, other],
      }),
    );
    k.expectRefused(await c.post('tian', 'proposal/appraiseUnit/mgt/end', { id }), '当前状态为「暂存」，不能结束');

    k.expectOk(await c.post('tian', 'proposal/appraiseUnit/mgt/publish', { id }));
    k.expectRefused(await c.post('tian', 'proposal/appraiseUnit/mgt/publish', { id }), '当前状态为「进行中」，不能发布');
    k.expectRefused(
      await c.post('tian', 'proposal/appraiseUnit/mgt/update', {
        id,
        title: 'x',
        year: 2026,
        ...window(),
        targetIds: [],
        participantIds: [],
      }),
      '不能修改',
    );
    k.expectRefused(await c.post('tian', 'proposal/appraiseUnit/mgt/delete', { ids: [id] }), '不能删除');

    const mine = await c.get<MyTargets>('weiyuan', `proposal/appraiseUnit/member/target/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.appraise.open).toBe(true);
    const [edu, fin] = mine.body.data.targets;
    expect(edu.record).toBeNull();

    const refusedNot = await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', {
      appraiseId: id,
      targetRowId: edu.id,
      grade: 0,
      score: 40,
    });
    k.expectRefused(refusedNot, '请填写意见建议');
    const badScore = await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', {
      appraiseId: id,
      targetRowId: edu.id,
      grade: 1,
      score: 101,
    });
    k.expectRefused(badScore, '评分不能超过100');
    k.expectOk(
      await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', { appraiseId: id, targetRowId: edu.id, grade: 1, score: 90 }),
    );
    // appraising again replaces the earlier one
    k.expectOk(
      await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', {
        appraiseId: id,
        targetRowId: edu.id,
        grade: 2,
        score: 80,
        comment: '答复及时',
      }),
    );
    k.expectOk(
      await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', {
        appraiseId: id,
        targetRowId: fin.id,
        grade: 0,
        score: 50,
        comment: '沟通不够',
      }),
    );
    k.expectOk(await c.post('wy0001', 'proposal/appraiseUnit/member/submit', { appraiseId: id, targetRowId: edu.id, grade: 1, score: 96 }));

    // somebody outside the appraisal, or a unit account, cannot take part
    expect(
      (await c.post('wy0002', 'proposal/appraiseUnit/member/submit', { appraiseId: id, targetRowId: edu.id, grade: 1, score: 90 })).status,
    ).toBe(404);
    expect(
      (await c.post('chengban', 'proposal/appraiseUnit/member/submit', { appraiseId: id, targetRowId: edu.id, grade: 1, score: 90 }))
        .status,
    ).toBe(403);
    expect((await c.post('weiyuan', 'proposal/appraiseUnit/mgt/page', {})).status).toBe(403);

    const stats = await c.get<AppraiseStatistics>('tian', `proposal/appraiseUnit/mgt/statistics/${id}`);
    const eduRow = stats.body.data.rows.find((r) => r.name === '市教育局')!;
    expect(eduRow).toMatchObject({ count: 2, satisfied: 1, basically: 1, not: 0, avgScore: 88, satisfactionRate: 100 });
    const finRow = stats.body.data.rows.find((r) => r.name === '市财政局')!;
    expect(finRow).toMatchObject({ count: 1, not: 1, avgScore: 50, satisfactionRate: 0 });
    expect(stats.body.data.appraise.finishedCount).toBe(1);
    expect(stats.body.data.appraise.participantCount).toBe(2);

    const details = await c.post<PageResult<{ username: string; gradeName: string }>>('tian', 'proposal/appraiseUnit/mgt/record/page', {
      appraiseId: id,
      targetRowId: eduRow.targetRowId,
    });
    expect(details.body.data.total).toBe(2);
    const notSatisfied = await c.post<PageResult<unknown>>('tian', 'proposal/appraiseUnit/mgt/record/page', { appraiseId: id, grade: 0 });
    expect(notSatisfied.body.data.total).toBe(1);

    const owing = await c.post<PageResult<UnevaluatedItem>>('tian', 'proposal/appraiseUnit/mgt/unevaluatedList', { appraiseId: id });
    expect(owing.body.data.list.map((x) => x.userId)).toEqual([other]);
    expect(owing.body.data.list[0]).toMatchObject({ done: 1, remaining: 1 });
    const reminded = await c.post<{ count: number }>('tian', 'proposal/appraiseUnit/mgt/remind', { appraiseId: id });
    expect(reminded.body.data.count).toBe(1);

    const results = await c.post<PageResult<{ id: string; done: number }>>('weiyuan', 'proposal/appraiseUnit/member/page', {
      appraised: true,
    });
    expect(results.body.data.list.find((x) => x.id === id)?.done).toBe(2);

    k.expectOk(await c.post('tian', 'proposal/appraiseUnit/mgt/end', { id }));
    k.expectRefused(
      await c.post('wy0001', 'proposal/appraiseUnit/member/submit', { appraiseId: id, targetRowId: fin.id, grade: 1, score: 90 }),
      '当前状态为「已结束」，不能评议',
    );
    const actions = (
      await t.ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'proposalAppraise'), eq(auditLog.objectId, id)))
    ).map((a) => a.action);
    for (const a of ['create', 'update', 'publish', 'appraise', 'reappraise', 'remind', 'end']) expect(actions).toContain(a);
  });

  it('refuses appraising outside the time window and publishing without targets', async () => {
    const me = await k.userId('weiyuan');
    const later = await c.post<{ id: string }>('tian', 'proposal/appraiseUnit/mgt/add', {
      title: '下月测评',
      year: 2026,
      ...window(24, 48),
      targetIds: [await k.orgId('市教育局')],
      participantIds: [me],
    });
    k.expectOk(later);
    k.expectOk(await c.post('tian', 'proposal/appraiseUnit/mgt/publish', { id: later.body.data.id }));
    const targets = await c.get<MyTargets>('weiyuan', `proposal/appraiseUnit/member/target/${later.body.data.id}`);
    expect(targets.body.data.appraise.open).toBe(false);
    k.expectRefused(
      await c.post('weiyuan', 'proposal/appraiseUnit/member/submit', {
        appraiseId: later.body.data.id,
        targetRowId: targets.body.data.targets[0].id,
        grade: 1,
        score: 90,
      }),
      '尚未开始',
    );

    const empty = await c.post<{ id: string }>('tian', 'proposal/appraiseUnit/mgt/add', { title: '空测评', year: 2026, ...window() });
    k.expectOk(empty);
    k.expectRefused(await c.post('tian', 'proposal/appraiseUnit/mgt/publish', { id: empty.body.data.id }), '请先选择承办单位');
    const backwards = await c.post('tian', 'proposal/appraiseUnit/mgt/add', { title: '时间倒置', year: 2026, ...window(5, 1) });
    k.expectRefused(backwards, '结束时间必须晚于开始时间');
    const notUnit = await c.post('tian', 'proposal/appraiseUnit/mgt/add', { title: '错对象', year: 2026, ...window(), targetIds: [me] });
    k.expectRefused(notUnit, '评议对象只能是承办单位');
    k.expectOk(await c.post('tian', 'proposal/appraiseUnit/mgt/delete', { ids: [empty.body.data.id] }));
    expect((await c.get('tian', `proposal/appraiseUnit/mgt/detail/${empty.body.data.id}`)).status).toBe(404);
  });
});

describe('appraisal of proposals (appraise)', () => {
  it('takes filed proposals only, and with no participants chosen fixes every member of the term at publishing', async () => {
    const draft = await k.add('weiyuan');
    const refused = await c.post('tian', 'proposal/appraise/mgt/add', {
      title: '优秀提案评议',
      year: 2026,
      ...window(),
      targetIds: [draft],
    });
    k.expectRefused(refused, '已立案的提案');
    const filedId = await k.filed();
    const r = await c.post<{ id: string }>('tian', 'proposal/appraise/mgt/add', {
      title: '优秀提案评议',
      year: 2026,
      ...window(),
      targetIds: [filedId],
    });
    k.expectOk(r);
    const options = await c.get<{ id: string }[]>('tian', 'proposal/appraise/mgt/targetOptions?keyword=养老');
    expect(options.body.data.map((o) => o.id)).toContain(filedId);
    k.expectOk(await c.post('tian', 'proposal/appraise/mgt/publish', { id: r.body.data.id }));
    const detail = await c.get<AppraiseDetail>('tian', `proposal/appraise/mgt/detail/${r.body.data.id}`);
    expect(detail.body.data.allMembers).toBe(true);
    expect(detail.body.data.participants.length).toBeGreaterThan(100);
    expect(detail.body.data.participants.map((p) => p.userId)).toContain(await k.userId('weiyuan'));
    // the unit kind's pages do not show a proposal appraisal
    expect((await c.get('tian', `proposal/appraiseUnit/mgt/detail/${r.body.data.id}`)).status).toBe(404);
    const list = await c.post<PageResult<{ id: string; open: boolean }>>('wy0005', 'proposal/appraise/member/page', {});
    expect(list.body.data.list.find((x) => x.id === r.body.data.id)?.open).toBe(true);
  });

  it('keeps the transition table in step with the steps the service allows', () => {
    expect(Object.keys(appraiseTransitions).sort()).toEqual(['end', 'publish', 'remind', 'remove', 'submit', 'update']);
    expect(appraiseTransitions.publish.from).toEqual([0]);
    expect(appraiseTransitions.submit.from).toEqual([1]);
  });
});
