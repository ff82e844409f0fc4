import { randomBytes } from 'node:crypto';
import {
  AttendResult,
  AttendSource,
  type MeetKind,
  type MeetRecordInput,
  type MeetSaveAnswer,
  MeetState,
  meetKindLabel,
} from '@cppcc/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, fieldError, forbidden, illegalState } from '../../../platform/errors';
import { sanitizeRichHtml } from '../../../platform/html/sanitize';
import type { CallContext } from '../../../platform/http/route-kit';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages, syncFiles } from '../../oss';
import { accountsByIds } from '../../system';
import { loadVisible, type RecordRow, whoOnRecord } from '../core/access';
import { clashesOf, clashWarning } from '../core/clash';
import { recordFlow } from '../core/machine';
import { type MaStep, runMaStep } from '../core/step';
import { maAttend, maRecord } from '../tables';
import { noticeCancelled, noticeChanged, noticeReleased, noticeRemoved } from './notices';
import { liveRecord, typesOf } from './rows';

type Input = MeetRecordInput & { id?: string };

/** The accounts behind the picked attendee ids, with their names; an unknown id is a 400. */
async function attendeeNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const found = await accountsByIds(q, unique);
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw fieldError('attendeeIds', `参加人员不存在（${missing}）`);
  return new Map(unique.map((id) => [id, found.get(id)!.username]));
}

/** A sub-meeting hangs under a plenary meeting; activities have none. */
async function checkParent(q: Queryable, kind: MeetKind, parentId: string | undefined, selfId?: string): Promise<void> {
  if (!parentId) return;
  if (kind !== 'meet') throw fieldError('parentId', '活动不能设置所属全体会议');
  if (parentId === selfId) throw fieldError('parentId', '所属全体会议不能是会议本身');
  const parent = await liveRecord(q, parentId);
  if (parent?.kind !== 'meet' || !parent.plenary) throw fieldError('parentId', '所属全体会议不存在或不是全体会议');
}

async function checkType(q: Queryable, sc: CallContext, kind: MeetKind, typeId: string): Promise<void> {
  if (!(await typesOf(kind).mayUse(q, sc.caller.principal, typeId)))
    throw forbidden(`您没有该${meetKindLabel[kind]}类型的组织权限，请选择已授权的类型`);
}

/** The columns the form writes. */
function columnsOf(kind: MeetKind, input: Input) {
  const start = new Date(input.startTime);
  return {
    typeId: input.typeId,
    year: chinaYear(start),
    title: input.title,
    content: input.content ? sanitizeRichHtml(input.content) : null,
    address: input.address ?? null,
    startTime: start,
    endTime: new Date(input.endTime),
    enterStart: input.enterStart ? new Date(input.enterStart) : null,
    enterEnd: input.enterEnd ? new Date(input.enterEnd) : null,
    enterLimit: input.enterLimit,
    signMode: input.signMode,
    signStart: input.signStart ? new Date(input.signStart) : null,
    signEnd: input.signEnd ? new Date(input.signEnd) : null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    signRadius: input.signRadius,
    organizer: input.organizer ?? null,
    contact: input.contact ?? null,
    contactPhone: input.contactPhone ?? null,
    parentId: kind === 'meet' ? (input.parentId ?? null) : null,
    smsNotice: input.smsNotice,
    remindMinutes: input.remindMinutes,
  };
}

async function attach(s: MaStep, id: string, input: Input, content: string | null): Promise<void> {
  await syncFiles(s.tx, id, input.fileIds, { actor: s.caller.actor, uploaderId: s.caller.principal.userId });
  if (content) await bindEditorImages(s.tx, s.caller.principal, id, content, s.caller.actor);
}

async function warningOf(tx: Tx, r: Pick<RecordRow, 'id' | 'startTime' | 'endTime'>, userIds: readonly string[]): Promise<string | null> {
  return clashWarning(await clashesOf(tx, userIds, r.startTime, r.endTime, r.id));
}

async function lockedRecord(s: MaStep, kind: MeetKind, id: string): Promise<RecordRow> {
  return loadVisible(s.tx, s.caller.principal, kind, id, true);
}

