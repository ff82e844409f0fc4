import type { meetAttendPageQuery } from '@cppcc/contracts';
import {
  AttendResult,
  AttendSource,
  EnterState,
  type MeetAttendRow,
  type MeetAttendStats,
  type MeetKind,
  MeetPage,
  type MeetSignAnswer,
  type MeetSignMine,
  type MeetSignQr,
  MeetState,
  meetKindLabel,
  SignMode,
  SignWay,
} from '@cppcc/contracts';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import type { CallContext } from '../../../platform/http/route-kit';
import { accountMobiles, accountsByIds } from '../../system';
import { loadVisible, type RecordRow, seesAllOf, whoOnRecord } from '../core/access';
import { clashesOf, clashWarning } from '../core/clash';
import type { RECORD_TRAIL_ACTIONS } from '../core/machine';
import { checkCode, distanceMetres, signCode } from '../core/sign';
import { type MaStep, runMaStep } from '../core/step';
import { enterStateOf, signWindowOf } from '../core/times';
import { minuteOf, noticeReleased } from '../record/notices';
import { maAttend, maHistory, maRecord } from '../tables';

type PageInput = z.output<typeof meetAttendPageQuery>;
const objectTypeOf = (kind: MeetKind) => (kind === 'meet' ? 'meetRecord' : 'activityRecord');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The organiser of the record (or a viewer of the kind, for reading lists). */
const isOrganiser = (p: Principal, r: RecordRow) => whoOnRecord(p, r).kinds.includes('organizer');

/** Reads a record the caller organises: 404/403 as loadVisible, then 403 when they only attend it. */
async function loadOrganised(q: Queryable, p: Principal, kind: MeetKind, id: string, lock = false): Promise<RecordRow> {
  const r = await loadVisible(q, p, kind, id, lock);
  if (!isOrganiser(p, r)) throw forbidden(`只有该${meetKindLabel[kind]}的组织者可以进行此操作`);
  return r;
}

/** Reads a record for its lists: organisers and viewers of the kind. */
async function loadForLists(q: Queryable, p: Principal, kind: MeetKind, id: string): Promise<RecordRow> {
  const r = await loadVisible(q, p, kind, id);
  if (!isOrganiser(p, r) && !seesAllOf(p, kind)) throw forbidden(`只有该${meetKindLabel[kind]}的组织者可以查看参加人员`);
  return r;
}

/** One step on the record's trail (ma_history), with the RECORD_TRAIL_ACTIONS name. */
async function trail(s: MaStep, r: RecordRow, action: keyof typeof RECORD_TRAIL_ACTIONS, opinion?: string | null): Promise<void> {
  await s.tx.insert(maHistory).values({
    id: newId(),
    recordId: r.id,
    action,
    fromState: r.state,
    toState: r.state,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    opinion: opinion ?? null,
  });
}

/** 「张三、李四等5人」 for the trail and the audit. */
function namesText(names: readonly string[]): string {
  const shown = names.slice(0, 10).join('、');
  return names.length > 10 ? `${shown}等${names.length}人` : shown;
}

// ---------------------------------------------------------------- lists

