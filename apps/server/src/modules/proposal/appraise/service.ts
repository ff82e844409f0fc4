import {
  type AppraiseDetail,
  type AppraiseItem,
  type AppraiseKind,
  type AppraiseRecordItem,
  type AppraiseStatistics,
  type appraiseAddBody,
  appraiseGradeLabel,
  type appraisePageQuery,
  type appraiseRecordPageQuery,
  type appraiseRemindBody,
  appraiseStateLabel,
  type appraiseSubmitBody,
  appraiseTargetLabel,
  type appraiseUpdateBody,
  CollectiveType,
  type MyAppraiseItem,
  type MyTargets,
  type PageResult,
  type UnevaluatedItem,
  type unevaluatedPageQuery,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, illegalState, notFound } from '../../../platform/errors';
import { currentTerm } from '../../member/service';
import { memberProfile } from '../../member/tables';
import type { Caller } from '../../system/common';
import { iso, likePattern, offsetOf } from '../../system/common';
import { org, user } from '../../system/tables';
import { withEffects } from '../notify';
import { getProposalSession, proposalSessionNames } from '../setup';
import { proposal } from '../tables';
import { proposalAppraise, proposalAppraiseParticipant, proposalAppraiseRecord, proposalAppraiseTarget } from './tables';

const A = proposalAppraise;
const T = proposalAppraiseTarget;
const M = proposalAppraiseParticipant;
const R = proposalAppraiseRecord;
type Row = typeof A.$inferSelect;
type Fields = z.output<typeof appraiseAddBody>;

const OBJECT = 'proposalAppraise';
const what = (kind: AppraiseKind) => (kind === 'proposal' ? '提案评议' : '承办单位测评');

// ---------- the state machine ----------

/** Which step is allowed in which state (0 draft, 1 ongoing, 2 ended). */
export const appraiseTransitions = {
  update: { label: '修改', from: [0] },
  remove: { label: '删除', from: [0] },
  publish: { label: '发布', from: [0], to: 1 },
  end: { label: '结束', from: [1], to: 2 },
  remind: { label: '提醒', from: [1] },
  submit: { label: '评议', from: [1] },
} as const;
export type AppraiseStep = keyof typeof appraiseTransitions;

function checkStep(step: AppraiseStep, row: Row): void {
  const t = appraiseTransitions[step];
  if (!(t.from as readonly number[]).includes(row.state)) {
    throw illegalState(`${what(row.kind)}当前状态为「${appraiseStateLabel[row.state]}」，不能${t.label}`);
  }
}

// ---------- reading ----------

async function load(q: Queryable, kind: AppraiseKind, id: string, lock = false): Promise<Row> {
  const base = q
    .select()
    .from(A)
    .where(and(eq(A.id, id), eq(A.kind, kind), isNull(A.deletedAt)))
    .limit(1);
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw notFound(what(kind));
  return row;
}

/**
 * Correlated subqueries name the outer columns in full: in a one-table select
 * drizzle leaves column names unqualified, and "id" or "user_id" would then
 * resolve to the inner table.
 */
const outerId = sql.raw('"proposal_appraise"."id"');
const outerUser = sql.raw('"proposal_appraise_participant"."user_id"');
const targetCountOf = sql<number>`(select count(*)::int from ${T} where ${T.appraiseId} = ${outerId})`;
const participantCountOf = sql<number>`(select count(*)::int from ${M} where ${M.appraiseId} = ${outerId})`;
/** participants who appraised every target */
const finishedCountOf = sql<number>`(select count(*)::int from ${M} where ${M.appraiseId} = ${outerId}
  and (select count(*) from ${R} where ${R.appraiseId} = ${outerId} and ${R.userId} = ${outerUser}) >= ${targetCountOf})`;

const listFields = { row: A, targetCount: targetCountOf, participantCount: participantCountOf, finishedCount: finishedCountOf };

