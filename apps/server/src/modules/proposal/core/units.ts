import { type ProposalUnitItem, SignState } from '@cppcc/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { iso } from '../../../platform/time/iso';
import { proposalUnit } from '../tables';

type UnitRow = typeof proposalUnit.$inferSelect;

/** A unit's assignment as the detail and the assignment records answer it. */
export function presentUnit(u: UnitRow): ProposalUnitItem {
  return {
    id: u.id,
    unitId: u.unitId,
    unitName: u.unitName,
    phase: u.phase,
    active: u.active,
    handleType: u.handleType,
    preFeedback: u.preFeedback,
    preOpinion: u.preOpinion,
    signState: u.signState,
    signedAt: iso(u.signedAt),
    deadline: u.deadline,
    round: u.round,
    replyContent: u.replyContent,
    replyFileIds: u.replyFileIds,
    handleLevel: u.handleLevel,
    contactName: u.contactName,
    contactPhone: u.contactPhone,
    repliedAt: iso(u.repliedAt),
    satisfaction: u.satisfaction,
    satisfactionComment: u.satisfactionComment,
    evaluatedAt: iso(u.evaluatedAt),
    createdAt: u.createdAt.toISOString(),
  };
}

/** An assignment the proposal still waits on: formal, in force, not yet answered. */
export const owesReply = (u: Pick<UnitRow, 'phase' | 'active' | 'signState'>): boolean =>
  u.phase === 'formal' && u.active && u.signState !== SignState.concluded;

/** How many units still owe the proposal their reply (办结 waits for none; the last reply asks for the rating). */
export async function unitsOwingReply(q: Queryable, proposalId: string): Promise<number> {
  return (await unitsOwingReplies(q, [proposalId])).get(proposalId) ?? 0;
}

/** The same for many proposals at once (a list page): those owed nothing are absent. */
export async function unitsOwingReplies(q: Queryable, proposalIds: readonly string[]): Promise<Map<string, number>> {
  if (!proposalIds.length) return new Map();
  const open = await q
    .select({ proposalId: proposalUnit.proposalId, n: count() })
    .from(proposalUnit)
    .where(
      and(
        inArray(proposalUnit.proposalId, [...proposalIds]),
        eq(proposalUnit.phase, 'formal'),
        eq(proposalUnit.active, true),
        sql`${proposalUnit.signState} <> ${SignState.concluded}`,
      ),
    )
    .groupBy(proposalUnit.proposalId);
  return new Map(open.map((o) => [o.proposalId, o.n]));
}
