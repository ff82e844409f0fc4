import { ApplyState, AttendResult, type MeetApplyRow, type MeetLeaveCapRow, type PageResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { user } from '../../system/tables';
import { maApply, maAttend, maRecord } from '../tables';

/** Leave requests through HTTP as the demo office (wu.bgt) and member (weiyuan). */
let t: TestApp;
let c: ReturnType<typeof client>;
let weiyuan = '';
const rec: Record<string, typeof maRecord.$inferSelect> = {};

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const [u] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
  weiyuan = u.id;
  for (const r of await t.ctx.db.select().from(maRecord)) rec[r.title] = r;
});
afterAll(() => t.close());

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
const attendResult = async (recordId: string) =>
  (
    await t.ctx.db
      .select()
      .from(maAttend)
      .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, weiyuan)))
  )[0]?.result;

describe('a member asks for leave', () => {
  it('refuses a record they are not listed on (403) and names a missing field (400)', async () => {
    const open = rec['城市更新项目视察'];
    const r = await c.post('weiyuan', 'activity/apply/add', { recordId: open.id, reason: '出差' });
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('不是该活动的参加人员');
    const bad = await c.post('weiyuan', 'meet/apply/add', { recordId: rec['市政协十四届五次会议'].id });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('请假事由');
  });

  it('takes one open request per record, which the office approves: the result becomes 请假', async () => {
    const plenary = rec['市政协十四届五次会议'];
    const added = await c.post<{ id: string }>('weiyuan', 'meet/apply/add', { recordId: plenary.id, reason: '赴外地考察' });
    expectOk(added);
    expect((await c.post('weiyuan', 'meet/apply/add', { recordId: plenary.id, reason: '再次' })).status).toBe(409);
    expect((await c.post('weiyuan', 'meet/apply/check', { id: added.body.data.id, approve: true })).status).toBe(403);

    const staffList = await c.post<PageResult<MeetApplyRow>>('wu.bgt', 'meet/apply/page', { recordId: plenary.id });
    const row = staffList.body.data.list.find((r) => r.id === added.body.data.id);
    expect(row).toMatchObject({ state: ApplyState.pending, canCheck: true, recordTitle: plenary.title });
    expectOk(await c.post('wu.bgt', 'meet/apply/check', { id: added.body.data.id, approve: true, opinion: '同意' }));
    expect(await attendResult(plenary.id)).toBe(AttendResult.leave);
    const again = await c.post('wu.bgt', 'meet/apply/check', { id: added.body.data.id, approve: false });
    expect(again.status).toBe(400);
    const detail = await c.get<MeetApplyRow>('weiyuan', `meet/apply/detail/${added.body.data.id}`);
    expect(detail.body.data).toMatchObject({ state: ApplyState.approved, opinion: '同意', checkerName: expect.any(String) });
  });

  it('stops at the yearly cap of the type', async () => {
    const group = rec['分组讨论（第一组）'];
    expect((await c.post('weiyuan', 'meet/apply/cap', { typeId: group.typeId, cap: 1 })).status).toBe(403);
    expectOk(await c.post('wu.bgt', 'meet/apply/cap', { typeId: group.typeId, cap: 1 }));
    const caps = await c.get<MeetLeaveCapRow[]>('wu.bgt', 'meet/apply/cap');
    expect(caps.body.data.find((x) => x.typeId === group.typeId)?.cap).toBe(1);
    const r = await c.post('weiyuan', 'meet/apply/add', { recordId: group.id, reason: '身体不适' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('本年度请假次数已达上限（1次）');
    expectOk(await c.post('wu.bgt', 'meet/apply/cap', { typeId: group.typeId, cap: 0 }));
  });

  it('lets the member see and withdraw only their own pending request', async () => {
    const mine = await c.post<PageResult<MeetApplyRow>>('weiyuan', 'meet/apply/page', {});
    expect(mine.body.data.list.every((r) => r.userId === weiyuan)).toBe(true);
    const pending = mine.body.data.list.find((r) => r.recordTitle === '大会第一次全体会议');
    expect(pending).toMatchObject({ state: ApplyState.pending, canDelete: true, canCheck: false });
    const all = await c.post<PageResult<MeetApplyRow>>('wu.bgt', 'meet/apply/page', { state: ApplyState.approved });
    expect(all.body.data.list.some((r) => r.recordTitle === '关于优化营商环境的协商座谈会' && r.userId !== weiyuan)).toBe(true);
    const approved = mine.body.data.list.find((r) => r.state === ApplyState.approved);
    expect((await c.post('weiyuan', 'meet/apply/delete', { id: approved?.id })).status).toBe(403);
    expectOk(await c.post('weiyuan', 'meet/apply/delete', { id: pending?.id }));
    const [gone] = await t.ctx.db
      .select()
      .from(maApply)
      .where(eq(maApply.id, pending?.id ?? ''));
    expect(gone.deletedAt).not.toBeNull();
    expect((await c.get('weiyuan', `meet/apply/detail/${pending?.id}`)).status).toBe(404);
  });
});