async function present(q: Queryable, rows: { row: Row; targetCount: number; participantCount: number; finishedCount: number }[]) {
  const names = await proposalSessionNames(
    q,
    rows.flatMap((r) => (r.row.sessionId ? [r.row.sessionId] : [])),
  );
  return rows.map(
    ({ row, targetCount, participantCount, finishedCount }): AppraiseItem => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      year: row.year,
      sessionId: row.sessionId,
      sessionName: row.sessionId ? (names.get(row.sessionId) ?? null) : null,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      description: row.description,
      state: row.state,
      stateName: appraiseStateLabel[row.state] ?? String(row.state),
      targetCount: Number(targetCount),
      participantCount: Number(participantCount),
      finishedCount: Number(finishedCount),
      publishedAt: iso(row.publishedAt),
      endedAt: iso(row.endedAt),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

type PageQuery = z.output<typeof appraisePageQuery>;

/** mgt/list and mgt/unevaluated (published ones, with how many finished). */
export async function pageAppraise(q: Queryable, kind: AppraiseKind, f: PageQuery, published = false): Promise<PageResult<AppraiseItem>> {
  const where = and(
    eq(A.kind, kind),
    isNull(A.deletedAt),
    f.keyword ? ilike(A.title, likePattern(f.keyword)) : undefined,
    f.year !== undefined ? eq(A.year, f.year) : undefined,
    f.state !== undefined ? eq(A.state, f.state) : undefined,
    published ? inArray(A.state, [1, 2]) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q.select(listFields).from(A).where(where).orderBy(desc(A.createdAt), desc(A.id)).limit(f.pageSize).offset(offsetOf(f)),
    q.select({ total: count() }).from(A).where(where),
  ]);
  return { list: await present(q, rows), total };
}

async function itemOf(q: Queryable, row: Row): Promise<AppraiseItem> {
  const [r] = await q.select(listFields).from(A).where(eq(A.id, row.id));
  return (await present(q, [r]))[0];
}

async function targetsOf(q: Queryable, id: string) {
  return q
    .select({ id: T.id, targetId: T.targetId, name: T.name, extra: T.extra })
    .from(T)
    .where(eq(T.appraiseId, id))
    .orderBy(asc(T.sort), asc(T.id));
}

/** mgt/form (edit) and the detail of one appraisal. */
export async function appraiseDetail(q: Queryable, kind: AppraiseKind, id: string): Promise<AppraiseDetail> {
  const row = await load(q, kind, id);
  const [item, targets, participants] = await Promise.all([
    itemOf(q, row),
    targetsOf(q, id),
    q.select({ userId: M.userId, username: M.username }).from(M).where(eq(M.appraiseId, id)).orderBy(asc(M.createdAt), asc(M.id)),
  ]);
  return { ...item, targets, participants, allMembers: row.allMembers };
}

// ---------- the office's steps ----------

/** Targets as chosen: filed proposals (appraise) or handling units and systems (appraiseUnit); their names are kept. */
async function resolveTargets(q: Queryable, kind: AppraiseKind, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found =
    kind === 'proposal'
      ? (
          await q
            .select({ id: proposal.id, name: proposal.title, number: proposal.number, proposerName: proposal.proposerName })
            .from(proposal)
            .where(and(inArray(proposal.id, unique), isNull(proposal.deletedAt), eq(proposal.caseState, 3), isNull(proposal.mergedIntoId)))
        ).map((r) => ({ id: r.id, name: r.name, extra: `${r.number ? `第${r.number}号　` : ''}${r.proposerName}` }))
      : (
          await q
            .select({ id: org.id, name: org.name })
            .from(org)
            .where(
              and(
                inArray(org.id, unique),
                isNull(org.deletedAt),
                eq(org.kind, 'unit'),
                inArray(org.collectiveType, [CollectiveType.handlingUnit, CollectiveType.handlingSystem]),
              ),
            )
        ).map((r) => ({ ...r, extra: null as string | null }));
  const byId = new Map(found.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length) {
    throw badRequest(kind === 'proposal' ? '评议对象只能是已立案的提案，所选提案不存在或未立案' : '评议对象只能是承办单位，所选单位不存在');
  }
  return unique.map((id, i) => ({ ...byId.get(id)!, sort: i }));
}

/** Members of the current term who can sign in. */
async function termMembers(q: Queryable, ids?: string[]): Promise<{ id: string; username: string }[]> {
  const term = await currentTerm(q);
  if (!term) return [];
  return q
    .selectDistinct({ id: user.id, username: user.username })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(
      and(
        eq(memberProfile.sessionId, term.id),
        eq(user.userType, 1),
        eq(user.enabled, true),
        isNull(user.deletedAt),
        ids ? inArray(user.id, ids) : undefined,
      ),
    );
}

async function resolveParticipants(q: Queryable, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await termMembers(q, unique);
  if (found.length !== unique.length) throw badRequest('参评委员只能是本届在任委员，所选人员中有不存在或不是委员的');
  const order = new Map(unique.map((id, i) => [id, i]));
  return found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

async function checkSession(q: Queryable, sessionId: string | undefined) {
  if (sessionId && !(await getProposalSession(q, sessionId))) throw badRequest('提案届次不存在');
}

async function writeChildren(
  tx: Tx,
  id: string,
  targets: Awaited<ReturnType<typeof resolveTargets>>,
  people: { id: string; username: string }[],
) {
  await tx.delete(T).where(eq(T.appraiseId, id));
  await tx.delete(M).where(eq(M.appraiseId, id));
  if (targets.length) {
    await tx
      .insert(T)
      .values(targets.map((t) => ({ id: newId(), appraiseId: id, targetId: t.id, name: t.name, extra: t.extra, sort: t.sort })));
  }
  if (people.length) await tx.insert(M).values(people.map((u) => ({ id: newId(), appraiseId: id, userId: u.id, username: u.username })));
}

const valuesOf = (b: Fields) => ({
  title: b.title,
  year: b.year,
  sessionId: b.sessionId ?? null,
  startTime: new Date(b.startTime),
  endTime: new Date(b.endTime),
  description: b.description ?? null,
  allMembers: b.participantIds.length === 0,
});

export async function addAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, b: Fields): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    await checkSession(tx, b.sessionId);
    const [targets, people] = await Promise.all([resolveTargets(tx, kind, b.targetIds), resolveParticipants(tx, b.participantIds)]);
    const id = newId();
    await tx.insert(A).values({ id, kind, ...valuesOf(b), state: 0, createdBy: c.actor.userId });
    await writeChildren(tx, id, targets, people);
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'create',
      detail: { kind, title: b.title, targets: targets.length },
    });
    return { id };
  });
}

