import type { DesktopTodo, DesktopWidget, MaScheduleDetail, MaScheduleRow, PageResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { newId } from '../../../platform/db/ids';
import { chinaYear } from '../../../platform/time/china';
import { accountIdsByLoginNames } from '../../system';
import { maAttend, maRecord } from '../tables';
import { foldLine } from './ics';

/** The attendee's side through HTTP: records written directly, read as weiyuan (member) and wu.bgt (office). */
let t: TestApp;
let c: ReturnType<typeof client>;
const P = 'H4日程';
const LONG = `${P}关于推进城乡融合发展与乡村振兴，深化营商环境改革的专题协商座谈会（第二次）`;
const H = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);
const ids = { mine: '', notMine: '', open: '', draft: '', closed: '' };
let me = '';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const accounts = await accountIdsByLoginNames(t.ctx.db, ['weiyuan', 'wu.bgt']);
  me = accounts.get('weiyuan') as string;
  const staff = accounts.get('wu.bgt') as string;
  const rec = (title: string, over: Partial<typeof maRecord.$inferInsert>): typeof maRecord.$inferInsert => ({
    id: newId(),
    kind: 'meet',
    typeId: 'h4-type',
    year: chinaYear(),
    title,
    startTime: at(-H),
    endTime: at(3 * H),
    signSecret: 's',
    state: 1,
    createdBy: staff,
    ...over,
  });
  const rows = [
    rec(LONG, { signMode: 3, latitude: 30.2741, longitude: 120.1551, address: '市政协机关三楼会议室; 东侧' }),
    rec(`${P}别人的会议`, {}),
    rec(`${P}报名活动`, { kind: 'activity', startTime: at(240 * H), endTime: at(243 * H), enterStart: at(-24 * H), enterEnd: at(120 * H) }),
    rec(`${P}草稿`, { state: 0 }),
    rec(`${P}已结束`, { state: 2, startTime: at(-480 * H), endTime: at(-477 * H) }),
  ];
  [ids.mine, ids.notMine, ids.open, ids.draft, ids.closed] = rows.map((r) => r.id as string);
  await t.ctx.db.insert(maRecord).values(rows);
  await t.ctx.db.insert(maAttend).values([
    { recordId: ids.mine, userId: me, userName: '委员' },
    { recordId: ids.draft, userId: me, userName: '委员' },
    { recordId: ids.closed, userId: me, userName: '委员', will: 1, result: 1, signedAt: at(-479 * H), signWay: 1 },
  ]);
});
afterAll(() => t.close());

const schedule = (who: string, body: object = {}) =>
  c.post<PageResult<MaScheduleRow>>(who, 'meetActivity/schedule', { pageSize: 40, title: P, ...body });

describe('POST /meetActivity/schedule', () => {
  it('lists the records I am on (released or closed) and those open for sign-up, with what I may do', async () => {
    const r = await schedule('weiyuan');
    expect(r.status, r.body.msg).toBe(200);
    const byId = new Map(r.body.data.list.map((x) => [x.id, x]));
    expect([...byId.keys()].sort()).toEqual([ids.mine, ids.open, ids.closed].sort());
    expect(r.body.data.total).toBe(3);
    // under way first, then coming, then the ended one
    expect(r.body.data.list.map((x) => x.id)).toEqual([ids.mine, ids.open, ids.closed]);
    const mine = byId.get(ids.mine) as MaScheduleRow;
    expect(mine).toMatchObject({ kind: 'meet', scheduleState: 1, onList: true, will: 0, canSign: true, canEnter: false, canApply: true });
    expect(byId.get(ids.open)).toMatchObject({ kind: 'activity', onList: false, enterState: 1, canEnter: true, canSign: false });
    expect(byId.get(ids.closed)).toMatchObject({ scheduleState: 2, result: 1, canSign: false, canApply: false });
  });

  it('filters by kind, state and month', async () => {
    expect((await schedule('weiyuan', { kind: 'activity' })).body.data.list.map((x) => x.id)).toEqual([ids.open]);
    expect((await schedule('weiyuan', { scheduleState: 2 })).body.data.list.map((x) => x.id)).toEqual([ids.closed]);
    expect((await schedule('weiyuan', { upcoming: true })).body.data.list.map((x) => x.id)).toEqual([ids.mine, ids.open]);
    expect((await schedule('weiyuan', { month: '2001-01' })).body.data.total).toBe(0);
  });

  it('refuses a caller who attends neither kind, and names a bad field', async () => {
    expect((await schedule('wu.bgt')).status).toBe(403);
    const bad = await schedule('weiyuan', { month: '2026-13' });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('月份')]);
    const kind = await schedule('weiyuan', { kind: 'party' });
    expect([kind.status, kind.body.msg]).toEqual([400, expect.stringContaining('类别')]);
  });

  it('lists the records open for sign-up', async () => {
    const r = await c.post<PageResult<MaScheduleRow>>('weiyuan', 'meetActivity/enters', { title: P });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.list.map((x) => [x.id, x.canEnter])).toEqual([[ids.open, true]]);
  });
});

