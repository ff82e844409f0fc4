import type {
  InfoCheckAllResult,
  InfoFlowExistCheck,
  InfoFlowExistData,
  InfoFlowView,
  InfoFullDetail,
  InfoJointDetail,
  InfoJointRow,
  InfoRow,
  PageResult,
} from '@cppcc/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { user } from '../../system/tables';
import { infoFlow, infoItem, infoType } from '../tables';

let t: TestApp;
let c: ReturnType<typeof client>;
const ids: Record<string, string> = {};
let typeId = '';
const CONTENT = '<p>城东区老旧小区加装电梯推进缓慢，居民协调难、资金分摊难。</p><p>建议由街道牵头建立协调机制，简化审批流程。</p>';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const users = await t.ctx.db.select({ id: user.id, loginName: user.loginName }).from(user);
  for (const u of users) ids[u.loginName] = u.id;
  const [ty] = await t.ctx.db.select({ id: infoType.id }).from(infoType).where(eq(infoType.name, '教育')).limit(1);
  typeId = ty.id;
});
afterAll(() => t.close());

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
const stateOf = async (id: string) => {
  const [r] = await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, id));
  return r;
};
const report = async (who: string, extra: Record<string, unknown> = {}) => {
  const r = await c.post<{ id: string }>(who, 'web/info/add', {
    typeId,
    title: '关于加快老旧小区加装电梯的建议',
    content: CONTENT,
    ...extra,
  });
  expectOk(r);
  return r.body.data.id;
};
const detail = async (who: string, id: string) => (await c.post<InfoFullDetail>(who, `info/detail/${id}`)).body.data;
const queue = async (who: string) => (await c.post<PageResult<InfoRow>>(who, 'info/check/page', { flowId: 'all', pageSize: 40 })).body.data;
const check = (who: string, body: Record<string, unknown>) => c.post(who, 'info/check/check', body);

describe('info flows', () => {
  it('seeds every enabled type with 管理员 → 处长 → 副主任 and views it', async () => {
    const flows = (await c.get<InfoFlowView[]>('xinxi', `infoFlow/view?typeId=${typeId}`)).body.data;
    expect(flows).toHaveLength(1);
    expect(flows[0].levels.map((l) => `${l.levelName}:${l.reviewers.map((r) => r.name).join()}`)).toEqual([
      '管理员:徐欣怡',
      '处长:何文博',
      '副主任:魏远航',
    ]);
    expect((await c.get<InfoFlowExistCheck>('zb_cd', `infoFlow/exist/check/${typeId}`)).body.data.exists).toBe(true);
    expect((await c.get('zb_cd', 'infoFlow/view')).status).toBe(403);
    expect((await c.post('weiyuan', 'infoFlow/add', { typeId, levels: [] })).status).toBe(403);
  });

  it('refuses duplicate levels, a level nobody holds, a non-staff reviewer, an unknown type, NUL bytes', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const r = await c.post('xinxi', 'infoFlow/add', body);
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain(field);
    };
    const x = ids.xinxi;
    await bad(
      {
        typeId,
        levels: [
          { level: 1, reviewerIds: [x] },
          { level: 1, reviewerIds: [x] },
        ],
      },
      '重复',
    );
    await bad({ typeId, levels: [{ level: 2, reviewerIds: [] }] }, '至少选择一位审核人');
    await bad({ typeId, levels: [{ level: 2, reviewerIds: [ids.weiyuan] }] }, '机关工作人员');
    await bad({ typeId, levels: [{ level: 7, reviewerIds: [x] }] }, '1至6');
    await bad({ typeId: 'missing', levels: [{ level: 1, reviewerIds: [x] }] }, '信息类别');
    await bad({ typeId, name: 'a\u0000b', levels: [{ level: 1, reviewerIds: [x] }] }, '');
    const flows = await t.ctx.db.select().from(infoFlow).where(eq(infoFlow.typeId, typeId));
    expect(flows).toHaveLength(1);
  });
});