export async function updateAppraise(
  ctx: AppContext,
  c: Caller,
  kind: AppraiseKind,
  b: z.output<typeof appraiseUpdateBody>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await load(tx, kind, b.id, true);
    checkStep('update', row);
    await checkSession(tx, b.sessionId);
    const [targets, people] = await Promise.all([resolveTargets(tx, kind, b.targetIds), resolveParticipants(tx, b.participantIds)]);
    await tx
      .update(A)
      .set({ ...valuesOf(b), updatedAt: new Date() })
      .where(eq(A.id, row.id));
    await writeChildren(tx, row.id, targets, people);
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'update',
      detail: { kind, title: b.title, targets: targets.length },
    });
  });
}

export async function deleteAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await load(tx, kind, id, true);
      checkStep('remove', row);
      await tx.update(A).set({ deletedAt: new Date() }).where(eq(A.id, id));
      await audit(tx, c.actor, { objectType: OBJECT, objectId: id, action: 'delete', detail: { kind, title: row.title } });
    }
  });
}

/** 0 → 1: fixes the participants (every member of the term when none were chosen) and tells them. */
export async function publishAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, id: string): Promise<void> {
  await withEffects(ctx, async (tx, fx) => {
    const row = await load(tx, kind, id, true);
    checkStep('publish', row);
    const [{ n: targets }] = await tx.select({ n: count() }).from(T).where(eq(T.appraiseId, id));
    if (!targets) throw badRequest(`请先选择${appraiseTargetLabel[kind]}`);
    if (row.allMembers) {
      const people = await termMembers(tx);
      await tx.delete(M).where(eq(M.appraiseId, id));
      if (people.length)
        await tx.insert(M).values(people.map((u) => ({ id: newId(), appraiseId: id, userId: u.id, username: u.username })));
    }
    const participants = await tx.select({ userId: M.userId }).from(M).where(eq(M.appraiseId, id));
    if (!participants.length) throw badRequest('没有参评委员，不能发布');
    if (row.endTime <= new Date()) throw badRequest('结束时间已过，请修改结束时间后再发布');
    await tx.update(A).set({ state: 1, publishedAt: new Date(), updatedAt: new Date() }).where(eq(A.id, id));
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'publish',
      detail: { kind, participants: participants.length, targets },
    });
    await fx.notify({
      userIds: participants.map((p) => p.userId),
      title: `${what(kind)}：${row.title}`,
      content: `请于${row.endTime.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}前完成「${row.title}」。`,
      url: `/proposal/${kind === 'proposal' ? 'appraise' : 'appraiseUnit'}/member/target?id=${id}`,
      sender: { userId: c.actor.userId, username: c.actor.username },
    });
  });
}