describe('GET /meetActivity/schedule/detail/{kind}/{id}', () => {
  it('shows my part and the place of a location sign-in', async () => {
    const r = await c.get<MaScheduleDetail>('weiyuan', `meetActivity/schedule/detail/meet/${ids.mine}`);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      id: ids.mine,
      qrAllowed: true,
      locationAllowed: true,
      signRadius: 300,
      latitude: 30.2741,
      apply: null,
    });
    expect(new Date(r.body.data.signFrom).getTime()).toBeLessThan(Date.now());
    expect((await c.get('weiyuan', `meetActivity/enters/detail/activity/${ids.open}`)).status).toBe(200);
  });

  it('answers 403 for a record I am not on, 404 for one of the other kind', async () => {
    const r = await c.get('weiyuan', `meetActivity/schedule/detail/meet/${ids.notMine}`);
    expect([r.status, r.body.msg]).toEqual([403, '您不是该会议的组织者或参加人员']);
    expect((await c.get('weiyuan', `meetActivity/schedule/detail/meet/${ids.draft}`)).status).toBe(403);
    expect((await c.get('weiyuan', `meetActivity/schedule/detail/meet/${ids.open}`)).status).toBe(404);
  });
});

describe('GET /meetActivity/schedule.ics', () => {
  it('writes one VEVENT per coming record I am on, with folded lines', async () => {
    const r = await t.app.inject({
      url: '/api/meetActivity/schedule.ics',
      headers: { authorization: `Bearer ${await c.token('weiyuan')}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/calendar/);
    expect(r.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''/);
    const text = r.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const coming = (await c.post<PageResult<MaScheduleRow>>('weiyuan', 'meetActivity/schedule', { pageSize: 40, upcoming: true })).body.data
      .list;
    const events = unfolded.match(/BEGIN:VEVENT/g) ?? [];
    expect(events.length).toBe(coming.filter((x) => x.onList && x.will !== 2).length);
    expect(unfolded).toContain(`SUMMARY:【会议】${LONG}`);
    expect(unfolded).toContain('LOCATION:市政协机关三楼会议室\\; 东侧');
    expect(unfolded).toContain(`UID:meet-${ids.mine}@`);
    expect(unfolded).not.toContain(ids.closed);
    expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('folds without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'政'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'政'.repeat(40)}`);
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
  });

  it('is refused to a caller who attends nothing', async () => {
    expect((await c.get('wu.bgt', 'meetActivity/schedule.ics')).status).toBe(403);
  });
});

describe('home widgets and to-dos', () => {
  it('gives members 近期会议活动 and the office 今日会议活动 with its counts', async () => {
    const w = async (who: string) => (await c.get<DesktopWidget[]>(who, 'desktop/widgets')).body.data.map((x) => x.key);
    expect(await w('weiyuan')).toContain('meetActivity.upcoming');
    expect(await w('weiyuan')).not.toContain('meetActivity.today');
    expect(await w('wu.bgt')).toContain('meetActivity.today');
    const today = await c.get<{ id: string; invited: number; signed: number }[]>('wu.bgt', 'meetActivity/today');
    expect(today.status, today.body.msg).toBe(200);
    expect(today.body.data.find((x) => x.id === ids.mine)).toMatchObject({ invited: 1, signed: 0 });
    expect((await c.get('weiyuan', 'meetActivity/today')).status).toBe(403);
  });

  it('counts the invitations waiting for my answer', async () => {
    const todos = (await c.get<DesktopTodo[]>('weiyuan', 'desktop/todos')).body.data;
    const will = todos.find((x) => x.key === 'meetActivity.will');
    expect(will?.count).toBeGreaterThanOrEqual(1);
    expect(will?.path).toBe('/meetActivity/schedule');
  });
});
