import type { PageResult, yearSummaryItem, yearSummaryPageQuery } from '@cppcc/contracts';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { forbidden, notFound } from '../../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../../platform/http/paging';
import { scopeOf } from '../core/access';
import { proposalYearSummary } from '../tables';
import { presentSummary } from './year-summary';

/** Office: submitted summaries of every unit; a unit: its own, drafts included. */
export async function pageYearSummaries(
  q: Queryable,
  principal: Principal,
  f: z.output<typeof yearSummaryPageQuery>,
): Promise<PageResult<z.infer<typeof yearSummaryItem>>> {
  const s = await scopeOf(q, principal);
  if (s.kind === 'proposer') throw forbidden();
  const where = and(
    s.kind === 'office' ? eq(proposalYearSummary.state, 1) : inArray(proposalYearSummary.unitId, s.unitIds),
    f.year !== undefined ? eq(proposalYearSummary.year, f.year) : undefined,
    f.unitId ? eq(proposalYearSummary.unitId, f.unitId) : undefined,
    f.state !== undefined ? eq(proposalYearSummary.state, f.state) : undefined,
    f.keyword
      ? or(ilike(proposalYearSummary.title, likePattern(f.keyword)), ilike(proposalYearSummary.unitName, likePattern(f.keyword)))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select()
      .from(proposalYearSummary)
      .where(where)
      .orderBy(
        ...orderOf({ year: proposalYearSummary.year, updatedAt: proposalYearSummary.updatedAt }, f.sort, f.order, [
          desc(proposalYearSummary.year),
          desc(proposalYearSummary.updatedAt),
        ]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(proposalYearSummary).where(where),
  ]);
  return { total, list: rows.map(presentSummary) };
}

export async function yearSummaryDetail(q: Queryable, principal: Principal, id: string) {
  const s = await scopeOf(q, principal);
  const [row] = await q.select().from(proposalYearSummary).where(eq(proposalYearSummary.id, id)).limit(1);
  const visible = row && (s.kind === 'office' ? row.state === 1 : s.kind === 'unit' && s.unitIds.includes(row.unitId));
  if (!visible) throw notFound('年度总结');
  return presentSummary(row);
}
