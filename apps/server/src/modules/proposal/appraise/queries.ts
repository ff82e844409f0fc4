import {
  type AppraiseDetail,
  type AppraiseItem,
  type AppraiseKind,
  type AppraiseRecordItem,
  type AppraiseStatistics,
  appraiseGradeLabel,
  type appraisePageQuery,
  type appraiseRecordPageQuery,
  appraiseStateLabel,
  type PageResult,
  type UnevaluatedItem,
  type unevaluatedPageQuery,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { iso } from '../../../platform/time/iso';
import { accountMobiles } from '../../system';
import { proposalSessionNames } from '../setup';
import { A, M, R, type Row, T, what } from './machine';

// ---------- reading ----------

export async function load(q: Queryable, kind: AppraiseKind, id: string, lock = false): Promise<Row> {
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
export const outerId = sql.raw('"proposal_appraise"."id"');
const outerUser = sql.raw('"proposal_appraise_participant"."user_id"');
const targetCountOf = sql<number>`(select count(*)::int from ${T} where ${T.appraiseId} = ${outerId})`;
const participantCountOf = sql<number>`(select count(*)::int from ${M} where ${M.appraiseId} = ${outerId})`;
/** participants who appraised every target */
const finishedCountOf = sql<number>`(select count(*)::int from ${M} where ${M.appraiseId} = ${outerId}
  and (select count(*) from ${R} where ${R.appraiseId} = ${outerId} and ${R.userId} = ${outerUser}) >= ${targetCountOf})`;

export const listFields = { row: A, targetCount: targetCountOf, participantCount: participantCountOf, finishedCount: finishedCountOf };

export async function present(q: Queryable, rows: { row: Row; targetCount: number; participantCount: number; finishedCount: number }[]) {
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

export type PageQuery = z.output<typeof appraisePageQuery>;

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

export async function itemOf(q: Queryable, row: Row): Promise<AppraiseItem> {
  const [r] = await q.select(listFields).from(A).where(eq(A.id, row.id));
  return (await present(q, [r]))[0];
}

export async function targetsOf(q: Queryable, id: string) {
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

export async function unfinished(q: Queryable, appraiseId: string, keyword: string | undefined, page?: { limit: number; offset: number }) {
  const done = sql<number>`(select count(*)::int from ${R} where ${R.appraiseId} = ${appraiseId} and ${R.userId} = ${outerUser})`;
  const targets = sql<number>`(select count(*)::int from ${T} where ${T.appraiseId} = ${appraiseId})`;
  const where = and(eq(M.appraiseId, appraiseId), sql`${done} < ${targets}`, keyword ? ilike(M.username, likePattern(keyword)) : undefined);
  const base = q
    .select({ userId: M.userId, username: M.username, done, targets })
    .from(M)
    .where(where)
    .orderBy(asc(M.createdAt), asc(M.id))
    .$dynamic();
  const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
  // the page's mobiles in one lookup (accounts are the system area's); a deleted account's number still shows
  const mobiles = await accountMobiles(
    q,
    rows.map((r) => r.userId),
    { deleted: true },
  );
  return rows.map((r) => ({ ...r, mobile: mobiles.get(r.userId) ?? null }));
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
