import { type MeetKind, MeetPage, type MeetSignMine, type MeetSignQr, MeetState, meetKindLabel } from '@cppcc/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors';
import type { CallContext } from '../../../platform/http/route-kit';
import { iso } from '../../../platform/time/iso';
import type { RecordRow } from '../core/access';
import { signCode } from '../core/sign';
import { signWindowOf } from '../core/times';
import { maAttend } from '../tables';
import { loadForAttendee, loadOrganised, notListed, ownRow } from './access';

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
