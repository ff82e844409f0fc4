import {
  ApplyState,
  AttendWill,
  MEET_KINDS,
  type MeetKind,
  MeetPage,
  MeetState,
  maEntersQuery,
  maKindIdParams,
  maScheduleDetail,
  maScheduleQuery,
  maScheduleRow,
  meetKindLabel,
  meetPerm,
} from '@cppcc/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { contentDisposition, fileStamp } from '../../../platform/export';
import { callerOf } from '../../../platform/http/caller';
import { routeKit } from '../../../platform/http/route-kit';
import { dayEnd, dayStart, today } from '../../../platform/time/china';
import type { TodoDecl, WidgetDecl } from '../../../platform/widgets/widget';
import { managesKind, seesAllOf, visibleTo } from '../core/access';
import { scheduleStateOf } from '../core/times';
import { maApply, maAttend, maRecord } from '../tables';
import { writeIcs } from './ics';
import { attendKinds, entersPage, scheduleDetail, schedulePage, upcomingOf } from './schedule';

/** Either kind's attendee permission: the schedule lists the kinds the caller holds. */
const attendPerms = MEET_KINDS.map((k) => meetPerm(k).attend);
/** The office's view of the day: viewers and organisers of either kind. */
const staffPerms = MEET_KINDS.flatMap((k) => [meetPerm(k).view, meetPerm(k).manage]);

export const maTodayRow = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  address: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  scheduleState: z.number().int(),
  invited: z.number().int(),
  signed: z.number().int(),
});

/** Today's released or closed records (China day) of the kinds the caller views or organises, with sign-in counts. */
export async function todayOf(q: Queryable, p: Principal) {
  const kinds = MEET_KINDS.filter((k) => seesAllOf(p, k) || managesKind(p, k));
  if (!kinds.length) return [];
  const day = today();
  const visible = sql.join(
    kinds.map((k) => sql`(${visibleTo(p, k)})`),
    sql` or `,
  );
  const rows = await q
    .select({
      kind: maRecord.kind,
      id: maRecord.id,
      title: maRecord.title,
      address: maRecord.address,
      startTime: maRecord.startTime,
      endTime: maRecord.endTime,
      invited: sql<number>`count(${maAttend.userId})::int`,
      signed: sql<number>`count(${maAttend.signedAt})::int`,
    })
    .from(maRecord)
    .leftJoin(maAttend, eq(maAttend.recordId, maRecord.id))
    .where(
      and(
        sql`(${visible})`,
        sql`${maRecord.state} <> ${MeetState.draft}`,
        sql`${maRecord.startTime} <= ${dayEnd(day)}`,
        sql`${maRecord.endTime} >= ${dayStart(day)}`,
      ),
    )
    .groupBy(maRecord.id)
    .orderBy(maRecord.startTime, maRecord.id)
    .limit(50);
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    scheduleState: scheduleStateOf(r.startTime, r.endTime),
    invited: Number(r.invited),
    signed: Number(r.signed),
  }));
}

/** Released records not yet ended on which the caller has not said whether they come. */
async function waitingWill(q: Queryable, p: Principal): Promise<number> {
  const kinds = attendKinds(p);
  if (!kinds.length) return 0;
  const [{ n }] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(maAttend)
    .innerJoin(maRecord, eq(maRecord.id, maAttend.recordId))
    .where(
      and(
        eq(maAttend.userId, p.userId),
        eq(maAttend.will, AttendWill.unknown),
        inArray(maRecord.kind, kinds),
        isNull(maRecord.deletedAt),
        eq(maRecord.state, MeetState.released),
        sql`${maRecord.endTime} > now()`,
      ),
    );
  return Number(n);
}

/** Leave requests waiting for a check on the records of a kind the caller organises (all of them for viewers). */
async function waitingLeave(q: Queryable, p: Principal, kind: MeetKind): Promise<number> {
  const org = p.orgId ? sql` or ${maRecord.createdOrgId} = ${p.orgId}` : sql``;
  const mine: SQL = seesAllOf(p, kind) ? sql`true` : sql`(${maRecord.createdBy} = ${p.userId}${org})`;
  const [{ n }] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(maApply)
    .innerJoin(maRecord, eq(maRecord.id, maApply.recordId))
    .where(
      and(
        eq(maApply.state, ApplyState.pending),
        isNull(maApply.deletedAt),
        eq(maRecord.kind, kind),
        isNull(maRecord.deletedAt),
        sql`${maRecord.state} <> ${MeetState.draft}`,
        mine,
      ),
    );
  return Number(n);
}

