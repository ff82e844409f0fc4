import { ProposalPerm as P } from '@cppcc/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import { hasPermission } from '../../../platform/auth/plugin';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { proposal } from '../tables';
import { scopeOf, visibleCondition } from './access';

/**
 * The permissions that open a proposal's detail (GET /proposal/detail/{id}); which proposals then
 * follows from the caller's scope. Other areas that show a proposal's text ask through the two
 * readers below, so they answer exactly as the detail does (issue 13, finding 4).
 */
export const proposalReaderPermissions: string[] = [
  P.myList,
  P.jointList,
  P.openList,
  P.reference,
  P.allList,
  P.signList,
  P.preSignList,
  P.handlingList,
  P.finishList,
];

/** The ids among `ids` whose text the caller may read: live, in the caller's scope, with a reader permission. */
export async function readableProposalIds(q: Queryable, principal: Principal, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length || !hasPermission(principal, proposalReaderPermissions)) return new Set();
  const scope = await scopeOf(q, principal);
  const rows = await q
    .select({ id: proposal.id })
    .from(proposal)
    .where(and(inArray(proposal.id, wanted), isNull(proposal.deletedAt), visibleCondition(q, scope)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the caller may read one proposal, by the detail's rule. */
export async function canReadProposal(q: Queryable, principal: Principal, id: string): Promise<boolean> {
  return (await readableProposalIds(q, principal, [id])).has(id);
}

/** Used by readers that only know the row is public: the same permission gate the detail has. */
export const mayReadProposals = (principal: Principal): boolean => hasPermission(principal, proposalReaderPermissions);