export async function endAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await load(tx, kind, id, true);
    checkStep('end', row);
    await tx.update(A).set({ state: 2, endedAt: new Date(), updatedAt: new Date() }).where(eq(A.id, id));
    await audit(tx, c.actor, { objectType: OBJECT, objectId: id, action: 'end', detail: { kind } });
  });
}

/** Tells the participants who have not finished (all of them, or those chosen). */
export async function remindAppraise(
  ctx: AppContext,
  c: Caller,
  kind: AppraiseKind,
  b: z.output<typeof appraiseRemindBody>,
): Promise<{ count: number }> {
  return withEffects(ctx, async (tx, fx) => {
    const row = await load(tx, kind, b.appraiseId, true);
    checkStep('remind', row);
    const owing = (await unfinished(tx, row.id, undefined)).filter((p) => !b.userIds.length || b.userIds.includes(p.userId));
    if (!owing.length) throw badRequest('没有需要提醒的委员');
    const ids = owing.map((p) => p.userId);
    await tx
      .update(M)
      .set({ remindedAt: new Date() })
      .where(and(eq(M.appraiseId, row.id), inArray(M.userId, ids)));
    await audit(tx, c.actor, { objectType: OBJECT, objectId: row.id, action: 'remind', detail: { kind, count: ids.length } });
    await fx.notify({
      userIds: ids,
      title: `${what(kind)}提醒：${row.title}`,
      content: `您还有未完成的${what(kind)}「${row.title}」，请于${row.endTime.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}前完成。`,
      url: `/proposal/${kind === 'proposal' ? 'appraise' : 'appraiseUnit'}/member/target?id=${row.id}`,
      sender: { userId: c.actor.userId, username: c.actor.username },
    });
    return { count: ids.length };
  });
}

// ---------- statistics ----------

/** mgt/statistics: per target, counted in the database. */
export async function appraiseStatistics(q: Queryable, kind: AppraiseKind, id: string): Promise<AppraiseStatistics> {
  const row = await load(q, kind, id);
  const rows = await q
    .select({
      targetRowId: T.id,
      targetId: T.targetId,
      name: T.name,
      extra: T.extra,
      count: sql<number>`count(${R.id})::int`,
      satisfied: sql<number>`(count(*) filter (where ${R.grade} = 1))::int`,
      basically: sql<number>`(count(*) filter (where ${R.grade} = 2))::int`,
      not: sql<number>`(count(*) filter (where ${R.grade} = 0))::int`,
      avgScore: sql<number | null>`round(avg(${R.score}), 2)::float8`,
    })
    .from(T)
    .leftJoin(R, eq(R.targetRowId, T.id))
    .where(eq(T.appraiseId, id))
    .groupBy(T.id, T.targetId, T.name, T.extra, T.sort)
    .orderBy(asc(T.sort), asc(T.id));
  return {
    appraise: await itemOf(q, row),
    rows: rows.map((r) => {
      const n = Number(r.count);
      return {
        ...r,
        count: n,
        satisfied: Number(r.satisfied),
        basically: Number(r.basically),
        not: Number(r.not),
        avgScore: r.avgScore === null ? null : Number(r.avgScore),
        satisfactionRate: n ? Math.round(((Number(r.satisfied) + Number(r.basically)) * 1000) / n) / 10 : null,
      };
    }),
  };
}