function listFilter(recordId: string, f: PageInput, extra?: SQL): SQL {
  const conds: (SQL | undefined)[] = [eq(maAttend.recordId, recordId), extra];
  if (f.name) conds.push(sql`${maAttend.userName} like ${`%${f.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  if (f.result !== undefined) conds.push(f.result === -1 ? isNull(maAttend.result) : eq(maAttend.result, f.result));
  if (f.signed !== undefined) conds.push(f.signed ? isNotNull(maAttend.signedAt) : isNull(maAttend.signedAt));
  if (f.source !== undefined) conds.push(eq(maAttend.source, f.source));
  if (f.will !== undefined) conds.push(eq(maAttend.will, f.will));
  return and(...conds) as SQL;
}

async function attendPage(q: Queryable, recordId: string, f: PageInput, extra?: SQL, bySignTime = false) {
  const where = listFilter(recordId, f, extra);
  const [{ total }] = await q.select({ total: count() }).from(maAttend).where(where);
  const rows = await q
    .select(getTableColumns(maAttend))
    .from(maAttend)
    .where(where)
    .orderBy(
      ...(bySignTime ? [sql`${maAttend.signedAt} asc nulls last`] : [asc(maAttend.source), asc(maAttend.createdAt)]),
      asc(maAttend.userName),
      asc(maAttend.userId),
    )
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize);
  const mobiles = await accountMobiles(
    q,
    rows.map((r) => r.userId),
  );
  const list: MeetAttendRow[] = rows.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    source: r.source,
    will: r.will,
    willRemark: r.willRemark,
    result: r.result,
    signedAt: iso(r.signedAt),
    signWay: r.signWay,
    signDistance: r.signDistance,
    smsAt: iso(r.smsAt),
    mobile: mobiles.has(r.userId),
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, total };
}

/** attendUser/page and attend/page: the attendees of a record with will, sign-in and result. */
export async function attendeePage(sc: CallContext, kind: MeetKind, f: PageInput) {
  const r = await loadForLists(sc.ctx.db, sc.caller.principal, kind, f.id);
  return attendPage(sc.ctx.db, r.id, f);
}

/** enterUser/page: who signed up. */
export async function enterPage(sc: CallContext, kind: MeetKind, f: PageInput) {
  const r = await loadForLists(sc.ctx.db, sc.caller.principal, kind, f.id);
  return attendPage(sc.ctx.db, r.id, f, eq(maAttend.source, AttendSource.entered));
}

/** attend/query/signList: who signed in, when, how and how far; the signed ones unless asked otherwise. */
export async function signListPage(sc: CallContext, kind: MeetKind, f: PageInput) {
  const r = await loadForLists(sc.ctx.db, sc.caller.principal, kind, f.id);
  return attendPage(sc.ctx.db, r.id, { ...f, signed: f.signed ?? true }, undefined, true);
}

