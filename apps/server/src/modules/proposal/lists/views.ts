import { CaseState, type ProposalListName, ProposalState, type proposalPageQuery, proposalStateLabel, SignState } from '@cppcc/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { assignedCondition, jointCondition, ownCondition, publicCondition, type Scope } from '../core/access';
import { proposal, proposalUnit } from '../tables';

export type Filters = z.output<typeof proposalPageQuery>;
type ScopeKind = Scope['kind'] | 'public';

export interface View {
  /** who may open it: office lists, unit lists, the proposer's lists, or public lists */
  scope: ScopeKind | 'mine';
  where: (q: Queryable, s: Scope) => SQL | undefined;
  sort: SQL[];
  /** for unit lists: which of the caller's assignment rows to show as myUnit */
  unitRows?: 'pre' | 'formal';
  /**
   * the only states its rows can be in (the where keeps it to them): sorted by state, such a list is
   * read one state after another, each from an index led by the state, instead of walking past every
   * proposal in the states before them
   */
  states?: number[];
  /**
   * the view's own condition already keeps its rows to `states`, so `state IN (…)` is not added to it:
   * on the all list (every state but 暂存) the IN would steer its filtered counts from a merge join on
   * proposal_live_idx to a hash join on a state index, twice as slow
   */
  statesImplied?: boolean;
  /**
   * every row the view's condition selects is inside the caller's data scope, so visibleCondition
   * adds nothing and is left out (without its OR a count is answered from indexes alone):
   *  - office views: no draft (state 0) can be in them, and drafts are all the office may not see.
   *    Either the view names its states, or its rows come from a step no draft can have been
   *    through (state-machine.ts has no way back to 0): marks need states 3/10/11/12, ratings
   *    10/11, merging a main proposal in 1/2/3, not filing 2; records are 12/14–16;
   *  - unit views: their rows have an assignment of the caller's unit or of a unit under it,
   *    which is what a unit may see.
   */
  inScope?: true;
  /**
   * its rows are mostly few (a unit's assignments, the marked proposals, one proposer's): read and counted
   * in one query (pageProposals, readFew), where a count first and then the same rows again for the page
   * did the same joins twice (a unit's 2,466 replies: two passes of 2,466 probes)
   */
  few?: true;
}

const inFlow = isNull(proposal.mergedIntoId);
const child = alias(proposal, 'child');
const bySubmitted = [desc(proposal.submittedAt), desc(proposal.id)];
/** every state but 暂存 (0): the states a submitted proposal can be in */
const submittedStates = Object.keys(proposalStateLabel)
  .map(Number)
  .filter((st) => st !== 0);
// nulls last: the order of proposal_year_number_idx
const byNumber = [sql`${proposal.year} desc nulls last`, asc(proposal.number), desc(proposal.id)];
export const unitIdsOf = (s: Scope) => (s.kind === 'unit' ? s.unitIds : []);
/** A handling system's lists over the units under it (takeSysAssignList / takeSysTrackList). */
const childUnitIds = (s: Scope, orgId: string | null) => (s.kind === 'unit' && s.isSystem ? s.unitIds.filter((id) => id !== orgId) : []);
export const formalActive = (extra?: SQL) => and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true), extra) as SQL;
const handlingSigns = [SignState.handling, SignState.delayed, SignState.returned, SignState.returnRejected, SignState.delayRejected];

