import {
  ApplyState,
  AttendResult,
  type MeetApplyDetail,
  type MeetApplyRow,
  type MeetKind,
  type MeetLeaveCapRow,
  MeetPage,
  MeetState,
  type meetApplyAdd,
  type meetApplyCheck,
  type meetApplyPageQuery,
  type meetLeaveCapBody,
  meetPerm,
  ScheduleState,
} from '@cppcc/contracts';
import { and, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import type { CallContext } from '../../../platform/http/route-kit';
import { activityTypes } from '../../activity';
import { meetTypes } from '../../meet';
import { listFiles, syncFiles } from '../../oss';
import { loadVisible, ofVisibleRecord, type RecordRow } from '../core/access';
import { runMaStep } from '../core/step';
import { scheduleStateOf } from '../core/times';
import { maApply, maAttend, maRecord, maTypeSetting } from '../tables';

/**
 * Leave requests (请假, docs/meetings.md): an attendee of a released record that has not ended asks
 * once (one open request per record and person, the unique index); the yearly cap of the record's
 * type counts their approved leaves of the kind in the record's year; a checker approves (the
 * attendee's result becomes 请假) or refuses, and the member is told either way.
 */
const OBJECT = 'maApply';
type ApplyRow = typeof maApply.$inferSelect;

/** Staff of the leave list: they see every request of the records they may open. */
const staffOf = (p: Principal, kind: MeetKind): boolean => {
  const perm = meetPerm(kind);
  return p.permissions.has(perm.applyCheck) || p.permissions.has(perm.manage) || p.permissions.has(perm.view);
};
const mayDelete = (p: Principal, kind: MeetKind, r: Pick<ApplyRow, 'userId' | 'state'>): boolean => {
  const perm = meetPerm(kind);
  if (p.permissions.has(perm.applyCheck) || p.permissions.has(perm.manage)) return true;
  return r.userId === p.userId && r.state === ApplyState.pending;
};

const rowOf = (p: Principal, kind: MeetKind, r: ApplyRow & { recordTitle: string }): MeetApplyRow => ({
  id: r.id,
  recordId: r.recordId,
  recordTitle: r.recordTitle,
  userId: r.userId,
  userName: r.userName,
  reason: r.reason,
  state: r.state,
  opinion: r.opinion,
  checkerName: r.checkerName,
  checkedAt: r.checkedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  canCheck: r.state === ApplyState.pending && p.permissions.has(meetPerm(kind).applyCheck),
  canDelete: mayDelete(p, kind, r),
});

/** The yearly cap of the record's type (0: none). */
async function capOf(q: Queryable, kind: MeetKind, typeId: string): Promise<number> {
  const [s] = await q
    .select({ cap: maTypeSetting.leaveLimit })
    .from(maTypeSetting)
    .where(and(eq(maTypeSetting.kind, kind), eq(maTypeSetting.typeId, typeId)));
  return s?.cap ?? 0;
}

/** 400 when the member already has as many approved leaves of the kind this year as the type allows. */
async function assertUnderCap(q: Queryable, record: RecordRow, userId: string): Promise<void> {
  const cap = await capOf(q, record.kind as MeetKind, record.typeId);
  if (cap <= 0) return;
  const [{ n }] = await q
    .select({ n: count() })
    .from(maApply)
    .where(
      and(
        eq(maApply.userId, userId),
        eq(maApply.kind, record.kind),
        eq(maApply.year, record.year),
        eq(maApply.state, ApplyState.approved),
        isNull(maApply.deletedAt),
      ),
    );
  if (n >= cap) throw badRequest(`本年度请假次数已达上限（${cap}次）`);
}

export async function addApply(sc: CallContext, kind: MeetKind, input: z.output<typeof meetApplyAdd>): Promise<{ id: string }> {
  const p = sc.caller.principal;
  return runMaStep(sc, async (s) => {
    const record = await loadVisible(s.tx, p, kind, input.recordId);
    const label = kind === 'meet' ? '会议' : '活动';
    const [me] = await s.tx
      .select()
      .from(maAttend)
      .where(and(eq(maAttend.recordId, record.id), eq(maAttend.userId, p.userId)));
    if (!me) throw forbidden(`您不是该${label}的参加人员，不能请假`);
    if (record.state !== MeetState.released) throw badRequest(`该${label}未发布或已结束，不能请假`);
    if (scheduleStateOf(record.startTime, record.endTime) === ScheduleState.ended) throw badRequest(`该${label}已结束，不能请假`);
    if (me.result === AttendResult.present) throw badRequest('您已签到，不能请假');
    const [open] = await s.tx
      .select({ id: maApply.id })
      .from(maApply)
      .where(
        and(
          eq(maApply.recordId, record.id),
          eq(maApply.userId, p.userId),
          isNull(maApply.deletedAt),
          ne(maApply.state, ApplyState.refused),
        ),
      );
    if (open) throw conflict(`您已提交过该${label}的请假申请`);
    await assertUnderCap(s.tx, record, p.userId);
    const id = newId();
    await s.tx.insert(maApply).values({
      id,
      recordId: record.id,
      kind,
      userId: p.userId,
      userName: me.userName,
      reason: input.reason,
      year: record.year,
    });
    await syncFiles(s.tx, id, input.fileIds, { actor: s.actor, uploaderId: p.userId });
    await s.fx.notify({
      userIds: [record.createdBy],
      title: '请假申请',
      content: `${me.userName}申请${label}「${record.title}」请假：${input.reason}`,
      bizId: record.id,
      url: `/${kind}/apply?id=${record.id}`,
    });
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'create',
      detail: { kind, recordId: record.id, reason: input.reason },
    });
    return { id };
  });
}

