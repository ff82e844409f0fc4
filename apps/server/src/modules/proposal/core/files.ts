import { and, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { AffairPolicy } from '../../../platform/policies';
import { proposal, proposalFeedback, proposalInstruction, proposalUnit, proposalYearSummary } from '../tables';
import { isOwner, loadVisible, type ProposalRow, scopeOf } from './access';

/**
 * Files of the proposal module are bound to a proposal, a unit's assignment (answer
 * letter), an instruction, a feedback or a yearly summary. Whoever cannot open the
 * proposal (or the summary) cannot read its files either, whatever `module` the
 * upload named; and only those who may edit an affair may attach files to it.
 */
type AffairKind = 'proposal' | 'unit' | 'instruction' | 'feedback' | 'summary';
interface Affair {
  kind: AffairKind;
  proposalId: string | null;
  /** the unit of an assignment or summary, the author of a feedback */
  ownerId: string | null;
  /** a summary's state (0 draft, 1 submitted) */
  state: number | null;
}

type Column = Parameters<typeof eq>[0];
/** The same four typed, aliased columns in every branch of the union. */
const row = (kind: AffairKind, proposalId: Column | null, ownerId: Column | null, state: Column | null) => ({
  kind: sql<AffairKind>`${kind}::text`.as('kind'),
  proposalId: (proposalId ? sql<string | null>`${proposalId}` : sql<string | null>`null::text`).as('proposal_id'),
  ownerId: (ownerId ? sql<string | null>`${ownerId}` : sql<string | null>`null::text`).as('owner_id'),
  state: (state ? sql<number | null>`${state}` : sql<number | null>`null::int`).as('state'),
});

async function affairOf(q: Queryable, id: string): Promise<Affair | null> {
  const [found] = await unionAll(
    q
      .select(row('proposal', proposal.id, null, null))
      .from(proposal)
      .where(eq(proposal.id, id)),
    q
      .select(row('unit', proposalUnit.proposalId, proposalUnit.unitId, null))
      .from(proposalUnit)
      .where(eq(proposalUnit.id, id)),
    q
      .select(row('instruction', proposalInstruction.proposalId, null, null))
      .from(proposalInstruction)
      .where(and(eq(proposalInstruction.id, id), isNull(proposalInstruction.deletedAt))),
    q
      .select(row('feedback', proposalFeedback.proposalId, proposalFeedback.authorId, null))
      .from(proposalFeedback)
      .where(eq(proposalFeedback.id, id)),
    q
      .select(row('summary', null, proposalYearSummary.unitId, proposalYearSummary.state))
      .from(proposalYearSummary)
      .where(eq(proposalYearSummary.id, id)),
  ).limit(1);
  return found ?? null;
}

/** The proposal when the caller may open it, else null (the detail's 404). */
async function visibleProposal(
  q: Queryable,
  p: Principal,
  id: string,
): Promise<{ row: ProposalRow; scope: Awaited<ReturnType<typeof scopeOf>> } | null> {
  const scope = await scopeOf(q, p);
  try {
    return { row: await loadVisible(q, scope, id), scope };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export async function mayReadProposalFiles(q: Queryable, p: Principal, affairId: string): Promise<boolean | undefined> {
  const a = await affairOf(q, affairId);
  if (!a) return undefined;
  if (a.kind === 'summary') {
    const scope = await scopeOf(q, p);
    if (scope.kind === 'office') return a.state === 1;
    return scope.kind === 'unit' && !!a.ownerId && scope.unitIds.includes(a.ownerId);
  }
  return !!a.proposalId && (await visibleProposal(q, p, a.proposalId)) !== null;
}

export async function mayBindProposalFiles(q: Queryable, p: Principal, affairId: string): Promise<boolean | undefined> {
  const a = await affairOf(q, affairId);
  if (!a) return undefined;
  if (a.kind === 'summary') return !!p.orgId && a.ownerId === p.orgId;
  if (a.kind === 'feedback') return a.ownerId === p.userId;
  const seen = a.proposalId ? await visibleProposal(q, p, a.proposalId) : null;
  if (!seen) return false;
  switch (a.kind) {
    case 'proposal':
      return seen.scope.kind === 'office' || isOwner(seen.scope, seen.row);
    case 'instruction':
      return seen.scope.kind === 'office';
    case 'unit':
      return seen.scope.kind === 'unit' && a.ownerId === p.orgId;
  }
}

/** Declared in the proposal manifest's `affairPolicies`. */
export const proposalAffairPolicy: AffairPolicy = { canRead: mayReadProposalFiles, canBind: mayBindProposalFiles };
