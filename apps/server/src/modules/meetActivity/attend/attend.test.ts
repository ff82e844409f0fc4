import { type MeetAttendRow, type MeetAttendStats, type MeetSignQr, MeetState, type PageResult } from '@cppcc/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { smsOutbox } from '../../sms/tables';
import { user } from '../../system/tables';
import { signCode } from '../core/sign';
import { maAttend, maHistory, maRecord } from '../tables';

/** The attend part through HTTP: lists, sign-up, will, sign-in (code, location, staff), results, SMS. */
let t: TestApp;
let c: ReturnType<typeof client>;
const id: Record<string, string> = {};
/** six demo members besides weiyuan, by login name */
const m: string[] = [];
const LAT = 30.2741;
const LNG = 120.1551;
const H = 3_600_000;

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
const rowOf = async (recordId: string, who: string) =>
  (
    await t.ctx.db
      .select()
      .from(maAttend)
      .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, id[who])))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const staff = await t.ctx.db
    .select({ id: user.id, loginName: user.loginName, orgId: user.orgId })
    .from(user)
    .where(inArray(user.loginName, ['wu.bgt', 'weiyuan']));
  for (const u of staff) id[u.loginName] = u.id;
  const members = await t.ctx.db
    .select({ id: user.id, loginName: user.loginName })
    .from(user)
    .where(and(eq(user.userType, 1), ne(user.loginName, 'weiyuan')))
    .orderBy(asc(user.loginName))
    .limit(6);
  for (const u of members) {
    id[u.loginName] = u.id;
    m.push(u.loginName);
  }
  const now = Date.now();
  const rec = (rid: string, over: Partial<typeof maRecord.$inferInsert>): typeof maRecord.$inferInsert => ({
    id: rid,
    kind: 'meet',
    typeId: 'type-x',
    year: 2026,
    title: `测试${rid}`,
    address: '市政协机关三楼会议室',
    startTime: new Date(now - H),
    endTime: new Date(now + 3 * H),
    state: MeetState.released,
    signMode: 3,
    latitude: LAT,
    longitude: LNG,
    signRadius: 300,
    signSecret: `sec-${rid}`,
    createdBy: id['wu.bgt'],
    createdByName: '吴',
    ...over,
  });
  await t.ctx.db.insert(maRecord).values([
    rec('att-live', {}),
    rec('att-other', {}),
    rec('att-future', { startTime: new Date(now + 72 * H), endTime: new Date(now + 75 * H) }),
    rec('att-enter', {
      kind: 'activity',
      startTime: new Date(now + 240 * H),
      endTime: new Date(now + 244 * H),
      enterStart: new Date(now - 24 * H),
      enterEnd: new Date(now + 120 * H),
      enterLimit: 2,
    }),
    rec('att-late', {
      kind: 'activity',
      startTime: new Date(now + 240 * H),
      endTime: new Date(now + 244 * H),
      enterStart: new Date(now - 120 * H),
      enterEnd: new Date(now - 24 * H),
    }),
  ]);
  const on = (recordId: string, who: string) => ({ recordId, userId: id[who], userName: who });
  await t.ctx.db
    .insert(maAttend)
    .values([
      on('att-live', 'weiyuan'),
      on('att-live', m[0]),
      on('att-live', m[1]),
      on('att-live', m[2]),
      on('att-other', 'weiyuan'),
      on('att-other', m[3]),
      on('att-future', 'weiyuan'),
    ]);
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('gives the organiser the QR code and an attendee a 403', async () => {
    const qr = await c.get<MeetSignQr>('wu.bgt', 'meet/attend/qr/att-live');
    expectOk(qr);
    expect(qr.body.data.url).toBe(`/meet/sign/att-live?code=${encodeURIComponent(qr.body.data.code)}`);
    expect(qr.body.data.attendeeCount).toBe(4);
    expect((await c.get('weiyuan', 'meet/attend/qr/att-live')).status).toBe(403);
    // a record of the other kind is not found
    expect((await c.get('wu.bgt', 'activity/attend/qr/att-live')).status).toBe(404);
  });

  it('signs in by code: refuses an expired code and another record’s, accepts the current one once', async () => {
    const expired = signCode('sec-att-live', 'att-live', Date.now() - 3 * 60_000).code;
    let r = await c.post('weiyuan', 'meet/attend/sign', { id: 'att-live', code: expired });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('签到码已过期');
    r = await c.post('weiyuan', 'meet/attend/sign', { id: 'att-live', code: signCode('sec-att-other', 'att-other').code });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('不属于');
    r = await c.post('weiyuan', 'meet/attend/sign', { id: 'att-live', code: `${signCode('forged', 'att-live').code}` });
    expect(r.body.msg).toBe('签到码不正确');
    const code = (await c.get<MeetSignQr>('wu.bgt', 'meet/attend/qr/att-live')).body.data.code;
    r = await c.post('weiyuan', 'meet/attend/sign', { id: 'att-live', code });
    expectOk(r);
    expect(r.body.msg).toBe('签到成功');
    const row = await rowOf('att-live', 'weiyuan');
    expect([row.signWay, row.result]).toEqual([1, 1]);
    r = await c.post<{ already: boolean }>('weiyuan', 'meet/attend/sign', { id: 'att-live', code });
    expect(r.body.msg).toBe('已签到');
    expect((r.body as { data: { already: boolean } }).data.already).toBe(true);
    expect((await rowOf('att-live', 'weiyuan')).signedAt?.getTime()).toBe(row.signedAt?.getTime());
  });

  it('signs in by location within the radius and names the distance beyond it', async () => {
    // about 812 m north of the place
    let r = await c.post(m[0], 'meet/attend/sign', { id: 'att-live', latitude: LAT + 812 / 111_195, longitude: LNG });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^您距签到地点约 81[12] 米，超出 300 米签到范围$/);
    r = await c.post(m[0], 'meet/attend/sign', { id: 'att-live', latitude: LAT + 0.001, longitude: LNG });
    expectOk(r);
    const row = await rowOf('att-live', m[0]);
    expect(row.signWay).toBe(2);
    expect(row.signDistance).toBeGreaterThan(100);
    expect(row.signDistance).toBeLessThan(120);
  });

  it('refuses outside the window, a non-attendee, a missing way and bad input', async () => {
    let r = await c.post('weiyuan', 'meet/attend/sign', { id: 'att-future', latitude: LAT, longitude: LNG });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('签到尚未开始');
    r = await c.post(m[4], 'meet/attend/sign', { id: 'att-live', latitude: LAT, longitude: LNG });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('您不在本次会议的参加人员名单中');
    r = await c.post(m[1], 'meet/attend/sign', { id: 'att-live' });
    expect(r.status).toBe(400);
    r = await c.post(m[1], 'meet/attend/sign', { id: 'att-live', latitude: 'abc', longitude: LNG });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('纬度');
    expect((await c.post('wu.bgt', 'meet/attend/sign', { id: 'att-live', latitude: LAT, longitude: LNG })).status).toBe(403);
  });
});