/** A request of the kind the caller may see: their own, or any of a record they may open when they are staff. */
export async function loadApply(q: Queryable | Tx, p: Principal, kind: MeetKind, id: string, lock = false) {
  const query = q
    .select({ a: maApply, recordTitle: maRecord.title })
    .from(maApply)
    .innerJoin(maRecord, eq(maRecord.id, maApply.recordId))
    .where(and(eq(maApply.id, id), eq(maApply.kind, kind), isNull(maApply.deletedAt)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: maApply }) : await query;
  if (!found) throw notFound('请假申请');
  const record = await loadVisible(q, p, kind, found.a.recordId);
  if (found.a.userId !== p.userId && !staffOf(p, kind)) throw forbidden('只能查看本人的请假申请');
  return { row: { ...found.a, recordTitle: found.recordTitle }, record };
}

export async function applyPage(sc: CallContext, kind: MeetKind, f: z.output<typeof meetApplyPageQuery>) {
  const p = sc.caller.principal;
  const db = sc.ctx.db;
  const where = and(
    eq(maApply.kind, kind),
    isNull(maApply.deletedAt),
    ofVisibleRecord(p, kind, maApply.recordId),
    staffOf(p, kind) ? undefined : eq(maApply.userId, p.userId),
    f.recordId ? eq(maApply.recordId, f.recordId) : undefined,
    f.state === undefined ? undefined : eq(maApply.state, f.state),
    f.name ? ilike(maApply.userName, likePattern(f.name)) : undefined,
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: maApply, recordTitle: maRecord.title })
      .from(maApply)
      .innerJoin(maRecord, eq(maRecord.id, maApply.recordId))
      .where(where)
      .orderBy(sql`${maApply.state} = ${ApplyState.pending} desc`, desc(maApply.createdAt), desc(maApply.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    db.select({ total: count() }).from(maApply).where(where),
  ]);
  return { list: rows.map((r) => rowOf(p, kind, { ...r.a, recordTitle: r.recordTitle })), total };
}

export async function applyDetail(sc: CallContext, kind: MeetKind, id: string): Promise<MeetApplyDetail> {
  const p = sc.caller.principal;
  const { row } = await loadApply(sc.ctx.db, p, kind, id);
  const files = await listFiles(sc.ctx.db, id);
  return { ...rowOf(p, kind, row), files: files.map((f) => ({ id: f.id, name: f.title, size: f.size })) };
}

