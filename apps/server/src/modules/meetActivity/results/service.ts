import {
  AttendResult,
  type MeetAttendedRecord,
  type MeetKind,
  type MeetResultDetail,
  type MeetResultRow,
  MeetState,
  meetPerm,
  type meetResultBase,
  type meetResultPageQuery,
  type meetResultUpdate,
} from '@cppcc/contracts';
import { and, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { fieldError, forbidden, notFound } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import type { CallContext } from '../../../platform/http/route-kit';
import { bindEditorImages, listFiles, removeAffairFiles, syncFiles } from '../../oss';
import { loadVisible, ofVisibleRecord, type RecordRow } from '../core/access';
import { runMaStep } from '../core/step';
import { maAttend, maRecord, maResult } from '../tables';

/**
 * Results (成果) of a record: staff holding `<kind>:results:manage` record them for any record they
 * may open; an attendee reports their own (成果上报) for a record they attended (出席). Staff with
 * the results or view permission read all; everyone else reads only their own.
 */
const OBJECT = 'maResult';
type ResultRow = typeof maResult.$inferSelect;

const managesResults = (p: Principal, kind: MeetKind) => p.permissions.has(meetPerm(kind).results);
const readsAll = (p: Principal, kind: MeetKind) => managesResults(p, kind) || p.permissions.has(meetPerm(kind).view);

const rowOf = (p: Principal, kind: MeetKind, r: ResultRow & { recordTitle: string }): MeetResultRow => ({
  id: r.id,
  kind: r.kind,
  recordId: r.recordId,
  recordTitle: r.recordTitle,
  title: r.title,
  authorId: r.authorId,
  authorName: r.authorName,
  createdAt: r.createdAt.toISOString(),
  canEdit: managesResults(p, kind) || r.authorId === p.userId,
});

export async function resultPage(sc: CallContext, kind: MeetKind, f: z.output<typeof meetResultPageQuery>) {
  const p = sc.caller.principal;
  const db = sc.ctx.db;
  const onlyMine = f.mine || !readsAll(p, kind);
  const where = and(
    eq(maResult.kind, kind),
    isNull(maResult.deletedAt),
    ofVisibleRecord(p, kind, maResult.recordId),
    onlyMine ? eq(maResult.authorId, p.userId) : undefined,
    f.recordId ? eq(maResult.recordId, f.recordId) : undefined,
    f.title ? ilike(maResult.title, likePattern(f.title)) : undefined,
    f.authorName ? ilike(maResult.authorName, likePattern(f.authorName)) : undefined,
    f.year === undefined
      ? undefined
      : sql`exists (select 1 from ${maRecord} where ${maRecord.id} = ${maResult.recordId} and ${maRecord.year} = ${f.year})`,
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ r: maResult, recordTitle: maRecord.title })
      .from(maResult)
      .innerJoin(maRecord, eq(maRecord.id, maResult.recordId))
      .where(where)
      .orderBy(desc(maResult.createdAt), desc(maResult.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    db.select({ total: count() }).from(maResult).where(where),
  ]);
  return { list: rows.map((r) => rowOf(p, kind, { ...r.r, recordTitle: r.recordTitle })), total };
}

/** GET /{kind}/results/list/{id}: the results of one record (the caller's own unless they read all). */
export async function resultsOfRecord(sc: CallContext, kind: MeetKind, recordId: string): Promise<MeetResultRow[]> {
  const p = sc.caller.principal;
  const record = await loadVisible(sc.ctx.db, p, kind, recordId);
  const rows = await sc.ctx.db
    .select()
    .from(maResult)
    .where(
      and(eq(maResult.recordId, record.id), isNull(maResult.deletedAt), readsAll(p, kind) ? undefined : eq(maResult.authorId, p.userId)),
    )
    .orderBy(desc(maResult.createdAt), desc(maResult.id));
  return rows.map((r) => rowOf(p, kind, { ...r, recordTitle: record.title }));
}

export async function loadResult(q: Queryable | Tx, p: Principal, kind: MeetKind, id: string) {
  const [found] = await q
    .select()
    .from(maResult)
    .where(and(eq(maResult.id, id), eq(maResult.kind, kind), isNull(maResult.deletedAt)))
    .limit(1);
  if (!found) throw notFound('成果');
  const record = await loadVisible(q, p, kind, found.recordId);
  if (found.authorId !== p.userId && !readsAll(p, kind)) throw forbidden('只能查看本人上报的成果');
  return { row: found, record };
}