describe('sign-up', () => {
  it('takes sign-ups within the limit, refuses when full, listed twice or after the window; cancels', async () => {
    expectOk(await c.post(m[3], 'activity/enter/att-enter'));
    expectOk(await c.post(m[4], 'activity/enter/att-enter'));
    let r = await c.post(m[5], 'activity/enter/att-enter');
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('报名人数已满');
    expect((await c.post(m[3], 'activity/enter/att-enter')).status).toBe(409);
    r = await c.post(m[3], 'activity/enter/att-late');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('报名已截止');
    // a meeting without a window
    expect((await c.post('weiyuan', 'meet/enter/att-live')).body.msg).toBe('该会议不开放报名');
    expectOk(await c.post(m[4], 'activity/enter/cancel/att-enter'));
    expectOk(await c.post(m[5], 'activity/enter/att-enter'));
    const page = await c.post<PageResult<MeetAttendRow>>('wu.bgt', 'activity/enterUser/page', { id: 'att-enter' });
    expect(page.body.data.list.map((x) => x.userId).sort()).toEqual([id[m[3]], id[m[5]]].sort());
    expect((await c.post('weiyuan', 'activity/enterUser/page', { id: 'att-enter' })).status).toBe(403);
    const trail = await t.ctx.db.select({ action: maHistory.action }).from(maHistory).where(eq(maHistory.recordId, 'att-enter'));
    expect(trail.map((x) => x.action).sort()).toEqual(['enter', 'enter', 'enter', 'enterCancel']);
  });
});

