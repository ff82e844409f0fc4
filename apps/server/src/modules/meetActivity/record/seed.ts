import { randomBytes } from 'node:crypto';
import { AttendResult, AttendSource, AttendWill, type MeetKind, MeetState, RoleCode, SignMode, SignWay } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { addDays, chinaTime, chinaYear, today } from '../../../platform/time/china';
import { accountIdsByLoginNames, accountsWithRole, liveAccount } from '../../system';
import { maAttend, maHistory, maRecord } from '../tables';
import { typesOf } from './rows';

/** The titles of the demo set (docs/meetings.md; the other parts and the tests find the records by kind + title). */
export const DEMO_PLENARY = '市政协十四届五次会议';
export const DEMO_PLENARY_FIRST = '大会第一次全体会议';
export const DEMO_PLENARY_GROUP = '分组讨论（第一组）';
export const DEMO_UNDER_WAY = '十四届常委会第十二次会议';
export const DEMO_CLOSED_MEET = '关于优化营商环境的协商座谈会';
export const DEMO_DRAFT_MEET = '专题协商会筹备会';
export const DEMO_OPEN_ACTIVITY = '城市更新项目视察';
export const DEMO_CLOSED_ACTIVITY = '委员读书分享会';
export const DEMO_ORGANISER = 'wu.bgt';
export const DEMO_MEMBER = 'weiyuan';

interface DemoRecord {
  kind: MeetKind;
  title: string;
  type: string;
  state: number;
  start: Date;
  end: Date;
  attendees: number;
  withMember: boolean;
  over?: Partial<typeof maRecord.$inferInsert>;
  parent?: string;
}

const HOUR = 3_600_000;

/**
 * The demo set of the area (seeded by wu.bgt, the office): a plenary session with two sub-meetings,
 * a standing committee meeting under way today, a closed and a draft meeting, an activity open for
 * sign-up and a closed one. Closed records carry their results (most present, the rest absent).
 */
