import {
  InfoEditState,
  InfoFlowType,
  type InfoFullDetail,
  type InfoRow,
  InfoState,
  InfoVersionStage,
  type PageResult,
} from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { user } from '../../system/tables';
import { infoFlow, infoItem, infoType, publicationType } from '../tables';
import { DEMO_EDITING_TYPE } from './seed';

/** The editing flow after adoption (docs/info.md): the demo type 文化事业 has 管理员 → 处长, both xinxi's. */
let t: TestApp;
let c: ReturnType<typeof client>;
const ids: Record<string, string> = {};
let editingTypeId = '';
let plainTypeId = '';
let editFlowId = '';

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
/** The status and the Chinese reason (a field's refusal names the field before it). */
const expectRefused = (r: R, status: number, reason: string) =>
  expect(`${r.status} ${r.body.msg}`).toMatch(new RegExp(`^${status} (.*：)?${reason.replace(/[()（）]/g, '.')}$`));
const itemOf = async (id: string) => (await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, id)))[0];
const queue = async (who: string, flowId: string) =>
  (await c.post<PageResult<InfoRow>>(who, 'info/check/page', { flowId, pageSize: 40 })).body.data.list;
const detail = async (who: string, id: string) => (await c.post<InfoFullDetail>(who, `info/detail/${id}`)).body.data;
const check = (who: string, body: Record<string, unknown>) => c.post(who, 'info/check/check', body);
const pool = async () =>
  (await c.post<PageResult<InfoRow>>('xinxi', 'publication/editing/detail', { pageSize: 40, typeId: editingTypeId })).body.data.list.map(
    (r) => r.id,
  );

/** An item of the type reported, passed through its three review levels and adopted by the office. */
async function adopted(typeId: string, title: string): Promise<string> {
  const r = await c.post<{ id: string }>('zb_cd', 'web/info/add', {
    typeId,
    title,
    content: `<p>${title}：建议加大公共文化服务投入，完善基层文化设施。</p>`,
    submit: true,
  });
  expectOk(r);
  const id = r.body.data.id;
  for (const who of ['xinxi', 'he.xinxi', 'weiyuan.staff']) expectOk(await check(who, { id, status: 1 }));
  expectOk(await c.post('xinxi', 'info/adopt', { ids: [id], adopt: 1 }));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  for (const u of await t.ctx.db.select({ id: user.id, loginName: user.loginName }).from(user)) ids[u.loginName] = u.id;
  const types = await t.ctx.db.select({ id: infoType.id, name: infoType.name }).from(infoType);
  editingTypeId = types.find((x) => x.name === DEMO_EDITING_TYPE)!.id;
  plainTypeId = types.find((x) => x.name === '教育')!.id;
  const [f] = await t.ctx.db
    .select({ id: infoFlow.id })
    .from(infoFlow)
    .where(and(eq(infoFlow.typeId, editingTypeId), eq(infoFlow.flowType, InfoFlowType.editing), eq(infoFlow.current, true)));
  editFlowId = f.id;
});
afterAll(() => t.close());