/** Every list screen of spec 001 §2.5, as a preset over one query. */
export function viewsFor(orgId: string | null): Record<ProposalListName, View> {
  return {
    // proposers
    my: {
      scope: 'mine',
      where: (_q, s) =>
        s.kind === 'unit' ? sql`false` : ownCondition({ userId: s.userId, orgId: s.kind === 'proposer' ? s.orgId : null }),
      sort: [desc(proposal.updatedAt), desc(proposal.id)],
      few: true,
    },
    joint: { scope: 'mine', where: (q, s) => jointCondition(q, s.userId), sort: bySubmitted, few: true },
    sendBack: {
      scope: 'mine',
      where: () => eq(proposal.state, ProposalState.returned),
      sort: [desc(proposal.updatedAt), desc(proposal.id)],
      few: true,
    },
    // opened only once filed (service-marks.ts setOpenStatus), and a filed proposal stays in 3, 10, 11 or 12
    open: {
      scope: 'public',
      where: () => and(publicCondition, inFlow),
      sort: byNumber,
      states: [ProposalState.awaitingAssign, ProposalState.handling, ProposalState.rehandling, ProposalState.concluded],
    },
    reference: { scope: 'public', where: () => and(publicCondition, eq(proposal.state, ProposalState.concluded)), sort: byNumber },
    // the office
    receive: {
      scope: 'office',
      where: () => and(eq(proposal.state, ProposalState.awaitingSplit), inFlow),
      sort: [asc(proposal.submittedAt), asc(proposal.id)],
      inScope: true,
    },
    check: {
      scope: 'office',
      where: () => and(eq(proposal.state, ProposalState.awaitingReview), inFlow),
      sort: [asc(proposal.receivedAt), asc(proposal.id)],
      inScope: true,
    },
    preAssign: {
      scope: 'office',
      where: () => and(eq(proposal.state, ProposalState.awaitingAssign), inFlow),
      sort: byNumber,
      inScope: true,
    },
    assign: { scope: 'office', where: () => and(eq(proposal.state, ProposalState.awaitingAssign), inFlow), sort: byNumber, inScope: true },
    track: {
      scope: 'office',
      where: () => and(inArray(proposal.state, [ProposalState.handling, ProposalState.rehandling]), inFlow),
      sort: byNumber,
      inScope: true,
      states: [ProposalState.handling, ProposalState.rehandling],
    },
    all: {
      scope: 'office',
      where: () => ne(proposal.state, ProposalState.stored),
      sort: bySubmitted,
      inScope: true,
      states: submittedStates,
      statesImplied: true,
    },
    key: { scope: 'office', where: () => eq(proposal.isKey, true), sort: byNumber, inScope: true, few: true },
    excellent: { scope: 'office', where: () => eq(proposal.isExcellent, true), sort: byNumber, inScope: true, few: true },
    good: { scope: 'office', where: () => eq(proposal.isGood, true), sort: byNumber, inScope: true, few: true },
    letter: { scope: 'office', where: () => eq(proposal.state, ProposalState.toMemberLetter), sort: bySubmitted, inScope: true },
    // not filed: moved to one of the three destinations (service-office.ts notFile, and records of them)
    noFiled: {
      scope: 'office',
      where: () => eq(proposal.caseState, CaseState.notFiled),
      sort: bySubmitted,
      inScope: true,
      states: [ProposalState.otherWay, ProposalState.toPublicOpinion, ProposalState.toMemberLetter],
    },
    unsatisfied: { scope: 'office', where: () => eq(proposal.state, ProposalState.rehandling), sort: byNumber, inScope: true },
    displeasure: {
      scope: 'office',
      // the flag set with a 不满意 rating (proposal_displeased_idx, whose predicate has these states), not a
      // search of the ratings; rated after a reply, so handling, re-handling or concluded, and back in 待交办
      // (not listed) if its only unit is then let go
      where: () => eq(proposal.displeased, true),
      sort: byNumber,
      states: [ProposalState.handling, ProposalState.rehandling, ProposalState.concluded],
      inScope: true,
    },
    record: { scope: 'office', where: () => eq(proposal.isRecord, true), sort: byNumber, inScope: true, few: true },
    merge: {
      scope: 'office',
      // the main proposals of live merged ones, read from proposal_merged_into_idx (not a probe per proposal)
      where: (q) =>
        inArray(
          proposal.id,
          q
            .select({ id: child.mergedIntoId })
            .from(child)
            .where(and(isNotNull(child.mergedIntoId), isNull(child.deletedAt))),
        ),
      sort: bySubmitted,
      inScope: true,
      few: true,
    },
    // handling units
    preSign: {
      scope: 'unit',
      where: (q, s) => assignedCondition(q, unitIdsOf(s), and(eq(proposalUnit.phase, 'pre'), eq(proposalUnit.preFeedback, 0))),
      sort: byNumber,
      unitRows: 'pre',
      inScope: true,
      few: true,
    },
    sign: {
      scope: 'unit',
      where: (q) => assignedCondition(q, orgId ? [orgId] : [], formalActive(eq(proposalUnit.signState, SignState.awaitingReceipt))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    handling: {
      scope: 'unit',
      where: (q) =>
        and(
          inArray(proposal.state, [ProposalState.handling, ProposalState.rehandling]),
          assignedCondition(q, orgId ? [orgId] : [], formalActive(inArray(proposalUnit.signState, handlingSigns))),
        ) as SQL,
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    finish: {
      scope: 'unit',
      where: (q) =>
        assignedCondition(q, orgId ? [orgId] : [], and(eq(proposalUnit.phase, 'formal'), eq(proposalUnit.signState, SignState.concluded))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    takeSysAssign: {
      scope: 'unit',
      where: (q, s) => assignedCondition(q, childUnitIds(s, orgId), formalActive(eq(proposalUnit.signState, SignState.awaitingReceipt))),
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
    takeSysTrack: {
      scope: 'unit',
      where: (q, s) =>
        and(
          inArray(proposal.state, [ProposalState.handling, ProposalState.rehandling, ProposalState.concluded]),
          assignedCondition(q, childUnitIds(s, orgId), formalActive()),
        ) as SQL,
      sort: byNumber,
      unitRows: 'formal',
      inScope: true,
      few: true,
    },
  };
}
export type ViewName = ProposalListName;