export async function resultDetail(sc: CallContext, kind: MeetKind, id: string): Promise<MeetResultDetail> {
  const p = sc.caller.principal;
  const { row, record } = await loadResult(sc.ctx.db, p, kind, id);
  const files = await listFiles(sc.ctx.db, id);
  return {
    ...rowOf(p, kind, { ...row, recordTitle: record.title }),
    content: row.content,
    fileIds: files.map((f) => f.id),
    files: files.map((f) => ({ id: f.id, name: f.title, size: f.size })),
  };
}

/** Staff may write results of any record they may open; a member only of one they attended (出席). */
async function recordToWriteFor(tx: Tx, p: Principal, kind: MeetKind, recordId: string): Promise<RecordRow> {
  const record = await loadVisible(tx, p, kind, recordId);
  if (managesResults(p, kind)) return record;
  const [me] = await tx
    .select({ result: maAttend.result })
    .from(maAttend)
    .where(and(eq(maAttend.recordId, record.id), eq(maAttend.userId, p.userId)));
  if (me?.result !== AttendResult.present) throw forbidden(`只能为本人出席的${kind === 'meet' ? '会议' : '活动'}上报成果`);
  return record;
}

function cleanContent(html: string): string {
  const content = sanitizeRichHtml(html);
  if (!htmlToText(content).trim() && !/<img\b/i.test(content)) throw fieldError('content', '成果内容不能为空');
  return content;
}

export async function addResult(sc: CallContext, kind: MeetKind, input: z.output<typeof meetResultBase>): Promise<{ id: string }> {
  const p = sc.caller.principal;
  return runMaStep(sc, async (s) => {
    const record = await recordToWriteFor(s.tx, p, kind, input.recordId);
    const content = cleanContent(input.content);
    const id = newId();
    await s.tx
      .insert(maResult)
      .values({ id, recordId: record.id, kind, title: input.title, content, authorId: p.userId, authorName: p.username });
    await bindEditorImages(s.tx, p, id, content, s.actor);
    await syncFiles(s.tx, id, input.fileIds, { actor: s.actor, uploaderId: p.userId });
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'create',
      detail: { kind, recordId: record.id, title: input.title },
    });
    return { id };
  });
}

async function ownedResult(tx: Tx, p: Principal, kind: MeetKind, id: string) {
  const { row } = await loadResult(tx, p, kind, id);
  if (!managesResults(p, kind) && row.authorId !== p.userId) throw forbidden('只能修改或删除本人上报的成果');
  return row;
}

export async function updateResult(sc: CallContext, kind: MeetKind, input: z.output<typeof meetResultUpdate>): Promise<void> {
  const p = sc.caller.principal;
  await runMaStep(sc, async (s) => {
    const row = await ownedResult(s.tx, p, kind, input.id);
    if (input.recordId !== row.recordId) await recordToWriteFor(s.tx, p, kind, input.recordId);
    const content = cleanContent(input.content);
    await s.tx
      .update(maResult)
      .set({ recordId: input.recordId, title: input.title, content, updatedAt: new Date() })
      .where(eq(maResult.id, row.id));
    await bindEditorImages(s.tx, p, row.id, content, s.actor);
    await syncFiles(s.tx, row.id, input.fileIds, { actor: s.actor, uploaderId: p.userId });
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'update',
      detail: { kind, recordId: input.recordId, title: input.title },
    });
  });
}

export async function deleteResult(sc: CallContext, kind: MeetKind, id: string): Promise<void> {
  const p = sc.caller.principal;
  await runMaStep(sc, async (s) => {
    const row = await ownedResult(s.tx, p, kind, id);
    await s.tx.update(maResult).set({ deletedAt: new Date() }).where(eq(maResult.id, row.id));
    await removeAffairFiles(s.tx, row.id, s.actor);
    await audit(s.tx, s.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'delete',
      detail: { kind, recordId: row.recordId, title: row.title },
    });
  });
}

/** GET /{kind}/results/attended: the records the caller attended (出席), newest first. */
export async function attendedRecords(sc: CallContext, kind: MeetKind): Promise<MeetAttendedRecord[]> {
  const p = sc.caller.principal;
  const rows = await sc.ctx.db
    .select({ id: maRecord.id, title: maRecord.title, startTime: maRecord.startTime })
    .from(maRecord)
    .innerJoin(maAttend, and(eq(maAttend.recordId, maRecord.id), eq(maAttend.userId, p.userId)))
    .where(
      and(
        eq(maRecord.kind, kind),
        isNull(maRecord.deletedAt),
        ne(maRecord.state, MeetState.draft),
        eq(maAttend.result, AttendResult.present),
      ),
    )
    .orderBy(desc(maRecord.startTime))
    .limit(500);
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString() }));
}