describe('the editing flow after adoption', () => {
  let id = '';

  it('enters the type’s editing flow at its first level when adopted, on the trail', async () => {
    id = await adopted(editingTypeId, '关于提升社区文化活动中心服务水平的建议');
    const row = await itemOf(id);
    expect([row.state, row.editFlowId, row.editLevelSeq, row.editState]).toEqual([InfoState.adopted, editFlowId, 1, InfoEditState.editing]);
    const d = await detail('xinxi', id);
    expect(d.history.at(-1)).toMatchObject({ action: 'editStart', actionLabel: '进入编辑流程' });
    expect(d.editStateName).toBe('编辑审核中 · 管理员');
  });

  it('lists it in the editing queue of the level’s editor only, with the editing steps', async () => {
    const mine = await queue('xinxi', editFlowId);
    expect(mine.map((r) => r.id)).toEqual([id]);
    expect(mine[0].actions).toEqual(expect.arrayContaining(['editPass', 'editBack']));
    expect((await queue('xinxi', 'all')).map((r) => r.id)).toContain(id);
    expect((await queue('xinxi', 'editing')).map((r) => r.id)).toEqual([id]);
    expect((await queue('he.xinxi', 'all')).map((r) => r.id)).not.toContain(id);
  });

  it('keeps it out of the publications’ pool and refuses 收入编辑 while under editing', async () => {
    expect(await pool()).not.toContain(id);
    const r = await c.post('xinxi', 'info/useInfo', { ids: [id], use: true });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('信息《关于提升社区文化活动中心服务水平的建议》正在编辑审核中，审核完成后方可收入编辑');
    const [pubType] = await t.ctx.db.select({ id: publicationType.id }).from(publicationType).where(eq(publicationType.name, '政协信息'));
    const issue = await c.post('xinxi', 'publication/editing', { typeId: pubType.id, infoIds: [id] });
    expect([issue.status, issue.body.msg]).toEqual([400, expect.stringContaining('正在编辑审核中，审核完成后方可编入刊物')]);
  });

  it('refuses a step by someone not at the level (403), a discard, and a return from the first level', async () => {
    const wrong = await check('he.xinxi', { id, status: 1 });
    expectRefused(wrong, 403, '该信息当前不在您负责的编辑审核环节');
    const discard = await check('xinxi', { id, status: -1, opinion: '不用' });
    expectRefused(discard, 400, '编辑审核只能通过或退回上一级，不能弃用');
    const first = await check('xinxi', { id, status: -2, backType: 2, opinion: '再改' });
    expectRefused(first, 400, '当前已是编辑流程第一级，不能退回上一级');
    expect((await itemOf(id)).editLevelSeq).toBe(1);
  });

  it('passes the first level with an edit kept as a version of stage 编辑加工', async () => {
    expectOk(
      await c.post('xinxi', 'info/check/edit/check', {
        id,
        status: 1,
        title: '关于提升社区文化活动中心服务水平的建议（编辑稿）',
        content: '<p>建议加大公共文化服务投入。</p>',
        opinion: '已润色',
      }),
    );
    const row = await itemOf(id);
    expect([row.editLevelSeq, row.editState, row.title]).toEqual([
      2,
      InfoEditState.editing,
      '关于提升社区文化活动中心服务水平的建议（编辑稿）',
    ]);
    const d = await detail('xinxi', id);
    expect(d.versions.map((v) => v.stage)).toEqual([InfoVersionStage.report, InfoVersionStage.editing]);
    expect(d.versions[0].title).toBe('关于提升社区文化活动中心服务水平的建议');
    expect(d.history.slice(-2).map((h) => `${h.actionLabel}:${h.levelName}`)).toEqual(['编辑加工:管理员', '编辑审核通过:管理员']);
    expect(d.editStateName).toBe('编辑审核中 · 处长');
  });

  it('sends it back to the previous level only with a reason', async () => {
    const bare = await check('xinxi', { id, status: -2, backType: 2 });
    expectRefused(bare, 400, '退回上一级时请填写退回理由');
    const toReporter = await check('xinxi', { id, status: -2, backType: 1, opinion: '退回' });
    expectRefused(toReporter, 400, '编辑审核只能退回上一级');
    expectOk(await check('xinxi', { id, status: -2, backType: 2, opinion: '标题再斟酌' }));
    expect((await itemOf(id)).editLevelSeq).toBe(1);
    const d = await detail('xinxi', id);
    expect(d.history.at(-1)).toMatchObject({ actionLabel: '编辑退回上一级', levelName: '处长', opinion: '标题再斟酌' });
  });

  it('is 编辑完成 after the last level, then in the pool and collectable', async () => {
    expectOk(await check('xinxi', { id, status: 1 }));
    expectOk(await check('xinxi', { id, status: 1 }));
    const row = await itemOf(id);
    expect([row.state, row.editState, row.editLevelSeq]).toEqual([InfoState.adopted, InfoEditState.edited, null]);
    expect(await queue('xinxi', editFlowId)).toEqual([]);
    const again = await check('xinxi', { id, status: 1 });
    expectRefused(again, 400, '信息《关于提升社区文化活动中心服务水平的建议（编辑稿）》不在编辑审核中');
    expect(await pool()).toContain(id);
    expectOk(await c.post('xinxi', 'info/useInfo', { ids: [id], use: true }));
    const finished = (await c.post<PageResult<InfoRow>>('xinxi', 'info/check/finish/page', { pageSize: 40 })).body.data.list;
    expect(finished.find((r) => r.id === id)?.editStateName).toBe('编辑完成');
  });

  it('leaves an item of a type without an editing flow as before', async () => {
    const plain = await adopted(plainTypeId, '关于推进中小学课后服务提质的建议');
    expect((await itemOf(plain)).editState).toBe(InfoEditState.none);
    const r = await check('xinxi', { id: plain, status: 1 });
    expect(r.status).toBe(400);
    expectOk(await c.post('xinxi', 'info/useInfo', { ids: [plain], use: true }));
  });

  it('keeps an item under way on its flow version when the flow is changed', async () => {
    const under = await adopted(editingTypeId, '关于加强非物质文化遗产保护传承的建议');
    const busy = await c.post<{ exists: boolean; count: number }>('xinxi', 'infoFlow/exist/infoData', {
      typeId: editingTypeId,
      flowType: InfoFlowType.editing,
    });
    expect(busy.body.data).toEqual({ exists: true, count: 1 });
    expectOk(
      await c.post('xinxi', 'infoFlow/add', {
        typeId: editingTypeId,
        flowType: InfoFlowType.editing,
        levels: [{ level: 2, reviewerIds: [ids['he.xinxi']] }],
      }),
    );
    expect((await itemOf(under)).editFlowId).toBe(editFlowId);
    expectOk(await check('xinxi', { id: under, status: 1 }));
    expectOk(await check('xinxi', { id: under, status: 1 }));
    expect((await itemOf(under)).editState).toBe(InfoEditState.edited);
    // a new adoption starts on the new version, at the level he.xinxi holds
    const next = await adopted(editingTypeId, '关于完善公共图书馆夜间开放的建议');
    const row = await itemOf(next);
    expect(row.editFlowId).not.toBe(editFlowId);
    expect((await queue('he.xinxi', 'all')).map((r) => r.id)).toContain(next);
  });

  it('gives an editor outside the information office the queue, the detail and the step', async () => {
    // weiyuan.staff (办公厅, a review level of the demo flows) is not the information office
    expectOk(
      await c.post('xinxi', 'infoFlow/add', {
        typeId: editingTypeId,
        flowType: InfoFlowType.editing,
        levels: [{ level: 3, reviewerIds: [ids['weiyuan.staff']] }],
      }),
    );
    const next = await adopted(editingTypeId, '关于推动文旅融合发展的建议');
    const row = (await queue('weiyuan.staff', 'editing')).find((r) => r.id === next);
    expect([row?.editStateName, row?.actions]).toEqual(['编辑审核中 · 副主任', expect.arrayContaining(['editPass'])]);
    expect((await detail('weiyuan.staff', next)).actions).toEqual(expect.arrayContaining(['editPass']));
    // the home page's 待审信息 counts it
    const todo = await c.post<PageResult<InfoRow>>('weiyuan.staff', 'info/desktop/todo/check', { pageSize: 40 });
    expect(todo.body.data.list.map((r) => r.id)).toContain(next);
    expectOk(await check('weiyuan.staff', { id: next, status: 1 }));
    expect((await itemOf(next)).editState).toBe(InfoEditState.edited);
    // the step is on their 已审 list, which reads the item through the same visibility
    const done = await c.post<PageResult<InfoRow>>('weiyuan.staff', 'info/check/finish/page', { pageSize: 40 });
    expect(done.body.data.list.find((r) => r.id === next)?.editStateName).toBe('编辑完成');
  });
});