/** POST /{kind}/general: a draft with its attendees (invited). */
export async function addRecord(sc: CallContext, kind: MeetKind, input: Input): Promise<MeetSaveAnswer> {
  return runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    await checkType(s.tx, sc, kind, input.typeId);
    await checkParent(s.tx, kind, input.parentId);
    const names = await attendeeNames(s.tx, input.attendeeIds);
    const id = newId();
    const [row] = await s.tx
      .insert(maRecord)
      .values({
        id,
        kind,
        ...columnsOf(kind, input),
        state: MeetState.draft,
        signSecret: randomBytes(32).toString('base64url'),
        createdBy: p.userId,
        createdByName: p.username,
        createdOrgId: p.orgId,
      })
      .returning();
    if (names.size) {
      await s.tx
        .insert(maAttend)
        .values([...names].map(([userId, userName]) => ({ recordId: id, userId, userName, source: AttendSource.invited })));
    }
    await attach(s, id, input, row.content);
    await recordFlow(kind).record(s, row, { action: 'create', fromState: null, toState: MeetState.draft });
    return { id, warning: await warningOf(s.tx, row, [...names.keys()]) };
  });
}

/**
 * POST /meet/general/update, /activity/update: the machine's `save`. The attendee list is replaced
 * (those still listed keep their row: sign-in, will, result); on a released record the added are
 * invited, the removed told, the others told of the change.
 */
export async function updateRecord(sc: CallContext, kind: MeetKind, input: Input & { id: string }): Promise<MeetSaveAnswer> {
  return runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await lockedRecord(s, kind, input.id);
    const flow = recordFlow(kind);
    const save = flow.start(s, row, 'save', whoOnRecord(p, row));
    if (input.typeId !== row.typeId) await checkType(s.tx, sc, kind, input.typeId);
    await checkParent(s.tx, kind, input.parentId, row.id);
    const names = await attendeeNames(s.tx, input.attendeeIds);
    const set = columnsOf(kind, input);
    // a new start time earns a new reminder
    const reminder =
      set.startTime.getTime() !== row.startTime.getTime() || set.remindMinutes !== row.remindMinutes ? { remindedAt: null } : {};
    await save.commit({ set: { ...set, ...reminder } });
    Object.assign(row, set);

    const rows = await s.tx
      .select({ userId: maAttend.userId, userName: maAttend.userName, signedAt: maAttend.signedAt })
      .from(maAttend)
      .where(eq(maAttend.recordId, row.id));
    const before = rows.map((r) => r.userId);
    const removed = before.filter((id) => !names.has(id));
    const signedOff = rows.find((r) => r.signedAt && !names.has(r.userId));
    if (signedOff) throw illegalState(`${signedOff.userName}已签到，不能移出参加人员`);
    const added = [...names.keys()].filter((id) => !before.includes(id));
    const kept = before.filter((id) => names.has(id));
    if (removed.length) await s.tx.delete(maAttend).where(and(eq(maAttend.recordId, row.id), inArray(maAttend.userId, removed)));
    if (added.length) {
      await s.tx
        .insert(maAttend)
        .values(added.map((userId) => ({ recordId: row.id, userId, userName: names.get(userId)!, source: AttendSource.invited })));
    }
    if (removed.length || added.length) {
      await flow.record(s, row, {
        action: 'save',
        fromState: row.state,
        toState: row.state,
        detail: { added: added.length, removed: removed.length },
      });
    }
    await attach(s, row.id, input, set.content);
    if (row.state === MeetState.released) {
      await noticeReleased(s.fx, row, added);
      await noticeRemoved(s.fx, row, removed);
      await noticeChanged(s.fx, row, kept);
    }
    return { id: row.id, warning: await warningOf(s.tx, row, [...names.keys()]) };
  });
}

/** GET /{kind}/release/{id}: the machine's `release`; every attendee gets the notice. */
export async function releaseRecord(sc: CallContext, kind: MeetKind, id: string): Promise<MeetSaveAnswer> {
  return runMaStep(sc, async (s) => {
    const row = await lockedRecord(s, kind, id);
    await recordFlow(kind).move(s, row, 'release', { who: whoOnRecord(s.caller.principal, row), set: { releasedAt: new Date() } });
    const userIds = (await s.tx.select({ userId: maAttend.userId }).from(maAttend).where(eq(maAttend.recordId, id))).map((r) => r.userId);
    await noticeReleased(s.fx, row, userIds);
    return { id, warning: await warningOf(s.tx, row, userIds) };
  });
}