describe('will, staff sign-in, attendees, results, SMS', () => {
  it('records the caller’s own will', async () => {
    expectOk(await c.post(m[2], 'meet/attend/attendWill', { id: 'att-live', will: 2, remark: '外出调研' }));
    expect((await rowOf('att-live', m[2])).will).toBe(2);
    expect((await c.post(m[4], 'meet/attend/attendWill', { id: 'att-live', will: 1 })).status).toBe(400);
    const r = await c.post(m[2], 'meet/attend/attendWill', { id: 'att-live', will: 5 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('参加意向');
  });

  it('signs people in for them (代签到) and only the organiser may', async () => {
    expect((await c.post('weiyuan', 'meet/attend/sign/all', { id: 'att-live', userIds: [id[m[1]]] })).status).toBe(403);
    const r = await c.post<{ count: number }>('wu.bgt', 'meet/attend/sign/all', {
      id: 'att-live',
      userIds: [id[m[1]], id[m[2]], id.weiyuan],
    });
    expectOk(r);
    expect((r.body as { data: { count: number } }).data.count).toBe(2);
    expect((await rowOf('att-live', m[1])).signWay).toBe(3);
    expect((await rowOf('att-live', 'weiyuan')).signWay).toBe(1);
  });

  it('adds attendees with the double-booking warning and removes only those not signed in', async () => {
    const r = await c.post<{ added: number; warning: string | null }>('wu.bgt', 'meet/attend/add', {
      id: 'att-live',
      userIds: [id[m[3]], id.weiyuan],
    });
    expectOk(r);
    const data = (r.body as { data: { added: number; warning: string | null } }).data;
    expect(data.added).toBe(1);
    expect(data.warning).toContain(`${m[3]} 同一时间已安排参加《测试att-other》`);
    let d = await c.post('wu.bgt', 'meet/attend/delete', { id: 'att-live', userIds: [id[m[1]]] });
    expect(d.status).toBe(409);
    expect(d.body.msg).toContain('已签到，不能移除');
    d = await c.post('wu.bgt', 'meet/attend/delete', { id: 'att-live', userIds: [id[m[3]]] });
    expectOk(d);
    expect(await rowOf('att-live', m[3])).toBeUndefined();
    expect((await c.post('wu.bgt', 'meet/attend/add', { id: 'att-live', userIds: [] })).body.msg).toContain('请至少选择一人');
  });

  it('sets results and counts them', async () => {
    expectOk(await c.post('wu.bgt', 'meet/attend/attendResult', { id: 'att-live', userIds: [id[m[2]]], result: 0 }));
    const stats = (await c.get<MeetAttendStats>('wu.bgt', 'meet/attend/statistics/attendResult/att-live')).body.data;
    expect(stats).toMatchObject({ invited: 4, present: 3, leave: 1, absent: 0, unknown: 0, willAbsent: 1, rate: 75 });
    const page = await c.post<PageResult<MeetAttendRow>>('wu.bgt', 'meet/attendUser/page', { id: 'att-live', result: 0 });
    expect(page.body.data.list.map((x) => x.userId)).toEqual([id[m[2]]]);
    const signed = await c.post<PageResult<MeetAttendRow>>('wu.bgt', 'meet/attend/query/signList', { id: 'att-live' });
    expect(signed.body.data.list[0].userId).toBe(id.weiyuan);
    expect(signed.body.data.total).toBe(4);
    expect((await c.post('weiyuan', 'meet/attendUser/page', { id: 'att-live' })).status).toBe(403);
  });

  it('re-sends the notice by SMS (outbox rows, smsAt) and keeps the SMS settings', async () => {
    const r = await c.post<{ count: number }>('wu.bgt', 'meet/attend/reissue/sms', { id: 'att-live' });
    expectOk(r);
    const n = (r.body as { data: { count: number } }).data.count;
    expect(n).toBeGreaterThan(0);
    const mobiles = await t.ctx.db.select({ mobile: user.mobile }).from(user).where(eq(user.id, id[m[0]]));
    const out = await t.ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobiles[0].mobile as string));
    expect(out.some((o) => o.content.includes('测试att-live'))).toBe(true);
    expect((await rowOf('att-live', m[0])).smsAt).not.toBeNull();
    expectOk(await c.post('wu.bgt', 'meet/sms/update/att-live', { smsNotice: true, remindMinutes: 30 }));
    const [rec] = await t.ctx.db.select().from(maRecord).where(eq(maRecord.id, 'att-live'));
    expect([rec.smsNotice, rec.remindMinutes]).toEqual([true, 30]);
    const trail = await t.ctx.db.select({ action: maHistory.action }).from(maHistory).where(eq(maHistory.recordId, 'att-live'));
    expect(trail.map((x) => x.action).sort()).toEqual(['attendAdd', 'attendDelete', 'attendResult', 'signAll', 'sms', 'smsReissue']);
  });
});
