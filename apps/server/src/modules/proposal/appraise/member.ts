import {
  type AppraiseKind,
  type appraiseSubmitBody,
  appraiseTargetLabel,
  type MyAppraiseItem,
  type MyTargets,
  type PageResult,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, illegalState, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/http/caller';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { currentTerm, termMemberIds } from '../../member';
import { handlingUnitOptions, liveAccountsAmong } from '../../system';
import { proposal } from '../tables';
import { A, checkStep, M, OBJECT, R, type Row, T, what } from './machine';
import { itemOf, listFields, load, outerId, type PageQuery, present, targetsOf } from './queries';

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
  const rows = await handlingUnitOptions(q, { keyword, limit: 200 });
  return rows.map((r) => ({ ...r, extra: null }));
}

export async function memberOptions(q: Queryable, keyword?: string) {
  const term = await currentTerm(q);
  if (!term) return [];
  const rows = await liveAccountsAmong(q, termMemberIds(q, term.id), { userTypes: [1], enabledOnly: true, keyword, limit: 50 });
  return rows.map((r) => ({ id: r.id, name: r.username, extra: null }));
}
