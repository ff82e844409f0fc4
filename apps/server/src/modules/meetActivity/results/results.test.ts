import { AttendResult, type MeetAttendedRecord, type MeetResultDetail, type MeetResultRow, type PageResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { user } from '../../system/tables';
import { maAttend, maRecord } from '../tables';

/** Results (成果) through HTTP: the office records them for any record, a member reports for one they attended. */
let t: TestApp;
let c: ReturnType<typeof client>;
let weiyuan = '';
const rec: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const [u] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
  weiyuan = u.id;
  for (const r of await t.ctx.db.select().from(maRecord)) rec[r.title] = r.id;
});
afterAll(() => t.close());

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
const setResult = (recordId: string, result: number) =>
  t.ctx.db
    .update(maAttend)
    .set({ result })
    .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, weiyuan)));

describe('results of meetings and activities', () => {
  it('lets a member report only for a record they attended', async () => {
    const closed = rec['关于优化营商环境的协商座谈会'];
    await setResult(closed, AttendResult.absent);
    const body = { recordId: closed, title: '我的建议', content: '<p>建议一</p><script>alert(1)</script>' };
    const refused = await c.post('weiyuan', 'meet/results/add', body);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能为本人出席的会议上报成果');
    expect((await c.get<MeetAttendedRecord[]>('weiyuan', 'meet/results/attended')).body.data.some((r) => r.id === closed)).toBe(false);
    await setResult(closed, AttendResult.present);
    expect((await c.get<MeetAttendedRecord[]>('weiyuan', 'meet/results/attended')).body.data.some((r) => r.id === closed)).toBe(true);
    const added = await c.post<{ id: string }>('weiyuan', 'meet/results/add', body);
    expectOk(added);
    const detail = await c.get<MeetResultDetail>('weiyuan', `meet/results/detail/${added.body.data.id}`);
    expect(detail.body.data.content).toBe('<p>建议一</p>');
    expect(detail.body.data).toMatchObject({ authorId: weiyuan, canEdit: true });
    const missing = await c.post('weiyuan', 'meet/results/add', { recordId: closed, content: '<p>x</p>' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('成果标题');
  });

  it('lets the office record results of any record and read all; a member reads and deletes only their own', async () => {
    const plenary = rec['市政协十四届五次会议'];
    const staff = await c.post<{ id: string }>('wu.bgt', 'meet/results/add', {
      recordId: plenary,
      title: '会议决议',
      content: '<p>决议全文</p>',
    });
    expectOk(staff);
    const all = await c.post<PageResult<MeetResultRow>>('wu.bgt', 'meet/results/page', {});
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    const mine = await c.post<PageResult<MeetResultRow>>('weiyuan', 'meet/results/page', {});
    expect(mine.body.data.list.every((r) => r.authorId === weiyuan)).toBe(true);
    expect((await c.get('weiyuan', `meet/results/detail/${staff.body.data.id}`)).status).toBe(403);
    expect((await c.post('weiyuan', 'meet/results/delete', { id: staff.body.data.id })).status).toBe(403);
    const list = await c.get<MeetResultRow[]>('wu.bgt', `meet/results/list/${rec['关于优化营商环境的协商座谈会']}`);
    expect(list.body.data.length).toBe(3);
    const own = mine.body.data.list[0];
    expectOk(
      await c.post('weiyuan', 'meet/results/update', {
        id: own.id,
        recordId: own.recordId,
        title: '我的建议（修改）',
        content: '<p>建议二</p>',
      }),
    );
    expectOk(await c.post('weiyuan', 'meet/results/delete', { id: own.id }));
    expect((await c.post<PageResult<MeetResultRow>>('weiyuan', 'meet/results/page', {})).body.data.total).toBe(0);
    expectOk(await c.post('wu.bgt', 'meet/results/delete', { id: staff.body.data.id }));
  });

  it('shows weiyuan’s own seeded report on the reading session', async () => {
    const acts = await c.post<PageResult<MeetResultRow>>('weiyuan', 'activity/results/page', { mine: true });
    expect(acts.body.data.list).toEqual([expect.objectContaining({ recordTitle: '委员读书分享会', authorId: weiyuan })]);
  });
});
