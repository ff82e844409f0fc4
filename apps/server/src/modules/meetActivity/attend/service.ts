import { AttendResult, AttendSource, type MeetKind, MeetState, meetKindLabel, SignWay } from '@cppcc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { audit } from '../../../platform/audit/audit';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { CallContext } from '../../../platform/http/route-kit';
import { accountMobiles, accountsByIds } from '../../system';
import { clashesOf, clashWarning } from '../core/clash';
import { runMaStep } from '../core/step';
import { noticeReleased } from '../record/notices';
import { maAttend, maRecord } from '../tables';
import { loadOrganised } from './access';
import { namesText, objectTypeOf, trail } from './trail';

/**
 * The organiser's steps on a record's list: invite, remove, sign in for, record results, SMS. The
 * lists are in lists.ts, the attendee's own steps in attendee.ts, the sign-in page in sign-page.ts.
 */

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