/** statistics/attendResult/{id}: 应到, 出席, 请假, 缺席, 未登记, will and the rate (percent, one decimal). */
export async function attendStats(sc: CallContext, kind: MeetKind, id: string): Promise<MeetAttendStats> {
  const r = await loadForLists(sc.ctx.db, sc.caller.principal, kind, id);
  const [row] = await sc.ctx.db
    .select({
      invited: count(),
      present: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.present})`.mapWith(Number),
      leave: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.leave})`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${maAttend.result} = ${AttendResult.absent})`.mapWith(Number),
      unknown: sql<number>`count(*) filter (where ${maAttend.result} is null)`.mapWith(Number),
      willAttend: sql<number>`count(*) filter (where ${maAttend.will} = 1)`.mapWith(Number),
      willAbsent: sql<number>`count(*) filter (where ${maAttend.will} = 2)`.mapWith(Number),
    })
    .from(maAttend)
    .where(eq(maAttend.recordId, r.id));
  const rate = row.invited ? Math.round((row.present / row.invited) * 1000) / 10 : 0;
  return { ...row, rate };
}

// ---------------------------------------------------------------- the organiser's steps

/** attend/add: invite people; answers how many were new and the double-booking warning. */
export async function addAttendees(sc: CallContext, kind: MeetKind, id: string, userIds: readonly string[]) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state === MeetState.closed) throw badRequest(`${meetKindLabel[kind]}已结束，不能添加参加人员`);
    const accounts = await accountsByIds(s.tx, [...new Set(userIds)]);
    if (!accounts.size) throw badRequest('人员不存在');
    const listed = new Set(
      (
        await s.tx
          .select({ userId: maAttend.userId })
          .from(maAttend)
          .where(and(eq(maAttend.recordId, r.id), inArray(maAttend.userId, [...accounts.keys()])))
      ).map((x) => x.userId),
    );
    const fresh = [...accounts.values()].filter((a) => !listed.has(a.id));
    if (!fresh.length) return { added: 0, warning: null };
    await s.tx
      .insert(maAttend)
      .values(fresh.map((a) => ({ recordId: r.id, userId: a.id, userName: a.username, source: AttendSource.invited })));
    const warning = clashWarning(
      await clashesOf(
        s.tx,
        fresh.map((a) => a.id),
        r.startTime,
        r.endTime,
        r.id,
      ),
    );
    const names = fresh.map((a) => a.username);
    await trail(s, r, 'attendAdd', namesText(names));
    if (r.state === MeetState.released) {
      await noticeReleased(
        s.fx,
        r,
        fresh.map((a) => a.id),
      );
    }
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'attendAdd',
      detail: { title: r.title, names: namesText(names), count: fresh.length },
    });
    return { added: fresh.length, warning };
  });
}

/** attend/delete: take people off the list; refused for anyone already signed in. */
export async function removeAttendees(sc: CallContext, kind: MeetKind, id: string, userIds: readonly string[]) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state === MeetState.closed) throw badRequest(`${meetKindLabel[kind]}已结束，不能移除参加人员`);
    const rows = await s.tx
      .select({ userId: maAttend.userId, userName: maAttend.userName, signedAt: maAttend.signedAt })
      .from(maAttend)
      .where(and(eq(maAttend.recordId, r.id), inArray(maAttend.userId, [...new Set(userIds)])));
    const signed = rows.filter((x) => x.signedAt);
    if (signed.length) throw conflict(`${namesText(signed.map((x) => x.userName))}已签到，不能移除`);
    if (!rows.length) throw notFound('参加人员');
    await s.tx.delete(maAttend).where(
      and(
        eq(maAttend.recordId, r.id),
        inArray(
          maAttend.userId,
          rows.map((x) => x.userId),
        ),
      ),
    );
    const names = rows.map((x) => x.userName);
    await trail(s, r, 'attendDelete', namesText(names));
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'attendDelete',
      detail: { title: r.title, names: namesText(names), count: rows.length },
    });
    return { count: rows.length };
  });
}

/** attend/sign/all: staff sign attendees in (代签到, 出席); those already signed in stay as they are. */
export async function signAll(sc: CallContext, kind: MeetKind, id: string, userIds: readonly string[]) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state !== MeetState.released) throw badRequest(`只能为已发布的${meetKindLabel[kind]}代签到`);
    const done = await s.tx
      .update(maAttend)
      .set({ signedAt: new Date(), signWay: SignWay.staff, signDistance: null, result: AttendResult.present })
      .where(and(eq(maAttend.recordId, r.id), inArray(maAttend.userId, [...new Set(userIds)]), isNull(maAttend.signedAt)))
      .returning({ userName: maAttend.userName });
    if (!done.length) return { count: 0 };
    const names = namesText(done.map((x) => x.userName));
    await trail(s, r, 'signAll', names);
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'signAll',
      detail: { title: r.title, names, count: done.length },
    });
    return { count: done.length };
  });
}

/** attend/attendResult: the organiser records 出席/请假/缺席. */
export async function setResults(sc: CallContext, kind: MeetKind, id: string, userIds: readonly string[], result: number) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state === MeetState.draft) throw badRequest(`${meetKindLabel[kind]}尚未发布，不能登记出席情况`);
    const done = await s.tx
      .update(maAttend)
      .set({ result })
      .where(and(eq(maAttend.recordId, r.id), inArray(maAttend.userId, [...new Set(userIds)])))
      .returning({ userName: maAttend.userName });
    if (!done.length) throw notFound('参加人员');
    const label = ({ 1: '出席', 0: '请假', 2: '缺席' } as Record<number, string>)[result];
    const names = namesText(done.map((x) => x.userName));
    await trail(s, r, 'attendResult', `${label}：${names}`);
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'attendResult',
      detail: { title: r.title, result: label, names, count: done.length },
    });
    return { count: done.length };
  });
}

/** attend/reissue/sms: the notice again by SMS (and message) to the chosen or all attendees with a mobile. */
export async function reissueSms(sc: CallContext, kind: MeetKind, id: string, userIds?: readonly string[]) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state !== MeetState.released) throw badRequest(`只能为已发布的${meetKindLabel[kind]}补发短信`);
    const rows = await s.tx
      .select({ userId: maAttend.userId, userName: maAttend.userName })
      .from(maAttend)
      .where(and(eq(maAttend.recordId, r.id), userIds?.length ? inArray(maAttend.userId, [...new Set(userIds)]) : undefined));
    const mobiles = await accountMobiles(
      s.tx,
      rows.map((x) => x.userId),
    );
    const to = rows.filter((x) => mobiles.has(x.userId));
    if (!to.length) throw badRequest('所选人员均未登记手机号码，无法发送短信');
    // the release notice again, by SMS whatever the record's own setting
    await noticeReleased(
      s.fx,
      { ...r, smsNotice: true },
      to.map((x) => x.userId),
    );
    await s.tx
      .update(maAttend)
      .set({ smsAt: new Date() })
      .where(
        and(
          eq(maAttend.recordId, r.id),
          inArray(
            maAttend.userId,
            to.map((x) => x.userId),
          ),
        ),
      );
    const names = namesText(to.map((x) => x.userName));
    await trail(s, r, 'smsReissue', names);
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'smsReissue',
      detail: { title: r.title, names, count: to.length },
    });
    return { count: to.length };
  });
}

/** sms/update/{id}: whether notices go by SMS too, and the reminder minutes (a changed reminder is sent again). */
export async function updateSms(sc: CallContext, kind: MeetKind, id: string, input: { smsNotice: boolean; remindMinutes: number }) {
  return runMaStep(sc, async (s) => {
    const r = await loadOrganised(s.tx, s.caller.principal, kind, id, true);
    if (r.state === MeetState.closed) throw badRequest(`${meetKindLabel[kind]}已结束，不能修改短信设置`);
    const changedRemind = input.remindMinutes !== r.remindMinutes;
    await s.tx
      .update(maRecord)
      .set({
        smsNotice: input.smsNotice,
        remindMinutes: input.remindMinutes,
        ...(changedRemind ? { remindedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(maRecord.id, r.id));
    const text = `${input.smsNotice ? '发送短信' : '不发送短信'}；${input.remindMinutes ? `提前${input.remindMinutes}分钟提醒` : '不提醒'}`;
    await trail(s, r, 'sms', text);
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'smsUpdate',
      detail: { title: r.title, smsNotice: input.smsNotice, remindMinutes: input.remindMinutes },
    });
  });
}

// ---------------------------------------------------------------- the attendee's steps

async function ownRow(q: Queryable, recordId: string, userId: string) {
  const [row] = await q
    .select()
    .from(maAttend)
    .where(and(eq(maAttend.recordId, recordId), eq(maAttend.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** enter/{id}: sign up while the window is open and under the limit (counted under a lock on the record). */
export async function enter(sc: CallContext, kind: MeetKind, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const label = meetKindLabel[kind];
    const r = await loadVisible(s.tx, p, kind, id, true);
    if (r.state !== MeetState.released) throw badRequest(`${label}未发布或已结束，不能报名`);
    const state = enterStateOf(r);
    if (state === null) throw badRequest(`该${label}不开放报名`);
    if (state === EnterState.notOpen) throw badRequest(`报名尚未开始（${minuteOf(r.enterStart as Date)} 开始）`);
    if (state === EnterState.ended) throw badRequest('报名已截止');
    if (await ownRow(s.tx, r.id, p.userId)) throw conflict(`您已在该${label}的参加人员名单中`);
    if (r.enterLimit > 0) {
      const [{ n }] = await s.tx
        .select({ n: count() })
        .from(maAttend)
        .where(and(eq(maAttend.recordId, r.id), eq(maAttend.source, AttendSource.entered)));
      if (n >= r.enterLimit) throw conflict(`报名人数已满（限${r.enterLimit}人）`);
    }
    await s.tx.insert(maAttend).values({ recordId: r.id, userId: p.userId, userName: p.username, source: AttendSource.entered, will: 1 });
    await trail(s, r, 'enter', p.username);
    await audit(s.tx, s.actor, { objectType: objectTypeOf(kind), objectId: r.id, action: 'enter', detail: { title: r.title } });
  });
}

/** enter/cancel/{id}: take back one's own sign-up before the window closes and before signing in. */
export async function cancelEnter(sc: CallContext, kind: MeetKind, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const r = await loadVisible(s.tx, p, kind, id, true);
    const row = await ownRow(s.tx, r.id, p.userId);
    if (!row || row.source !== AttendSource.entered) throw badRequest(`您没有报名该${meetKindLabel[kind]}`);
    if (row.signedAt) throw badRequest('您已签到，不能取消报名');
    if (r.state !== MeetState.released || enterStateOf(r) !== EnterState.open) throw badRequest('报名已截止，不能取消报名');
    await s.tx.delete(maAttend).where(and(eq(maAttend.recordId, r.id), eq(maAttend.userId, p.userId)));
    await trail(s, r, 'enterCancel', p.username);
    await audit(s.tx, s.actor, { objectType: objectTypeOf(kind), objectId: r.id, action: 'enterCancel', detail: { title: r.title } });
  });
}

/** Reads a record by id and kind for an attendee's step: 404 only; the list decides the rest. */
async function loadForAttendee(q: Queryable, kind: MeetKind, id: string): Promise<RecordRow> {
  const [r] = await q
    .select()
    .from(maRecord)
    .where(and(eq(maRecord.id, id), eq(maRecord.kind, kind), isNull(maRecord.deletedAt)))
    .limit(1);
  if (!r) throw notFound(meetKindLabel[kind]);
  return r;
}

// bad input rather than a missing right (issue 18): the member holds the attend permission, the record id is what is wrong
const notListed = (kind: MeetKind) => badRequest(`您不在本次${meetKindLabel[kind]}的参加人员名单中`);

/** attend/attendWill: the caller's own will, on a released record before its end. */
export async function attendWill(sc: CallContext, kind: MeetKind, id: string, will: number, remark: string | null | undefined) {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const r = await loadForAttendee(s.tx, kind, id);
    const row = await ownRow(s.tx, r.id, p.userId);
    if (!row) throw notListed(kind);
    if (r.state !== MeetState.released) throw badRequest(`${meetKindLabel[kind]}未发布或已结束，不能回复参加意向`);
    if (new Date() >= r.endTime) throw badRequest(`${meetKindLabel[kind]}已结束，不能回复参加意向`);
    await s.tx
      .update(maAttend)
      .set({ will, willRemark: remark ?? null })
      .where(and(eq(maAttend.recordId, r.id), eq(maAttend.userId, p.userId)));
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'attendWill',
      detail: { title: r.title, will: will === 1 ? '参加' : '不参加', remark: remark ?? null },
    });
  });
}

/** attend/sign: sign in with the QR page's code or the device's position, inside the window, once. */
export async function signIn(
  sc: CallContext,
  kind: MeetKind,
  input: { id: string; code?: string; latitude?: number; longitude?: number },
): Promise<MeetSignAnswer> {
  return runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const label = meetKindLabel[kind];
    const r = await loadForAttendee(s.tx, kind, input.id);
    const row = await ownRow(s.tx, r.id, p.userId);
    if (!row) throw notListed(kind);
    if (row.signedAt) return { already: true, signedAt: row.signedAt.toISOString(), signWay: row.signWay, signDistance: row.signDistance };
    if (r.state !== MeetState.released) throw badRequest(`${label}未发布或已结束，不能签到`);
    const now = new Date();
    const win = signWindowOf(r);
    if (now < win.from) throw badRequest(`签到尚未开始（${minuteOf(win.from)} 开始）`);
    if (now > win.to) throw badRequest('签到已结束');
    let way: number;
    let distance: number | null = null;
    if (input.code) {
      if (!(r.signMode & SignMode.qr)) throw badRequest(`本次${label}不支持扫码签到，请使用定位签到`);
      const refusal = checkCode(r.signSecret, r.id, input.code, now.getTime());
      if (refusal) throw badRequest(refusal);
      way = SignWay.qr;
    } else if (input.latitude !== undefined && input.longitude !== undefined) {
      if (!(r.signMode & SignMode.location)) throw badRequest(`本次${label}不支持定位签到，请扫描现场二维码`);
      if (r.latitude === null || r.longitude === null) throw badRequest(`本次${label}未设置签到地点，请扫描现场二维码`);
      distance = Math.round(distanceMetres({ lat: input.latitude, lng: input.longitude }, { lat: r.latitude, lng: r.longitude }));
      if (distance > r.signRadius) throw badRequest(`您距签到地点约 ${distance} 米，超出 ${r.signRadius} 米签到范围`);
      way = SignWay.location;
    } else {
      throw badRequest('请扫描现场二维码，或开启定位后签到');
    }
    const [done] = await s.tx
      .update(maAttend)
      .set({ signedAt: now, signWay: way, signDistance: distance, result: AttendResult.present })
      .where(and(eq(maAttend.recordId, r.id), eq(maAttend.userId, p.userId), isNull(maAttend.signedAt)))
      .returning({ signedAt: maAttend.signedAt });
    if (!done) {
      const again = await ownRow(s.tx, r.id, p.userId);
      return {
        already: true,
        signedAt: iso(again?.signedAt ?? now) as string,
        signWay: again?.signWay ?? null,
        signDistance: again?.signDistance ?? null,
      };
    }
    await audit(s.tx, s.actor, {
      objectType: objectTypeOf(kind),
      objectId: r.id,
      action: 'signIn',
      detail: { title: r.title, signWay: way === SignWay.qr ? '扫码签到' : '定位签到', signDistance: distance },
    });
    return { already: false, signedAt: now.toISOString(), signWay: way, signDistance: distance };
  });
}

// ---------------------------------------------------------------- the sign-in page

function signRecord(r: RecordRow) {
  const win = signWindowOf(r);
  return {
    id: r.id,
    title: r.title,
    address: r.address,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    state: r.state,
    signMode: r.signMode,
    signRadius: r.signRadius,
    hasPlace: r.latitude !== null && r.longitude !== null,
    signFrom: win.from.toISOString(),
    signTo: win.to.toISOString(),
  };
}

/** GET attend/qr/{id}: the organiser's current code (good for two minutes) and the URL a phone opens. */
export async function signQr(sc: CallContext, kind: MeetKind, id: string): Promise<MeetSignQr> {
  const q = sc.ctx.db;
  const r = await loadOrganised(q, sc.caller.principal, kind, id);
  if (r.state === MeetState.draft) throw badRequest(`${meetKindLabel[kind]}尚未发布，不能签到`);
  const { code, expiresAt } = signCode(r.signSecret, r.id);
  const [c] = await q
    .select({ all: count(), signed: sql<number>`count(${maAttend.signedAt})`.mapWith(Number) })
    .from(maAttend)
    .where(eq(maAttend.recordId, r.id));
  return {
    ...signRecord(r),
    code,
    expiresAt: expiresAt.toISOString(),
    url: `${MeetPage.sign(kind, r.id)}?code=${encodeURIComponent(code)}`,
    attendeeCount: c.all,
    signedCount: c.signed,
  };
}

/** GET attend/mine/{id}: the attendee's view of the sign-in page: the record and their own sign-in. */
export async function signMine(sc: CallContext, kind: MeetKind, id: string): Promise<MeetSignMine> {
  const p = sc.caller.principal;
  const r = await loadForAttendee(sc.ctx.db, kind, id);
  const row = await ownRow(sc.ctx.db, r.id, p.userId);
  if (!row) throw notListed(kind);
  return {
    ...signRecord(r),
    listed: true,
    signedAt: iso(row.signedAt),
    signWay: row.signWay,
    signDistance: row.signDistance,
  };
}
