import { type ProposalListItem, ProposalState, proposalStateLabel } from '@cppcc/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { iso } from '../../../platform/time/iso';
import { isOwner, type ProposalRow, type Scope } from '../core/access';
import { unitsOwingReplies } from '../core/units';
import { proposalSessionNames, proposalTypeNames } from '../setup';
import { proposalJoint, proposalUnit } from '../tables';

export async function presentList(
  q: Queryable,
  scope: Scope,
  rows: ProposalRow[],
  unitRows?: 'pre' | 'formal',
): Promise<ProposalListItem[]> {
  const ids = rows.map((r) => r.id);
  const [sessions, types, mine, joints] = await Promise.all([
    proposalSessionNames(
      q,
      rows.map((r) => r.sessionId),
    ),
    proposalTypeNames(
      q,
      rows.flatMap((r) => (r.typeId ? [r.typeId] : [])),
    ),
    unitRows && scope.kind === 'unit' && ids.length
      ? q
          .select()
          .from(proposalUnit)
          .where(and(inArray(proposalUnit.proposalId, ids), inArray(proposalUnit.unitId, scope.unitIds), eq(proposalUnit.phase, unitRows)))
          .orderBy(desc(proposalUnit.active), desc(proposalUnit.createdAt))
      : Promise.resolve([]),
    scope.kind === 'proposer' && ids.length
      ? q
          .select({ proposalId: proposalJoint.proposalId, state: proposalJoint.state })
          .from(proposalJoint)
          .where(and(inArray(proposalJoint.proposalId, ids), eq(proposalJoint.userId, scope.userId)))
      : Promise.resolve([]),
  ]);
  const owing = scope.kind === 'office' ? await unitsOwing(q, rows) : new Map<string, number>();
  const myUnit = new Map<string, (typeof mine)[number]>();
  for (const u of mine) if (!myUnit.has(u.proposalId)) myUnit.set(u.proposalId, u);
  const cosigned = new Map(joints.map((j) => [j.proposalId, j.state]));
  return rows.map((r) => {
    const masked = scope.kind !== 'office' && !isOwner(scope, r) && !cosigned.has(r.id) && !myUnit.has(r.id);
    const u = myUnit.get(r.id);
    const row = presentRow(r, sessions, types, masked, u ?? null, cosigned.get(r.id) ?? null);
    return inHandling.has(r.state) && scope.kind === 'office' ? { ...row, unitsOwing: owing.get(r.id) ?? 0 } : row;
  });
}

const inHandling = new Set<number>([ProposalState.handling, ProposalState.rehandling]);

/** For the rows in handling: how many units still owe their reply. */
const unitsOwing = (q: Queryable, rows: ProposalRow[]) =>
  unitsOwingReplies(
    q,
    rows.filter((r) => inHandling.has(r.state)).map((r) => r.id),
  );

export function presentRow(
  r: ProposalRow,
  sessions: Map<string, string>,
  types: Map<string, string>,
  masked: boolean,
  u: typeof proposalUnit.$inferSelect | null,
  myJointState: number | null,
): ProposalListItem {
  // open status 1 hides the number, 2 the proposer, from readers who see it only because it is public
  const hideNumber = masked && r.openStatus === 1;
  const hideProposer = masked && r.openStatus === 2;
  return {
    id: r.id,
    sessionId: r.sessionId,
    sessionName: sessions.get(r.sessionId) ?? null,
    year: r.year,
    number: hideNumber ? null : r.number,
    title: r.title,
    typeId: r.typeId,
    typeName: r.typeId ? (types.get(r.typeId) ?? null) : null,
    proposerType: r.proposerType,
    proposerId: hideProposer ? null : r.proposerId,
    proposerName: hideProposer ? '（不公开）' : r.proposerName,
    isJoint: r.isJoint,
    jointNames: hideProposer ? null : r.jointNames,
    state: r.state,
    stateName: proposalStateLabel[r.state] ?? String(r.state),
    caseState: r.caseState,
    openStatus: r.openStatus,
    isKey: r.isKey,
    isExcellent: r.isExcellent,
    isGood: r.isGood,
    isPlenary: r.isPlenary,
    isRecord: r.isRecord,
    mergeState: r.mergeState,
    mergedIntoId: r.mergedIntoId,
    notFiledReason: r.notFiledReason,
    unitNames: r.unitNames,
    submittedAt: iso(r.submittedAt),
    filedAt: iso(r.filedAt),
    assignedAt: iso(r.assignedAt),
    concludedAt: iso(r.concludedAt),
    updatedAt: r.updatedAt.toISOString(),
    myUnit: u
      ? { signState: u.signState, handleType: u.handleType, deadline: u.deadline, preFeedback: u.preFeedback, repliedAt: iso(u.repliedAt) }
      : null,
    myJointState,
  };
}
