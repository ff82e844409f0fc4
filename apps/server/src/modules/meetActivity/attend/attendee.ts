import {
  AttendResult,
  AttendSource,
  EnterState,
  type MeetKind,
  type MeetSignAnswer,
  MeetState,
  meetKindLabel,
  SignMode,
  SignWay,
} from '@cppcc/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { audit } from '../../../platform/audit/audit';
import { badRequest, conflict } from '../../../platform/errors';
import type { CallContext } from '../../../platform/http/route-kit';
import { iso } from '../../../platform/time/iso';
import { loadVisible } from '../core/access';
import { checkCode, distanceMetres } from '../core/sign';
import { runMaStep } from '../core/step';
import { enterStateOf, signWindowOf } from '../core/times';
import { minuteOf } from '../record/notices';
import { maAttend } from '../tables';
import { loadForAttendee, notListed, ownRow } from './access';
import { objectTypeOf, trail } from './trail';

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