function presentRecord(r: typeof R.$inferSelect, targetName: string): AppraiseRecordItem {
  return {
    id: r.id,
    appraiseId: r.appraiseId,
    targetRowId: r.targetRowId,
    targetName,
    userId: r.userId,
    username: r.username,
    grade: r.grade,
    gradeName: appraiseGradeLabel[r.grade] ?? String(r.grade),
    score: r.score,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** mgt/statisticsDetailList: the appraisals of one appraisal (or one target of it). */
export async function pageRecords(
  q: Queryable,
  kind: AppraiseKind,
  f: z.output<typeof appraiseRecordPageQuery>,
): Promise<PageResult<AppraiseRecordItem>> {
  await load(q, kind, f.appraiseId);
  const where = and(
    eq(R.appraiseId, f.appraiseId),
    f.targetRowId ? eq(R.targetRowId, f.targetRowId) : undefined,
    f.grade !== undefined ? eq(R.grade, f.grade) : undefined,
    f.keyword ? or(ilike(R.username, likePattern(f.keyword)), ilike(R.comment, likePattern(f.keyword))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select({ r: R, targetName: T.name })
      .from(R)
      .innerJoin(T, eq(T.id, R.targetRowId))
      .where(where)
      .orderBy(desc(R.updatedAt), desc(R.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(R).where(where),
  ]);
  return { list: rows.map((x) => presentRecord(x.r, x.targetName)), total };
}

async function unfinished(q: Queryable, appraiseId: string, keyword: string | undefined, page?: { limit: number; offset: number }) {
  const done = sql<number>`(select count(*)::int from ${R} where ${R.appraiseId} = ${appraiseId} and ${R.userId} = ${outerUser})`;
  const targets = sql<number>`(select count(*)::int from ${T} where ${T.appraiseId} = ${appraiseId})`;
  const where = and(eq(M.appraiseId, appraiseId), sql`${done} < ${targets}`, keyword ? ilike(M.username, likePattern(keyword)) : undefined);
  const base = q
    .select({ userId: M.userId, username: M.username, mobile: user.mobile, done, targets })
    .from(M)
    .leftJoin(user, eq(user.id, M.userId))
    .where(where)
    .orderBy(asc(M.createdAt), asc(M.id));
  return page ? base.limit(page.limit).offset(page.offset) : base;
}

/** mgt/unevaluatedList: participants of one appraisal who still owe appraisals. */
export async function pageUnevaluated(
  q: Queryable,
  kind: AppraiseKind,
  f: z.output<typeof unevaluatedPageQuery>,
): Promise<PageResult<UnevaluatedItem>> {
  await load(q, kind, f.appraiseId);
  const [rows, all] = await Promise.all([
    unfinished(q, f.appraiseId, f.keyword, { limit: f.pageSize, offset: offsetOf(f) }),
    q
      .select({ total: count() })
      .from(M)
      .where(
        and(
          eq(M.appraiseId, f.appraiseId),
          sql`(select count(*) from ${R} where ${R.appraiseId} = ${f.appraiseId} and ${R.userId} = ${outerUser}) < (select count(*) from ${T} where ${T.appraiseId} = ${f.appraiseId})`,
          f.keyword ? ilike(M.username, likePattern(f.keyword)) : undefined,
        ),
      ),
  ]);
  return {
    list: rows.map((r) => ({
      userId: r.userId,
      username: r.username,
      mobile: r.mobile ?? null,
      done: Number(r.done),
      remaining: Number(r.targets) - Number(r.done),
    })),
    total: all[0].total,
  };
}

// ---------- the member's side ----------

const isOpen = (row: Row, now = new Date()) => row.state === 1 && row.startTime <= now && now < row.endTime;

/** member/list (and member/result with appraised = true): appraisals the caller takes part in, once published. */
export async function pageMine(
  q: Queryable,
  userId: string,
  kind: AppraiseKind,
  f: PageQuery & { appraised?: boolean },
): Promise<PageResult<MyAppraiseItem>> {
  const doneOf = sql<number>`(select count(*)::int from ${R} where ${R.appraiseId} = ${outerId} and ${R.userId} = ${userId})`;
  const where = and(
    eq(A.kind, kind),
    isNull(A.deletedAt),
    inArray(A.state, [1, 2]),
    sql`exists (select 1 from ${M} where ${M.appraiseId} = ${outerId} and ${M.userId} = ${userId})`,
    f.keyword ? ilike(A.title, likePattern(f.keyword)) : undefined,
    f.year !== undefined ? eq(A.year, f.year) : undefined,
    f.state !== undefined ? eq(A.state, f.state) : undefined,
    f.appraised ? sql`${doneOf} > 0` : undefined,
  ) as SQL;
  const [rows, [{ total }]] = await Promise.all([
    q
      .select({ ...listFields, done: doneOf })
      .from(A)
      .where(where)
      .orderBy(asc(A.state), desc(A.endTime), desc(A.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(A).where(where),
  ]);
  const items = await present(q, rows);
  return { list: items.map((it, i) => ({ ...it, done: Number(rows[i].done), open: isOpen(rows[i].row) })), total };
}

async function loadMine(q: Queryable, kind: AppraiseKind, id: string, userId: string): Promise<Row> {
  const row = await load(q, kind, id);
  const [m] = await q
    .select({ id: M.id })
    .from(M)
    .where(and(eq(M.appraiseId, id), eq(M.userId, userId)))
    .limit(1);
  // not a participant, or not yet published: it does not exist for this member
  if (!m || row.state === 0) throw notFound(what(kind));
  return row;
}

/** member/target and member/result/detail: the targets with the caller's own appraisal of each. */
export async function myTargets(q: Queryable, kind: AppraiseKind, id: string, userId: string): Promise<MyTargets> {
  const row = await loadMine(q, kind, id, userId);
  const [targets, records, item] = await Promise.all([
    targetsOf(q, id),
    q
      .select()
      .from(R)
      .where(and(eq(R.appraiseId, id), eq(R.userId, userId))),
    itemOf(q, row),
  ]);
  const byTarget = new Map(records.map((r) => [r.targetRowId, r]));
  const done = records.length;
  return {
    appraise: { ...item, done, open: isOpen(row) },
    targets: targets.map((t) => {
      const r = byTarget.get(t.id);
      return {
        ...t,
        record: r ? { id: r.id, grade: r.grade, score: r.score, comment: r.comment, updatedAt: r.updatedAt.toISOString() } : null,
      };
    }),
  };
}

/** member/form: appraise one target; appraising it again while the appraisal is open replaces the earlier one. */
export async function submitAppraisal(
  ctx: AppContext,
  c: Caller,
  kind: AppraiseKind,
  b: z.output<typeof appraiseSubmitBody>,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await loadMine(tx, kind, b.appraiseId, c.principal.userId);
    checkStep('submit', row);
    const now = new Date();
    if (now < row.startTime) throw illegalState(`${what(kind)}尚未开始，不能评议`);
    if (now >= row.endTime) throw illegalState(`${what(kind)}已结束，不能评议`);
    const [target] = await tx
      .select({ id: T.id, name: T.name })
      .from(T)
      .where(and(eq(T.id, b.targetRowId), eq(T.appraiseId, row.id)))
      .limit(1);
    if (!target) throw badRequest(`${appraiseTargetLabel[kind]}不在本次${what(kind)}中`);
    if (b.grade === 0 && !b.comment) throw badRequest('评价为不满意时请填写意见建议');
    const id = newId();
    const [saved] = await tx
      .insert(R)
      .values({
        id,
        appraiseId: row.id,
        targetRowId: target.id,
        userId: c.principal.userId,
        username: c.principal.username,
        grade: b.grade,
        score: b.score,
        comment: b.comment ?? null,
      })
      .onConflictDoUpdate({
        target: [R.targetRowId, R.userId],
        set: { grade: b.grade, score: b.score, comment: b.comment ?? null, updatedAt: now },
      })
      .returning({ id: R.id });
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: saved.id === id ? 'appraise' : 'reappraise',
      detail: { kind, target: target.name, grade: b.grade, score: b.score },
    });
    return { id: saved.id };
  });
}

// ---------- pickers for the form ----------

export async function targetOptions(q: Queryable, kind: AppraiseKind, keyword?: string, sessionId?: string) {
  if (kind === 'proposal') {
    const numeric = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    const rows = await q
      .select({ id: proposal.id, name: proposal.title, number: proposal.number, proposerName: proposal.proposerName })
      .from(proposal)
      .where(
        and(
          isNull(proposal.deletedAt),
          eq(proposal.caseState, 3),
          isNull(proposal.mergedIntoId),
          sessionId ? eq(proposal.sessionId, sessionId) : undefined,
          keyword
            ? or(
                ilike(proposal.title, likePattern(keyword)),
                ilike(proposal.proposerName, likePattern(keyword)),
                numeric !== null ? eq(proposal.number, numeric) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(desc(proposal.year), asc(proposal.number))
      .limit(50);
    return rows.map((r) => ({ id: r.id, name: r.name, extra: `${r.number ? `第${r.number}号　` : ''}${r.proposerName}` }));
  }
  const rows = await q
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(
      and(
        isNull(org.deletedAt),
        eq(org.kind, 'unit'),
        inArray(org.collectiveType, [CollectiveType.handlingUnit, CollectiveType.handlingSystem]),
        keyword ? ilike(org.name, likePattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(org.sort), asc(org.name))
    .limit(200);
  return rows.map((r) => ({ ...r, extra: null }));
}

export async function memberOptions(q: Queryable, keyword?: string) {
  const term = await currentTerm(q);
  if (!term) return [];
  return q
    .selectDistinct({ id: user.id, name: user.username, sort: user.sort })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(
      and(
        eq(memberProfile.sessionId, term.id),
        eq(user.userType, 1),
        eq(user.enabled, true),
        isNull(user.deletedAt),
        keyword ? ilike(user.username, likePattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(user.sort), asc(user.id))
    .limit(50)
    .then((rows) => rows.map((r) => ({ id: r.id, name: r.name, extra: null })));
}
