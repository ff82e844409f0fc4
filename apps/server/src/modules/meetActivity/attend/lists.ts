import {
  AttendResult,
  AttendSource,
  type MeetAttendRow,
  type MeetAttendStats,
  type MeetKind,
  type meetAttendPageQuery,
} from '@cppcc/contracts';
import { and, asc, count, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import type { CallContext } from '../../../platform/http/route-kit';
import { iso } from '../../../platform/time/iso';
import { accountMobiles } from '../../system';
import { maAttend } from '../tables';
import { loadForLists } from './access';

type PageInput = z.output<typeof meetAttendPageQuery>;

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