/** POST /{kind}/close: the machine's `close`; everyone without a result is marked 缺席 (pending leave requests stay). */
export async function closeRecord(sc: CallContext, kind: MeetKind, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const row = await lockedRecord(s, kind, id);
    await recordFlow(kind).move(s, row, 'close', { who: whoOnRecord(s.caller.principal, row), set: { closedAt: new Date() } });
    await s.tx
      .update(maAttend)
      .set({ result: AttendResult.absent })
      .where(and(eq(maAttend.recordId, id), isNull(maAttend.result)));
  });
}

/**
 * POST /{kind}/delete: a draft, or a released record nobody signed in to (its attendees are told
 * it is cancelled); a soft delete with a line on the trail. Anything else is refused.
 */
export async function deleteRecords(sc: CallContext, kind: MeetKind, ids: readonly string[]): Promise<void> {
  const label = meetKindLabel[kind];
  await runMaStep(sc, async (s) => {
    for (const id of new Set(ids)) {
      const row = await lockedRecord(s, kind, id);
      if (!whoOnRecord(s.caller.principal, row).kinds.includes('organizer')) throw forbidden(`只有组织者可以删除${label}`);
      if (row.state === MeetState.closed) throw illegalState(`${label}《${row.title}》已结束，不能删除`);
      const attendees = await s.tx
        .select({ userId: maAttend.userId, signedAt: maAttend.signedAt })
        .from(maAttend)
        .where(eq(maAttend.recordId, id));
      if (row.state === MeetState.released && attendees.some((a) => a.signedAt))
        throw illegalState(`${label}《${row.title}》已有人员签到，不能删除`);
      const [children] = await s.tx
        .select({ n: sql<number>`count(*)::int` })
        .from(maRecord)
        .where(and(eq(maRecord.parentId, id), isNull(maRecord.deletedAt)));
      if (Number(children.n) > 0) throw illegalState(`《${row.title}》下还有分组会议，请先删除分组会议`);
      await s.tx.update(maRecord).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(maRecord.id, id));
      await recordFlow(kind).record(s, row, { action: 'delete', fromState: row.state, toState: null });
      if (row.state === MeetState.released)
        await noticeCancelled(
          s.fx,
          row,
          attendees.map((a) => a.userId),
        );
    }
  });
}

/** POST /{kind}/plenary/update: mark or unmark a meeting as a plenary session (a `save` on the trail). */
export async function setPlenary(sc: CallContext, kind: MeetKind, input: { id: string; plenary: boolean }): Promise<void> {
  await runMaStep(sc, async (s) => {
    const row = await lockedRecord(s, kind, input.id);
    if (input.plenary && row.parentId) throw badRequest('分组会议不能设为全体会议');
    if (!input.plenary) {
      const [children] = await s.tx
        .select({ n: sql<number>`count(*)::int` })
        .from(maRecord)
        .where(and(eq(maRecord.parentId, row.id), isNull(maRecord.deletedAt)));
      if (Number(children.n) > 0) throw illegalState('该全体会议下还有分组会议，不能取消全体会议');
    }
    await recordFlow(kind).move(s, row, 'save', {
      who: whoOnRecord(s.caller.principal, row),
      set: { plenary: input.plenary },
      entry: { detail: { plenary: input.plenary } },
    });
  });
}

/** Whether the caller may delete the record now (the detail's 删除 button). */
export function mayDelete(row: RecordRow, organiser: boolean, anySigned: boolean): boolean {
  if (!organiser) return false;
  if (row.state === MeetState.draft) return true;
  return row.state === MeetState.released && !anySigned;
}

/** Anyone signed in to these records (for the detail's delete button). */
export async function anySignedIn(q: Queryable, id: string): Promise<boolean> {
  const [r] = await q
    .select({ id: maAttend.userId })
    .from(maAttend)
    .where(and(eq(maAttend.recordId, id), isNotNull(maAttend.signedAt)))
    .limit(1);
  return !!r;
}