export async function checkApply(sc: CallContext, kind: MeetKind, input: z.output<typeof meetApplyCheck>): Promise<void> {
  const p = sc.caller.principal;
  await runMaStep(sc, async (s) => {
    const { row, record } = await loadApply(s.tx, p, kind, input.id, true);
    if (row.state !== ApplyState.pending) throw badRequest('该请假申请已审核，不能重复审核');
    if (input.approve) await assertUnderCap(s.tx, record, row.userId);
    const state = input.approve ? ApplyState.approved : ApplyState.refused;
    await s.tx
      .update(maApply)
      .set({ state, checkerId: p.userId, checkerName: p.username, opinion: input.opinion ?? null, checkedAt: new Date() })
      .where(eq(maApply.id, row.id));
    if (input.approve)
      await s.tx
        .update(maAttend)
        .set({ result: AttendResult.leave })
        .where(and(eq(maAttend.recordId, row.recordId), eq(maAttend.userId, row.userId)));
    const verdict = input.approve ? '已同意' : '未同意';
    await s.fx.notify({
      userIds: [row.userId],
      title: `请假申请${verdict}`,
      content: `您在「${record.title}」的请假申请${verdict}${input.opinion ? `，审核意见：${input.opinion}` : ''}`,
      bizId: record.id,
      url: `${MeetPage.scheduleDetail}?kind=${kind}&id=${record.id}`,
    });
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'applyCheck',
      detail: { kind, recordId: row.recordId, approve: input.approve, opinion: input.opinion ?? null },
    });
  });
}

/** The member withdraws their pending request; staff may delete any (an approved leave taken back clears the 请假 result). */
export async function deleteApply(sc: CallContext, kind: MeetKind, id: string): Promise<void> {
  const p = sc.caller.principal;
  await runMaStep(sc, async (s) => {
    const { row } = await loadApply(s.tx, p, kind, id, true);
    if (!mayDelete(p, kind, row)) throw forbidden('只能撤回本人待审核的请假申请');
    await s.tx.update(maApply).set({ deletedAt: new Date() }).where(eq(maApply.id, row.id));
    if (row.state === ApplyState.approved)
      await s.tx
        .update(maAttend)
        .set({ result: null })
        .where(and(eq(maAttend.recordId, row.recordId), eq(maAttend.userId, row.userId), eq(maAttend.result, AttendResult.leave)));
    await audit(s.tx, s.actor, { objectType: OBJECT, objectId: row.id, action: 'delete', detail: { kind, recordId: row.recordId } });
  });
}

const typesOf = (kind: MeetKind) => (kind === 'meet' ? meetTypes : activityTypes);

/** GET /{kind}/apply/cap: every enabled type of the kind with its yearly cap. */
export async function leaveCaps(sc: CallContext, kind: MeetKind): Promise<MeetLeaveCapRow[]> {
  const types = await typesOf(kind).all(sc.ctx.db);
  const rows = await sc.ctx.db.select().from(maTypeSetting).where(eq(maTypeSetting.kind, kind));
  const caps = new Map(rows.map((r) => [r.typeId, r.leaveLimit]));
  return types.map((t) => ({ typeId: t.id, typeName: t.name, cap: caps.get(t.id) ?? 0 }));
}

export async function setLeaveCap(sc: CallContext, kind: MeetKind, input: z.output<typeof meetLeaveCapBody>): Promise<void> {
  await runMaStep(sc, async (s) => {
    const names = await typesOf(kind).names(s.tx, [input.typeId]);
    if (!names.has(input.typeId)) throw notFound(kind === 'meet' ? '会议类型' : '活动类型');
    await s.tx
      .insert(maTypeSetting)
      .values({ kind, typeId: input.typeId, leaveLimit: input.cap })
      .onConflictDoUpdate({ target: [maTypeSetting.kind, maTypeSetting.typeId], set: { leaveLimit: input.cap, updatedAt: new Date() } });
    await audit(s.tx, s.actor, {
      objectType: 'maTypeSetting',
      objectId: input.typeId,
      action: 'setLeaveLimit',
      detail: { kind, typeName: names.get(input.typeId), leaveLimit: input.cap },
    });
  });
}