export async function seedRecords(s: SeedContext): Promise<void> {
  const { tx } = s;
  const logins = await accountIdsByLoginNames(tx, [DEMO_ORGANISER, DEMO_MEMBER]);
  const organiserId = logins.get(DEMO_ORGANISER);
  const memberId = logins.get(DEMO_MEMBER);
  if (!organiserId || !memberId) return;
  const organiser = await liveAccount(tx, organiserId);
  if (!organiser) return;
  const members = (await accountsWithRole(tx, RoleCode.member)).sort((a, b) => a.loginName.localeCompare(b.loginName));
  const member = members.find((m) => m.id === memberId);
  const others = members.filter((m) => m.id !== memberId);
  const typeIds = {
    meet: new Map((await typesOf('meet').all(tx)).map((t) => [t.name, t.id])),
    activity: new Map((await typesOf('activity').all(tx)).map((t) => [t.name, t.id])),
  };

  const day = today();
  const at = (n: number, time: string) => chinaTime(addDays(day, n), time);
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const records: DemoRecord[] = [
    {
      kind: 'meet',
      title: DEMO_PLENARY,
      type: '全体会议',
      state: MeetState.released,
      start: at(20, '09:00:00'),
      end: at(22, '17:30:00'),
      attendees: 40,
      withMember: true,
      over: { plenary: true, address: '市人民大会堂', organizer: '市政协办公厅', remindMinutes: 60 },
    },
    {
      kind: 'meet',
      title: DEMO_PLENARY_FIRST,
      type: '全体会议',
      state: MeetState.released,
      start: at(20, '09:00:00'),
      end: at(20, '11:30:00'),
      attendees: 40,
      withMember: true,
      parent: DEMO_PLENARY,
      over: { address: '市人民大会堂主会场', organizer: '市政协办公厅' },
    },
    {
      kind: 'meet',
      title: DEMO_PLENARY_GROUP,
      type: '全体会议',
      state: MeetState.released,
      start: at(20, '14:30:00'),
      end: at(20, '17:30:00'),
      attendees: 40,
      withMember: true,
      parent: DEMO_PLENARY,
      over: { address: '市人民大会堂第一会议室', organizer: '市政协办公厅' },
    },
    {
      kind: 'meet',
      title: DEMO_UNDER_WAY,
      type: '常务委员会会议',
      state: MeetState.released,
      start: new Date(now.getTime() - HOUR),
      end: new Date(now.getTime() + 3 * HOUR),
      attendees: 25,
      withMember: true,
      over: {
        address: '市政协机关三楼会议室',
        signMode: SignMode.both,
        latitude: 30.2741,
        longitude: 120.1551,
        signRadius: 300,
        smsNotice: false,
        organizer: '市政协办公厅',
      },
    },
    {
      kind: 'meet',
      title: DEMO_CLOSED_MEET,
      type: '专题协商会',
      state: MeetState.closed,
      start: at(-20, '14:30:00'),
      end: at(-20, '17:30:00'),
      attendees: 15,
      withMember: true,
      over: { address: '市政协机关二楼会议室', organizer: '市政协经济委员会' },
    },
    {
      kind: 'meet',
      title: DEMO_DRAFT_MEET,
      type: '专题协商会',
      state: MeetState.draft,
      start: at(7, '09:30:00'),
      end: at(7, '11:30:00'),
      attendees: 0,
      withMember: false,
      over: { address: '市政协机关三楼会议室', organizer: '市政协办公厅' },
    },
    {
      kind: 'activity',
      title: DEMO_OPEN_ACTIVITY,
      type: '视察',
      state: MeetState.released,
      start: at(10, '09:00:00'),
      end: at(10, '12:00:00'),
      attendees: 5,
      withMember: false,
      over: {
        address: '老城区更新改造片区',
        organizer: '市政协城建委员会',
        enterStart: at(-1, '09:00:00'),
        enterEnd: at(5, '18:00:00'),
        enterLimit: 30,
      },
    },
    {
      kind: 'activity',
      title: DEMO_CLOSED_ACTIVITY,
      type: '委员讲堂',
      state: MeetState.closed,
      start: at(-30, '14:00:00'),
      end: at(-30, '16:30:00'),
      attendees: 12,
      withMember: true,
      over: { address: '市图书馆报告厅', organizer: '市政协文史委员会' },
    },
  ];

  const ids = new Map<string, string>();
  for (const r of records) {
    const typeId = typeIds[r.kind].get(r.type);
    if (!typeId) continue;
    const id = newId();
    ids.set(r.title, id);
    const released = r.state !== MeetState.draft ? new Date(r.start.getTime() - 7 * 24 * HOUR) : null;
    const closed = r.state === MeetState.closed ? r.end : null;
    await tx.insert(maRecord).values({
      id,
      kind: r.kind,
      typeId,
      year: chinaYear(r.start),
      title: r.title,
      content: `<p>${r.title}。请参加人员提前做好准备，按时出席。</p>`,
      startTime: r.start,
      endTime: r.end,
      signSecret: randomBytes(32).toString('base64url'),
      state: r.state,
      parentId: r.parent ? (ids.get(r.parent) ?? null) : null,
      releasedAt: released,
      closedAt: closed,
      contact: organiser.username,
      contactPhone: '0571-87000000',
      createdBy: organiser.id,
      createdByName: organiser.username,
      createdOrgId: organiser.orgId,
      createdAt: released ? new Date(released.getTime() - HOUR) : new Date(),
      ...r.over,
    });

    const people = [...(r.withMember && member ? [member] : []), ...others.slice(0, r.attendees - (r.withMember ? 1 : 0))];
    if (r.attendees && people.length) {
      const isClosed = r.state === MeetState.closed;
      await tx.insert(maAttend).values(
        people.map((m, i) => {
          const present = isClosed && i % 5 !== 4;
          return {
            recordId: id,
            userId: m.id,
            userName: m.username,
            source: AttendSource.invited,
            will: isClosed ? AttendWill.attend : AttendWill.unknown,
            result: isClosed ? (present ? AttendResult.present : AttendResult.absent) : null,
            signedAt: present ? new Date(r.start.getTime() - 10 * 60_000) : null,
            signWay: present ? SignWay.qr : null,
          };
        }),
      );
    }
    const trail: { action: string; fromState: number | null; toState: number; at: Date }[] = [
      { action: 'create', fromState: null, toState: MeetState.draft, at: new Date(released?.getTime() ?? Date.now()) },
    ];
    if (released) trail.push({ action: 'release', fromState: MeetState.draft, toState: MeetState.released, at: released });
    if (closed) trail.push({ action: 'close', fromState: MeetState.released, toState: MeetState.closed, at: closed });
    await tx
      .insert(maHistory)
      .values(trail.map((h) => ({ id: newId(), recordId: id, ...h, actorId: organiser.id, actorName: organiser.username })));
  }
}