describe('reporting, review and joint confirmation', () => {
  let id = '';

  it('keeps a draft private to its author and refuses bad input without changing anything', async () => {
    id = await report('zb_cd', { jointUserIds: [ids.zb_cx] });
    const row = await stateOf(id);
    expect(row.state).toBe(0);
    expect(row.unitName).toBe('城东区政协信息直报点');
    // the co-reporter named on the draft, another reporter, the office: none of them sees it
    expect((await c.post('zb_cx', `web/info/detail/${id}`)).status).toBe(404);
    expect((await c.post('xinxi', `info/detail/${id}`)).status).toBe(404);
    expect((await c.post('zb_cx', 'web/info/delete', { ids: [id] })).status).toBe(404);
    const long = await c.post('zb_cd', 'web/info/update', { id, typeId, title: '长'.repeat(100_000), content: CONTENT });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('信息标题');
    const nul = await c.post('zb_cd', 'web/info/update', { id, typeId, title: '含\u0000字符', content: CONTENT });
    expect(nul.status).toBe(400);
    expect((await c.post('zb_cd', 'web/info/update', { id, typeId: 'nope', title: 'x', content: CONTENT })).body.msg).toContain('typeId');
    expect((await c.post('zb_cd', 'web/info/update', { id, typeId, title: 'x', content: '<p> </p>' })).body.msg).toContain('信息内容');
    expect((await stateOf(id)).title).toBe('关于加快老旧小区加装电梯的建议');
    expect((await c.post('xinxi', 'web/info/add', { typeId, title: 'x', content: CONTENT })).status).toBe(403);
    const mine = (await c.post<PageResult<InfoRow>>('zb_cd', 'web/info/page', {})).body.data;
    expect(mine.list.find((r) => r.id === id)?.actions).toEqual(expect.arrayContaining(['save', 'submit']));
  });

  it('refuses to submit into a type without a flow', async () => {
    const parent = (await t.ctx.db.select().from(infoType).where(eq(infoType.name, '社会民生')))[0];
    const added = await c.post<{ id: string }>('xinxi', 'infoType/add', { parentId: parent.id, name: '无流程类别' });
    expectOk(added);
    const r = await c.post('zb_cd', 'web/info/add', { typeId: added.body.data.id, title: '无流程', content: CONTENT, submit: true });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('该信息类别尚未设置审核流程');
    expect(await t.ctx.db.select().from(infoItem).where(eq(infoItem.title, '无流程'))).toHaveLength(0);
  });

  it('submits to the first level: only its reviewers see it in their queue', async () => {
    expectOk(
      await c.post('zb_cd', 'web/info/update', {
        id,
        typeId,
        title: '关于加快老旧小区加装电梯的建议',
        content: CONTENT,
        jointUserIds: [ids.zb_cx],
        submit: true,
      }),
    );
    const row = await stateOf(id);
    expect([row.state, row.currentLevel, row.levelSeq]).toEqual([1, 1, 1]);
    expect((await queue('xinxi')).list.map((r) => r.id)).toContain(id);
    expect((await queue('he.xinxi')).list.map((r) => r.id)).not.toContain(id);
    expect((await queue('weiyuan.staff')).list.map((r) => r.id)).not.toContain(id);
    expect((await queue('xinxi')).list.find((r) => r.id === id)?.actions).toEqual(expect.arrayContaining(['pass', 'back', 'discard']));
    // a reviewer of another level: the office sees the item but may not check it; office staff without it see nothing
    expect((await check('he.xinxi', { id, status: 1 })).status).toBe(403);
    expect((await check('weiyuan.staff', { id, status: 1 })).status).toBe(404);
    expect((await c.post('zb_cd', 'web/info/delete', { ids: [id] })).status).toBe(400);
    expect((await c.post('zb_cd', 'info/check/page', {})).status).toBe(403);
  });

  it('lets the co-reporter answer once; the review does not wait', async () => {
    const page = (await c.post<PageResult<InfoJointRow>>('zb_cx', 'web/info/joint/page', {})).body.data;
    expect(page.list.find((r) => r.id === id)?.myJoint).toBe(-1);
    expectOk(await c.post('zb_cx', 'web/info/joint/confirm', { id, joint: 1 }));
    expect((await c.post('zb_cx', 'web/info/joint/confirm', { id, joint: 0 })).status).toBe(400);
    expect((await c.post('zb_gx', 'web/info/joint/confirm', { id, joint: 1 })).status).toBe(404);
    const jd = (await c.get<InfoJointDetail>('zb_cd', `infoJoint/detail/${id}`)).body.data;
    expect(jd.joints.map((j) => [j.name, j.joint])).toEqual([['城西区政协信息直报点', 1]]);
  });

  it('returns to the reporter with a reason, who sees it and resubmits to the first level', async () => {
    const noReason = await check('xinxi', { id, status: -2, backType: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('退回理由');
    expect((await check('xinxi', { id, status: -2, backType: 2, opinion: '第一级' })).status).toBe(400);
    expectOk(await check('xinxi', { id, status: -2, backType: 1, opinion: '请补充具体小区名单和数据' }));
    const d = await detail('zb_cd', id);
    expect([d.state, d.backReason]).toEqual([-2, '请补充具体小区名单和数据']);
    const msgs = (await c.post<PageResult<{ title: string; content: string }>>('zb_cd', 'web/msg/centre/im/page', {})).body.data.list;
    expect(msgs.find((m) => m.title.startsWith('信息已退回'))?.content).toContain('请补充具体小区名单和数据');
    expect(
      (await c.post<PageResult<{ title: string }>>('zb_cx', 'web/msg/centre/im/page', {})).body.data.list.some((m) =>
        m.title.startsWith('信息已退回'),
      ),
    ).toBe(true);
    expect((await check('xinxi', { id, status: 1 })).status).toBe(403);
    expectOk(
      await c.post('zb_cd', 'web/info/update', {
        id,
        typeId,
        title: '关于加快老旧小区加装电梯的建议',
        content: `${CONTENT}<p>涉及小区：东湖、南苑。</p>`,
      }),
    );
    expectOk(await c.post('zb_cd', `info/resubmit/${id}`));
    const row = await stateOf(id);
    expect([row.state, row.currentLevel, row.backReason]).toEqual([1, 1, null]);
    expect((await detail('zb_cd', id)).versions.map((v) => v.stage)).toEqual([1, 2]);
  });

  it('passes level by level; a reviewer edits (a new version), sends it back a level, and it ends at 待采用', async () => {
    expectOk(await check('xinxi', { id, status: 1, opinion: '同意' }));
    expect((await stateOf(id)).currentLevel).toBe(2);
    expect((await check('xinxi', { id, status: 1 })).status).toBe(403);
    expect((await queue('he.xinxi')).list.map((r) => r.id)).toContain(id);
    expectOk(
      await c.post('he.xinxi', 'info/check/edit/check', {
        id,
        status: 1,
        title: '关于加快推进老旧小区加装电梯的建议',
        content: `${CONTENT}<p>（处长修改）</p>`,
      }),
    );
    expect((await stateOf(id)).currentLevel).toBe(3);
    expectOk(await check('weiyuan.staff', { id, status: -2, backType: 2, opinion: '请处长再核实' }));
    expect((await stateOf(id)).currentLevel).toBe(2);
    expectOk(await check('he.xinxi', { id, status: 1 }));
    expectOk(await check('weiyuan.staff', { id, status: 1 }));
    const row = await stateOf(id);
    expect([row.state, row.currentLevel]).toEqual([2, 999]);
    expect((await check('weiyuan.staff', { id, status: 1 })).status).toBeGreaterThanOrEqual(400);
    const d = await detail('zb_cd', id);
    expect(d.title).toBe('关于加快推进老旧小区加装电梯的建议');
    expect(d.versions.map((v) => v.stage)).toEqual([1, 2, 3]);
    expect(d.versions[0].content).toBe(CONTENT);
    expect(d.history.map((h) => `${h.actionLabel}${h.levelName ? `@${h.levelName}` : ''}`)).toEqual([
      '新建',
      '修改',
      '报送',
      '同意联名',
      '退回@管理员',
      '修改',
      '重新报送',
      '审核通过@管理员',
      '编辑审核@处长',
      '审核通过@处长',
      '退回@副主任',
      '审核通过@处长',
      '审核通过@副主任',
    ]);
    const finished = (await c.post<PageResult<InfoRow>>('weiyuan.staff', 'info/check/finish/page', {})).body.data;
    expect(finished.list.map((r) => r.id)).toContain(id);
  });

  it('discards only with a reason; checkAll passes each it may and says why the others were refused', async () => {
    const a = await report('zb_cd', { submit: true });
    const b = await report('zb_cx', { submit: true });
    const d = await report('zb_gx', { submit: true });
    expect((await check('xinxi', { id: a, status: -1 })).body.msg).toContain('弃用理由');
    expectOk(await check('xinxi', { id: a, status: -1, opinion: '内容重复' }));
    expect((await stateOf(a)).state).toBe(-1);
    expectOk(await check('xinxi', { id: d, status: 1 }));
    const r = await c.post<InfoCheckAllResult>('xinxi', 'info/check/checkAll', { ids: [b, d, a] });
    expectOk(r);
    expect(r.body.data.passed).toBe(1);
    expect(r.body.data.refused.map((x) => x.id)).toEqual([d, a]);
    expect(r.body.data.refused.every((x) => x.reason.length > 0)).toBe(true);
    expect((await stateOf(b)).currentLevel).toBe(2);
  });

  it('flows saved later never strand items under way', async () => {
    const waiting = await report('zb_cd', { submit: true });
    const before = (await stateOf(waiting)).flowId;
    const busy = (await c.post<InfoFlowExistData>('xinxi', 'infoFlow/exist/infoData', { typeId })).body.data;
    expect(busy.exists).toBe(true);
    expectOk(await c.post('xinxi', 'infoFlow/add', { typeId, levels: [{ level: 2, reviewerIds: [ids['he.xinxi']] }] }));
    const flows = await t.ctx.db.select().from(infoFlow).where(eq(infoFlow.typeId, typeId)).orderBy(asc(infoFlow.version));
    expect(flows.map((f) => [f.version, f.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await c.post<InfoFlowExistData>('xinxi', 'infoFlow/exist/infoData', { typeId })).body.data.exists).toBe(false);
    // the waiting item stays on its version and at its level
    expectOk(await check('xinxi', { id: waiting, status: 1 }));
    expect((await stateOf(waiting)).flowId).toBe(before);
    const fresh = await report('zb_cd', { submit: true });
    expect((await stateOf(fresh)).currentLevel).toBe(2);
    expect((await queue('he.xinxi')).list.map((r) => r.id)).toContain(fresh);
    const left = await t.ctx.db.select().from(infoItem).where(isNull(infoItem.deletedAt));
    expect(left.length).toBeGreaterThan(0);
  });
});

describe('the files of an item', () => {
  it('are read by whoever may read the item, and by nobody else', async () => {
    const { infoAffairPolicy } = await import('./files');
    const { loadPrincipal } = await import('../../../platform/auth/principal');
    const id = await report('zb_cd');
    const as = async (login: string) => ({ ...(await loadPrincipal(t.ctx.db, ids[login]))!, sessionId: 'test' });
    expect(await infoAffairPolicy.canRead(t.ctx.db, await as('zb_cd'), id)).toBe(true);
    expect(await infoAffairPolicy.canRead(t.ctx.db, await as('xinxi'), id)).toBe(false);
    expect(await infoAffairPolicy.canRead(t.ctx.db, await as('zb_cd'), 'not-an-item')).toBeUndefined();
    expectOk(await c.post('zb_cd', 'web/info/update', { id, typeId, title: '附件测试', content: CONTENT, submit: true }));
    expect(await infoAffairPolicy.canRead(t.ctx.db, await as('xinxi'), id)).toBe(true);
    expect(await infoAffairPolicy.canRead(t.ctx.db, await as('weiyuan'), id)).toBe(false);
    expect(await infoAffairPolicy.canBind(t.ctx.db, await as('xinxi'), id)).toBe(false);
  });
});
