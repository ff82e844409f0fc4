import {
  AttendResult,
  DataScope,
  type MeetDetail,
  type MeetRow,
  type MeetSaveAnswer,
  MeetState,
  type PageResult,
  RoleCode,
} from '@cppcc/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Principal } from '../../../platform/auth/principal-type';
import { activityTypes } from '../../activity';
import { meetTypes } from '../../meet';
import { message } from '../../message/tables';
import { accountIdsByLoginNames, accountsWithRole } from '../../system';
import { maAttend, maRecord } from '../tables';
import { recordAffairPolicy } from './files';
import { sendReminders } from './jobs';
import { DEMO_CLOSED_ACTIVITY, DEMO_OPEN_ACTIVITY, DEMO_PLENARY, DEMO_PLENARY_FIRST, DEMO_PLENARY_GROUP, DEMO_UNDER_WAY } from './seed';

let t: TestApp;
let c: ReturnType<typeof client>;
const OFFICE = 'wu.bgt';
const MEMBER = 'weiyuan';
let member = '';
let others: string[] = [];
let type = '';
let activityType = '';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  member = (await accountIdsByLoginNames(t.ctx.db, [MEMBER])).get(MEMBER)!;
  others = (await accountsWithRole(t.ctx.db, RoleCode.member))
    .map((m) => m.id)
    .filter((id) => id !== member)
    .slice(0, 3);
  type = (await meetTypes.all(t.ctx.db)).find((x) => x.name === '专题协商会')!.id;
  activityType = (await activityTypes.all(t.ctx.db)).find((x) => x.name === '视察')!.id;
});
afterAll(() => t.close());

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
const form = (over: Record<string, unknown> = {}) => ({
  typeId: type,
  title: '关于推进数字政府建设的专题协商会',
  address: '市政协机关一楼会议室',
  startTime: inDays(30),
  endTime: inDays(30, 3),
  attendeeIds: [member, others[0], others[1]],
  ...over,
});
const add = async (over: Record<string, unknown> = {}, kind = 'meet') => {
  const r = await c.post<MeetSaveAnswer>(OFFICE, `${kind}/general`, form(over));
  expectOk(r);
  return r.body.data;
};
const detail = async (id: string, kind = 'meet') => (await c.get<MeetDetail>(OFFICE, `${kind}/detail/${id}`)).body.data;
const messagesTo = async (id: string, userId: string) =>
  (
    await t.ctx.db
      .select({ title: message.title })
      .from(message)
      .where(and(eq(message.bizId, id), eq(message.userId, userId)))
  ).map((m) => m.title);

describe('the demo set', () => {
  it('lists the seeded meetings newest first, the plenary with its two sub-meetings', async () => {
    const page = (await c.post<PageResult<MeetRow>>(OFFICE, 'meet/page', { pageSize: 40 })).body.data;
    const titles = page.list.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining([DEMO_PLENARY, DEMO_UNDER_WAY]));
    const starts = page.list.map((r) => r.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const underWay = page.list.find((r) => r.title === DEMO_UNDER_WAY)!;
    expect(underWay).toMatchObject({ state: MeetState.released, scheduleState: 1, typeName: '常务委员会会议' });
    expect(underWay.attendeeCount).toBeGreaterThan(20);

    const plenary = (await c.post<PageResult<MeetRow>>(OFFICE, 'meet/plenary', {})).body.data.list;
    expect(plenary.map((r) => r.title)).toEqual([DEMO_PLENARY]);
    const children = (await c.post<PageResult<MeetRow>>(OFFICE, 'meet/filter/child/page', { parentId: plenary[0].id })).body.data;
    expect(children.list.map((r) => r.title).sort()).toEqual([DEMO_PLENARY_FIRST, DEMO_PLENARY_GROUP].sort());
    const noParent = await c.post(OFFICE, 'meet/filter/child/page', {});
    expect(noParent.status).toBe(400);
    expect(noParent.body.msg).toContain('所属全体会议');

    const acts = (await c.post<PageResult<MeetRow>>(OFFICE, 'activity/page', { pageSize: 40 })).body.data.list;
    expect(acts.find((r) => r.title === DEMO_OPEN_ACTIVITY)).toMatchObject({ enterState: 1, state: MeetState.released });
    expect(acts.find((r) => r.title === DEMO_CLOSED_ACTIVITY)).toMatchObject({ state: MeetState.closed, scheduleState: 2 });
  });
});

