import { CollectiveType, ProposalPerm, RoleCode, UserType } from '@cppcc/contracts';
import { and, eq, exists, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import { visibleOrgIds } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { forbidden, notFound } from '../../../platform/errors';
import { descendantsOf } from '../../../platform/tree';
import { liveOrgTree } from '../../system';
import { proposal, proposalJoint, proposalUnit } from '../tables';

/**
 * Whose proposals a caller sees (brief: office all; a unit only what is
 * assigned to it; a member own, co-signed and public ones).
 */
export type Scope =
  | { kind: 'office'; userId: string }
  | { kind: 'unit'; userId: string; unitIds: string[]; isSystem: boolean }
  | { kind: 'proposer'; userId: string; orgId: string | null };

const isUnitAccount = (p: Principal) =>
  p.roleCodes.includes(RoleCode.handlingUnit) ||
  p.collectiveType === CollectiveType.handlingUnit ||
  p.collectiveType === CollectiveType.handlingSystem;

/**
 * Office staff are those granted the full proposal list; handling-unit accounts
 * act for their organisation, and a handling system (承办系统) also for the
 * units under it. Everyone else is a (possible) proposer.
 */
export async function scopeOf(q: Queryable, p: Principal): Promise<Scope> {
  if (p.permissions.has(ProposalPerm.allList)) return { kind: 'office', userId: p.userId };
  if (isUnitAccount(p) && p.orgId) {
    const isSystem = p.collectiveType === CollectiveType.handlingSystem;
    const ids = new Set([p.orgId]);
    if (isSystem) for (const id of await childOrgIds(q, p.orgId)) ids.add(id);
    // a role granted a wider organisation scope widens what the unit account sees
    const granted = await visibleOrgIds(q, p);
    if (granted !== 'all') for (const id of granted) ids.add(id);
    return { kind: 'unit', userId: p.userId, unitIds: [...ids], isSystem };
  }
  return { kind: 'proposer', userId: p.userId, orgId: p.userType === UserType.collective ? p.orgId : null };
}

async function childOrgIds(q: Queryable, rootId: string): Promise<string[]> {
  const ids = descendantsOf(await liveOrgTree(q), [rootId]);
  ids.delete(rootId);
  return [...ids];
}

/** The proposer's own proposals: the account itself, or (collective users) the unit it acts for. */
export function ownCondition(s: { userId: string; orgId: string | null }): SQL {
  return s.orgId ? (or(eq(proposal.proposerId, s.userId), eq(proposal.proposerOrgId, s.orgId)) as SQL) : eq(proposal.proposerId, s.userId);
}

/** Proposals the user was invited to co-sign (submitted ones: a draft has not invited anybody yet). */
export function jointCondition(q: Queryable, userId: string): SQL {
  // an IN-subquery, not EXISTS: the planner may start from the user's few invitations (proposal_joint_user_idx)
  return and(
    ne(proposal.state, 0),
    inArray(proposal.id, q.select({ id: proposalJoint.proposalId }).from(proposalJoint).where(eq(proposalJoint.userId, userId))),
  ) as SQL;
}

/**
 * The same, as one arm of the proposer's visibility OR: `id = ANY(ARRAY(…))` is an index condition on the
 * primary key, so the OR becomes a BitmapOr of three index scans instead of a filter over every candidate
 * row (an IN-subquery inside OR can only be a per-row hashed filter). The array is the user's invitations: few.
 */
function jointArm(q: Queryable, userId: string): SQL {
  const invited = q.select({ id: proposalJoint.proposalId }).from(proposalJoint).where(eq(proposalJoint.userId, userId));
  return and(ne(proposal.state, 0), sql`${proposal.id} = any(array(${invited}))`) as SQL;
}

/** Proposals with an assignment row of one of the units (and the extra condition on that row). */
export function assignedCondition(q: Queryable, unitIds: string[], extra?: SQL): SQL {
  if (!unitIds.length) return sql`false`;
  return inArray(
    proposal.id,
    q
      .select({ id: proposalUnit.proposalId })
      .from(proposalUnit)
      .where(and(inArray(proposalUnit.unitId, unitIds), extra)),
  );
}

/** The same as a correlated EXISTS: inside the visibility OR it probes the proposal's few unit rows per candidate row. */
function assignedArm(q: Queryable, unitIds: string[]): SQL {
  if (!unitIds.length) return sql`false`;
  return exists(
    q
      .select({ one: sql`1` })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, proposal.id), inArray(proposalUnit.unitId, unitIds))),
  );
}

/** Public proposals: opened by the office (open status set) and past filing. */
export const publicCondition = and(isNotNull(proposal.openStatus), isNull(proposal.deletedAt)) as SQL;

/** The rows a scope may read. */
export function visibleCondition(q: Queryable, s: Scope): SQL | undefined {
  switch (s.kind) {
    case 'office':
      // somebody else's draft is nobody's business, not even the office's
      return or(ne(proposal.state, 0), eq(proposal.createdBy, s.userId));
    case 'unit':
      return or(assignedArm(q, s.unitIds), publicCondition);
    case 'proposer':
      return or(ownCondition(s), jointArm(q, s.userId), publicCondition);
  }
}

export type ProposalRow = typeof proposal.$inferSelect;

/** One live proposal the caller may read; outside the scope it does not exist (404, docs/decisions.md). */
export async function loadVisible(q: Queryable, s: Scope, id: string, lock = false): Promise<ProposalRow> {
  const base = q
    .select()
    .from(proposal)
    .where(and(eq(proposal.id, id), isNull(proposal.deletedAt), visibleCondition(q, s)))
    .limit(1);
  const [row] = lock ? await base.for('update', { of: proposal }) : await base;
  if (!row) throw notFound('提案');
  return row;
}

export function isOwner(s: Scope, p: ProposalRow): boolean {
  if (s.kind !== 'proposer') return false;
  return p.proposerId === s.userId || (!!s.orgId && p.proposerOrgId === s.orgId);
}

export function requireOffice(s: Scope): asserts s is Extract<Scope, { kind: 'office' }> {
  if (s.kind !== 'office') throw forbidden('只有提案委员会办公室可以执行此操作');
}

export function requireUnit(s: Scope): asserts s is Extract<Scope, { kind: 'unit' }> {
  if (s.kind !== 'unit') throw forbidden('只有承办单位可以执行此操作');
}
