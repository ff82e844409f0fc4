import { CollectiveType, handleTypeLabel, JointState } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { fieldError } from '../../../platform/errors';
import { liveOrgsByIds } from '../../system';
import { proposal, proposalJoint, proposalUnit } from '../tables';
import type { ProposalRow } from './access';

/** The proposer and the co-signers who did not decline: the people a proposal's news is for. */
export async function participantIds(q: Queryable, p: ProposalRow): Promise<string[]> {
  const joints = p.isJoint
    ? await q
        .select({ userId: proposalJoint.userId })
        .from(proposalJoint)
        .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.state, JointState.agree)))
    : [];
  return [p.proposerId, ...joints.map((j) => j.userId)].filter((x): x is string => !!x);
}

/** Handling units (承办单位 7) and handling systems (承办系统 8) by id, refusing anything else. */
export async function handlingUnits(q: Queryable, ids: string[], field: string): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const ok = (await liveOrgsByIds(q, unique)).filter(
    (r) => r.enabled && (r.collectiveType === CollectiveType.handlingUnit || r.collectiveType === CollectiveType.handlingSystem),
  );
  if (ok.length !== unique.length) throw fieldError(field, '承办单位不存在或不是承办单位');
  return new Map(ok.map((r) => [r.id, r.name]));
}

/** Names of a proposal's active units, for lists: 市教育局(主办)、市财政局(会办). */
export async function refreshUnitNames(q: Queryable, proposalId: string): Promise<void> {
  const rows = await q
    .select({ unitName: proposalUnit.unitName, handleType: proposalUnit.handleType })
    .from(proposalUnit)
    .where(and(eq(proposalUnit.proposalId, proposalId), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)))
    .orderBy(proposalUnit.handleType, proposalUnit.createdAt);
  const text = rows.map((r) => `${r.unitName}(${handleTypeLabel[r.handleType]})`).join('、') || null;
  await q.update(proposal).set({ unitNames: text }).where(eq(proposal.id, proposalId));
}