describe('a meeting from draft to closed', () => {
  it('adds, releases with notices, changes the attendees and closes with absences', async () => {
    const { id, warning } = await add();
    expect(warning).toBeNull();
    let d = await detail(id);
    expect(d).toMatchObject({ state: MeetState.draft, attendeeCount: 3, typeName: '专题协商会', year: expect.any(Number) });
    expect(d.actions).toEqual(['save', 'release']);
    expect(d.canDelete).toBe(true);
    expect(await messagesTo(id, member)).toEqual([]);

    expectOk(await c.get(OFFICE, `meet/release/${id}`));
    for (const u of [member, others[0], others[1]]) expect(await messagesTo(id, u)).toEqual([`会议通知：《${form().title}》`]);
    const again = await c.get(OFFICE, `meet/release/${id}`);
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('已发布');

    // others[1] leaves the list, others[2] joins; weiyuan keeps the row and is told of the change
    await t.ctx.db
      .update(maAttend)
      .set({ will: 1 })
      .where(and(eq(maAttend.recordId, id), eq(maAttend.userId, member)));
    expectOk(
      await c.post(
        OFFICE,
        'meet/general/update',
        form({ id, address: '市政协机关二楼会议室', attendeeIds: [member, others[0], others[2]] }),
      ),
    );
    expect(await messagesTo(id, others[1])).toContain(`会议安排取消：《${form().title}》`);
    expect(await messagesTo(id, others[2])).toEqual([`会议通知：《${form().title}》`]);
    expect(await messagesTo(id, member)).toContain(`会议变更：《${form().title}》`);
    const [kept] = await t.ctx.db
      .select()
      .from(maAttend)
      .where(and(eq(maAttend.recordId, id), eq(maAttend.userId, member)));
    expect(kept.will).toBe(1);
    expect((await c.post(OFFICE, 'activity/update', form({ id }))).status).toBe(404);

    expectOk(await c.post(OFFICE, 'meet/close', { id }));
    const rows = await t.ctx.db.select().from(maAttend).where(eq(maAttend.recordId, id));
    expect(rows.map((r) => r.result)).toEqual([AttendResult.absent, AttendResult.absent, AttendResult.absent]);
    d = await detail(id);
    expect(d.state).toBe(MeetState.closed);
    expect(d.actions).toEqual([]);
    expect(d.trail.map((h) => h.action)).toEqual(['create', 'release', 'save', 'save', 'close']);
    const del = await c.post(OFFICE, 'meet/delete', { ids: [id] });
    expect(del.status).toBe(400);
    expect(del.body.msg).toContain('已结束');
  });

  it('deletes a draft, and a released record nobody signed in to (telling its attendees); refuses one with sign-ins', async () => {
    const draft = await add({ attendeeIds: [] });
    expectOk(await c.post(OFFICE, 'meet/delete', { id: draft.id }));
    expect((await c.get(OFFICE, `meet/detail/${draft.id}`)).status).toBe(404);

    const released = await add();
    expectOk(await c.get(OFFICE, `meet/release/${released.id}`));
    expectOk(await c.post(OFFICE, 'meet/delete', { ids: [released.id] }));
    expect(await messagesTo(released.id, others[0])).toContain(`会议取消：《${form().title}》`);

    const signed = await add();
    expectOk(await c.get(OFFICE, `meet/release/${signed.id}`));
    await t.ctx.db
      .update(maAttend)
      .set({ signedAt: new Date(), signWay: 1, result: AttendResult.present })
      .where(and(eq(maAttend.recordId, signed.id), eq(maAttend.userId, member)));
    const off = await c.post(OFFICE, 'meet/general/update', form({ id: signed.id, attendeeIds: [others[0]] }));
    expect(off.status).toBe(400);
    expect(off.body.msg).toContain('已签到');
    const r = await c.post(OFFICE, 'meet/delete', { ids: [signed.id] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('签到');
  });
});

describe('refusals', () => {
  it('refuses a type not granted (403), an end before the start (400 结束时间), a parent on an activity (400 所属全体会议)', async () => {
    const tablxs = (await meetTypes.all(t.ctx.db)).find((x) => x.name === '提案办理协商会')!.id;
    const notGranted = await c.post(OFFICE, 'meet/general', form({ typeId: tablxs }));
    expect(notGranted.status).toBe(403);
    const backwards = await c.post(OFFICE, 'meet/general', form({ endTime: inDays(29) }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('结束时间');
    const [plenary] = await t.ctx.db.select({ id: maRecord.id }).from(maRecord).where(eq(maRecord.title, DEMO_PLENARY));
    const parented = await c.post(OFFICE, 'activity/general', form({ typeId: activityType, parentId: plenary.id }));
    expect(parented.status).toBe(400);
    expect(parented.body.msg).toContain('所属全体会议');
  });

  it('keeps the organiser’s list from attendees (403) and answers 404 for the other kind’s id', async () => {
    expect((await c.post(MEMBER, 'meet/page', {})).status).toBe(403);
    expect((await c.post(MEMBER, 'meet/general', form())).status).toBe(403);
    const { id } = await add();
    expect((await c.get(OFFICE, `activity/detail/${id}`)).status).toBe(404);
    // a draft is not the attendee's to open
    expect((await c.get(MEMBER, `meet/detail/${id}`)).status).toBe(403);
  });
});

describe('warnings and reminders', () => {
  it('warns of a member booked elsewhere at the same time, and still saves', async () => {
    const r = await add({ title: '临时碰头会', startTime: inDays(0), endTime: inDays(0, 1), attendeeIds: [member] });
    expect(r.id).toBeTruthy();
    expect(r.warning).toContain(DEMO_UNDER_WAY);
  });

  it('reminds the attendees once, leaving out those who said they would not come', async () => {
    const { id } = await add({
      title: '提醒测试会',
      startTime: inDays(0, 0.25),
      endTime: inDays(0, 2),
      remindMinutes: 30,
      attendeeIds: [others[0], others[1]],
    });
    expectOk(await c.get(OFFICE, `meet/release/${id}`));
    await t.ctx.db
      .update(maAttend)
      .set({ will: 2 })
      .where(and(eq(maAttend.recordId, id), eq(maAttend.userId, others[1])));
    expect(await sendReminders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await sendReminders(t.ctx)).toBe(0);
    const reminders = await t.ctx.db
      .select({ userId: message.userId })
      .from(message)
      .where(and(eq(message.bizId, id), like(message.title, '会议提醒%')));
    expect(reminders.map((m) => m.userId)).toEqual([others[0]]);
  });
});

describe('the files of a record', () => {
  const who = (userId: string, permissions: string[]): Principal => ({
    userId,
    personId: userId,
    sessionId: 's',
    loginName: userId,
    username: userId,
    userType: 2,
    collectiveType: null,
    orgId: null,
    roleCodes: [],
    adminKinds: [],
    permissions: new Set(permissions),
    mustChangePassword: false,
    dataScope: DataScope.self,
    customOrgIds: [],
  });

  it('are read by those who may open the record and attached by its organisers only', async () => {
    const { id } = await add({ title: '附件测试会' });
    const office = (await accountIdsByLoginNames(t.ctx.db, [OFFICE])).get(OFFICE)!;
    const db = t.ctx.db;
    expect(await recordAffairPolicy.canRead(db, who(member, ['meet:attend:self']), id)).toBe(false);
    expect(await recordAffairPolicy.canRead(db, who('viewer', ['meet:record:view']), id)).toBe(true);
    expect(await recordAffairPolicy.canRead(db, who(member, []), 'no-such-record')).toBeUndefined();
    expect(await recordAffairPolicy.canBind(db, who(member, ['meet:attend:self']), id)).toBe(false);
    expect(await recordAffairPolicy.canBind(db, who(office, ['meet:record:manage']), id)).toBe(true);
  });
});

describe('the menu the types grant', () => {
  interface Node {
    name: string;
    url: string | null;
    children: Node[];
  }
  const menuOf = async (who: string) => (await c.get<Node[]>(who, 'sys/menu/current')).body.data;
  const under = (tree: Node[], name: string): Node[] => {
    for (const n of tree) {
      if (n.name === name) return n.children;
      const found = under(n.children, name);
      if (found.length) return found;
    }
    return [];
  };

  it('lists under 会议管理 each meeting type granted to the organiser, opening the list of that type', async () => {
    const entries = under(await menuOf(OFFICE), '会议管理').filter((n) => n.url?.startsWith('/meet/list/'));
    const names = entries.map((n) => n.name);
    // 办公厅 and office staff are granted these; 提案办理协商会 (proposal office) and 界别协商会 (collective users) are not theirs
    expect(names).toEqual(expect.arrayContaining(['全体会议', '常务委员会会议', '专题协商会', '委员小组会议']));
    expect(names).not.toContain('提案办理协商会');
    expect(names).not.toContain('界别协商会');
    const qthy = entries.find((n) => n.name === '全体会议');
    const [, , , typeId, typeCode] = (qthy?.url ?? '').split('/');
    expect(typeCode).toBe('qthy');
    const typed = await c.post<PageResult<MeetRow>>(OFFICE, 'meet/page', { pageNum: 1, pageSize: 15, typeId });
    expect(typed.body.data.list.length).toBeGreaterThan(0);
    expect(typed.body.data.list.every((r) => r.typeId === typeId)).toBe(true);
    expect(under(await menuOf(OFFICE), '委员活动').some((n) => n.url?.startsWith('/activity/list/'))).toBe(true);
  });

  it('gives a member no such entries', async () => {
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(flat(await menuOf(MEMBER)).some((n) => /^\/(meet|activity)\/list\//.test(n.url ?? ''))).toBe(false);
  });
});