/**
 * Home widgets (web features/meetActivity/widgets.tsx), each gated by the permission of its data call:
 * 近期会议活动 reads POST /meetActivity/schedule (upcoming), 今日会议活动 reads GET /meetActivity/today.
 */
export const maWidgets: WidgetDecl[] = [
  { key: 'meetActivity.upcoming', title: '近期会议活动', permission: attendPerms },
  { key: 'meetActivity.today', title: '今日会议活动', permission: staffPerms },
  // 会议统计 / 委员活动统计 read GET /{kind}/count/desktop, 会议目标 / 活动参与目标 GET /{kind}/count/annual
  { key: 'meet.stats', title: '会议统计', permission: [meetPerm('meet').view, meetPerm('meet').manage] },
  { key: 'activity.stats', title: '委员活动统计', permission: [meetPerm('activity').view, meetPerm('activity').manage] },
  { key: 'meet.target', title: '会议目标', permission: meetPerm('meet').attend },
  { key: 'activity.target', title: '活动参与目标', permission: meetPerm('activity').attend },
];

/** The area's waiting work: a member's unanswered invitations, the organisers' leave requests per kind. */
export const maTodos: TodoDecl[] = [
  {
    key: 'meetActivity.will',
    title: '待回复会议活动',
    permission: attendPerms,
    path: MeetPage.schedule,
    count: (ctx, p) => waitingWill(ctx.db, p),
  },
  ...MEET_KINDS.map(
    (kind): TodoDecl => ({
      key: `meetActivity.${kind}Leave`,
      title: `待审核${meetKindLabel[kind]}请假`,
      permission: meetPerm(kind).applyCheck,
      path: MeetPage.list(kind),
      count: (ctx, p) => waitingLeave(ctx.db, p, kind),
    }),
  ),
];

/** The attendee's side (/meetActivity/…): both kinds in one schedule, sign-up, the .ics calendar, the office's day. */
export const memberRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const tags = ['我的会议活动'];
  const k = routeKit(base, ctx, { tags, prefix: '/meetActivity/' });
  const who = (req: Parameters<typeof callerOf>[0]) => callerOf(req).principal;

  k.page('schedule', attendPerms, '我的日程（会议与活动）', maScheduleQuery, maScheduleRow, (req, f) => schedulePage(ctx.db, who(req), f));
  k.read('schedule/detail/:kind/:id', attendPerms, '日程详情（参加人员所见）', maKindIdParams, maScheduleDetail, (req, p) =>
    scheduleDetail(ctx.db, who(req), p.kind, p.id),
  );
  k.page('enters', attendPerms, '可报名的会议与活动', maEntersQuery, maScheduleRow, (req, f) => entersPage(ctx.db, who(req), f));
  k.read('enters/detail/:kind/:id', attendPerms, '报名详情', maKindIdParams, maScheduleDetail, (req, p) =>
    scheduleDetail(ctx.db, who(req), p.kind, p.id),
  );
  k.read('today', staffPerms, '今日会议活动', z.object({}), z.array(maTodayRow), (req) => todayOf(ctx.db, who(req)));

  // beyond the spec: the caller's coming meetings and activities as an iCalendar file
  k.app.get(
    '/meetActivity/schedule.ics',
    { config: { permission: attendPerms }, schema: { tags, summary: '导出我的日程（iCalendar）' } },
    async (req, reply) => {
      const p = who(req);
      const rows = await upcomingOf(ctx.db, p, 500);
      const host = (req.hostname || 'cppcc').replace(/:\d+$/, '');
      const ics = writeIcs(
        '我的会议活动',
        rows.map((r) => ({
          uid: `${r.kind}-${r.id}@${host}`,
          start: r.startTime,
          end: r.endTime,
          summary: `【${meetKindLabel[r.kind as MeetKind]}】${r.title}`,
          location: r.address,
          description: r.content,
          stamp: r.updatedAt ?? r.createdAt,
        })),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition(`我的日程_${fileStamp()}.ics`))
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
};
