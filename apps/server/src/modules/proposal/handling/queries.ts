import type {
  PageResult,
  remindPageQuery,
  requestItem,
  requestPageQuery,
  UnitRequestKindValue,
  unitRecordPageQuery,
} from '@cppcc/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { forbidden } from '../../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../../platform/http/paging';
import { iso } from '../../../platform/time/iso';
import { type Scope, scopeOf } from '../core/access';
import { presentUnit } from '../core/units';
import { proposal, proposalRemind, proposalUnit, proposalUnitRequest } from '../tables';

/** Office: every unit; a unit: its own (and, for a handling system, its units'). */
function unitScope(s: Scope, column: Parameters<typeof inArray>[0]): SQL | undefined {
  if (s.kind === 'office') return undefined;
  if (s.kind === 'unit') return inArray(column, s.unitIds);
  throw forbidden();
}

const titleMatch = (keyword: string | undefined) =>
  keyword
    ? or(ilike(proposal.title, likePattern(keyword)), /^\d{1,9}$/.test(keyword) ? eq(proposal.number, Number(keyword)) : undefined)
    : undefined;

/** backRecord / delayRecord: the units' requests and the office's decisions. */
export async function pageRequests(
  q: Queryable,
  principal: Principal,
  kind: UnitRequestKindValue,
  f: z.output<typeof requestPageQuery>,
): Promise<PageResult<z.infer<typeof requestItem>>> {
  const s = await scopeOf(q, principal);
  const where = and(
    eq(proposalUnitRequest.kind, kind),
    unitScope(s, proposalUnitRequest.unitId),
    f.status !== undefined ? eq(proposalUnitRequest.status, f.status) : undefined,
    f.unitId ? eq(proposalUnitRequest.unitId, f.unitId) : undefined,
    titleMatch(f.keyword),
  );
  const base = q.select().from(proposalUnitRequest).innerJoin(proposal, eq(proposal.id, proposalUnitRequest.proposalId));
  const [rows, [{ total }]] = await Promise.all([
    base
      .where(where)
      .orderBy(
        ...orderOf({ createdAt: proposalUnitRequest.createdAt }, f.sort, f.order, [
          desc(proposalUnitRequest.createdAt),
          desc(proposalUnitRequest.id),
        ]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q
      .select({ total: count() })
      .from(proposalUnitRequest)
      .innerJoin(proposal, eq(proposal.id, proposalUnitRequest.proposalId))
      .where(where),
  ]);
  return {
    total,
    list: rows.map(({ proposal_unit_request: r, proposal: p }) => ({
      id: r.id,
      kind: r.kind,
      proposalId: r.proposalId,
      number: p.number,
      title: p.title,
      unitId: r.unitId,
      unitName: r.unitName,
      reason: r.reason,
      delayDate: r.delayDate,
      oldDeadline: r.oldDeadline,
      status: r.status,
      applicantName: r.applicantName,
      deciderName: r.deciderName,
      opinion: r.opinion,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
    })),
  };
}

/** remindRecord: automatic and manual reminders. */
export async function pageReminds(q: Queryable, principal: Principal, f: z.output<typeof remindPageQuery>) {
  const s = await scopeOf(q, principal);
  const where = and(
    unitScope(s, proposalRemind.unitId),
    f.unitId ? eq(proposalRemind.unitId, f.unitId) : undefined,
    f.threshold !== undefined ? eq(proposalRemind.threshold, f.threshold) : undefined,
    titleMatch(f.keyword),
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select()
      .from(proposalRemind)
      .innerJoin(proposal, eq(proposal.id, proposalRemind.proposalId))
      .where(where)
      .orderBy(
        ...orderOf({ createdAt: proposalRemind.createdAt }, f.sort, f.order, [desc(proposalRemind.createdAt), desc(proposalRemind.id)]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(proposalRemind).innerJoin(proposal, eq(proposal.id, proposalRemind.proposalId)).where(where),
  ]);
  return {
    total,
    list: rows.map(({ proposal_remind: r, proposal: p }) => ({
      id: r.id,
      proposalId: r.proposalId,
      number: p.number,
      title: p.title,
      unitId: r.unitId,
      unitName: r.unitName,
      threshold: r.threshold,
      way: r.way,
      deadline: r.deadline,
      content: r.content,
      senderName: r.senderName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** preAssignRecord / assignRecord: one row per unit assignment. */
export async function pageUnitRecords(
  q: Queryable,
  principal: Principal,
  phase: 'pre' | 'formal',
  f: z.output<typeof unitRecordPageQuery>,
) {
  const s = await scopeOf(q, principal);
  const where = and(
    eq(proposalUnit.phase, phase),
    isNull(proposal.deletedAt),
    unitScope(s, proposalUnit.unitId),
    f.unitId ? eq(proposalUnit.unitId, f.unitId) : undefined,
    f.preFeedback !== undefined ? eq(proposalUnit.preFeedback, f.preFeedback) : undefined,
    f.signState !== undefined ? eq(proposalUnit.signState, f.signState) : undefined,
    titleMatch(f.keyword),
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select()
      .from(proposalUnit)
      .innerJoin(proposal, eq(proposal.id, proposalUnit.proposalId))
      .where(where)
      .orderBy(
        ...orderOf({ createdAt: proposalUnit.createdAt, deadline: proposalUnit.deadline, number: proposal.number }, f.sort, f.order, [
          desc(proposalUnit.createdAt),
          desc(proposalUnit.id),
        ]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(proposalUnit).innerJoin(proposal, eq(proposal.id, proposalUnit.proposalId)).where(where),
  ]);
  return {
    total,
    list: rows.map(({ proposal_unit: u, proposal: p }) => ({ ...presentUnit(u), proposalId: p.id, number: p.number, title: p.title })),
  };
}
