import { AssignFeedback, JointState, type ProposalDetail, SignState } from '@cppcc/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Queryable } from '../../../platform/db/client';
import { iso } from '../../../platform/time/iso';
import { isOwner, loadVisible, type ProposalRow, type Scope, scopeOf } from '../core/access';
import { type Actor, type ProposalWho, preFeedbackFlow, proposalFlow, unitFlow } from '../core/machines';
import { owesReply, presentUnit } from '../core/units';
import { proposalSessionNames, proposalTypeNames } from '../setup';
import {
  proposal,
  proposalEvaluation,
  proposalFeedback,
  proposalHistory,
  proposalInstruction,
  proposalJoint,
  proposalUnit,
} from '../tables';
import { presentRow } from './present';

const labelsOf = (table: Record<string, { label: string }>) => Object.fromEntries(Object.entries(table).map(([k, t]) => [k, t.label]));

/**
 * Names of the trail's actions. Built on first use: the machines' module sits in the import circle
 * through the duplicate check (proposal ↔ intellect), so it may not be initialised while this one loads.
 */
let actionNames: Record<string, string> | null = null;
const historyActionName = (): Record<string, string> =>
  (actionNames ??= {
    create: '起草',
    reassign: '待重新交办',
    preFeedback: '预交办反馈',
    remind: '催办',
    mark: '标记',
    open: '设置公开',
    instruction: '领导批示',
    feedback: '办理反馈',
    officeEdit: '提案办修改',
    record: '录入历史提案',
    ...labelsOf(proposalFlow.spec.transitions),
    ...labelsOf(unitFlow.spec.transitions),
    ...labelsOf(preFeedbackFlow.spec.transitions),
  });

/** GET /proposal/detail/{id}: everything about one proposal the caller may see, and what the caller may do next. */
export async function proposalDetail(q: Queryable, principal: Principal, id: string): Promise<ProposalDetail> {
  const scope = await scopeOf(q, principal);
  const p = await loadVisible(q, scope, id);
  const [joints, units, history, instructions, feedbacks, merged, evaluations] = await Promise.all([
    q.select().from(proposalJoint).where(eq(proposalJoint.proposalId, id)).orderBy(asc(proposalJoint.createdAt)),
    q
      .select()
      .from(proposalUnit)
      .where(eq(proposalUnit.proposalId, id))
      .orderBy(asc(proposalUnit.phase), asc(proposalUnit.handleType), asc(proposalUnit.createdAt)),
    q
      .select()
      .from(proposalHistory)
      .where(eq(proposalHistory.proposalId, id))
      .orderBy(asc(proposalHistory.createdAt), asc(proposalHistory.id)),
    q
      .select()
      .from(proposalInstruction)
      .where(and(eq(proposalInstruction.proposalId, id), isNull(proposalInstruction.deletedAt)))
      .orderBy(asc(proposalInstruction.instructedAt)),
    q.select().from(proposalFeedback).where(eq(proposalFeedback.proposalId, id)).orderBy(asc(proposalFeedback.createdAt)),
    q
      .select({ id: proposal.id, title: proposal.title, proposerName: proposal.proposerName, mergeState: proposal.mergeState })
      .from(proposal)
      .where(and(eq(proposal.mergedIntoId, id), isNull(proposal.deletedAt))),
    q.select().from(proposalEvaluation).where(eq(proposalEvaluation.proposalId, id)),
  ]);
  const myUnits = scope.kind === 'unit' ? units.filter((u) => u.unitId === principal.orgId) : [];
  const cosigner = joints.find((j) => j.userId === principal.userId) ?? null;
  // a unit reading a public proposal it has no part in is an outside reader like any other
  const unitPart = scope.kind === 'unit' && units.some((u) => scope.unitIds.includes(u.unitId));
  const masked = scope.kind !== 'office' && !isOwner(scope, p) && !cosigner && !unitPart;
  const [sessions, types] = await Promise.all([proposalSessionNames(q, [p.sessionId]), proposalTypeNames(q, p.typeId ? [p.typeId] : [])]);
  const formalMine = myUnits.find((u) => u.phase === 'formal' && u.active) ?? null;
  const base = presentRow(p, sessions, types, masked, formalMine, cosigner?.state ?? null);
  // units see pre-assignments only of their own; proposers never see them
  const shownUnits = units.filter((u) => u.phase === 'formal' || scope.kind === 'office' || myUnits.includes(u));
  return {
    ...base,
    content: p.content,
    contentText: p.contentText,
    fileIds: p.fileIds,
    suggestUnitIds: scope.kind === 'office' ? p.suggestUnitIds : [],
    notFiledTo: p.notFiledTo,
    joints: masked
      ? []
      : joints.map((j) => ({ userId: j.userId, username: j.username, state: j.state, opinion: j.opinion, answeredAt: iso(j.answeredAt) })),
    jointOverride: p.jointOverride,
    units: shownUnits.map(presentUnit),
    history: (masked ? [] : history).map((h) => ({
      id: h.id,
      action: h.action,
      actionName: historyActionName()[h.action] ?? h.action,
      actorName: h.actorName,
      unitName: h.unitName,
      fromState: h.fromState,
      toState: h.toState,
      opinion: h.opinion,
      createdAt: h.createdAt.toISOString(),
    })),
    instructions: instructions.map((i) => ({
      id: i.id,
      leaderName: i.leaderName,
      content: i.content,
      instructedAt: i.instructedAt,
      createdAt: i.createdAt.toISOString(),
    })),
    feedbacks: feedbacks.map((f) => ({
      id: f.id,
      instructionId: f.instructionId,
      authorName: f.authorName,
      unitName: f.unitName,
      content: f.content,
      createdAt: f.createdAt.toISOString(),
    })),
    merged,
    actions: actionsFor(scope, principal, p, cosigner, units, evaluations),
  };
}

type UnitRow = typeof proposalUnit.$inferSelect;

/**
 * The steps the caller may take now, from the machines' tables (core/machines.ts): the web shows
 * exactly these buttons. What the tables cannot know of the row is said as the caller's part in it.
 */
function actionsFor(
  scope: Scope,
  principal: Principal,
  p: ProposalRow,
  cosigner: { state: number } | null,
  units: UnitRow[],
  evaluations: { unitRowId: string; round: number }[],
): string[] {
  const kinds: Actor[] = [];
  if (isOwner(scope, p)) kinds.push('proposer');
  if (cosigner) kinds.push('cosigner');
  // a merged proposal follows its main one: the office acts on that one
  if (scope.kind === 'office' && !p.mergedIntoId) kinds.push('office');
  const rated = new Set(evaluations.map((e) => `${e.unitRowId}:${e.round}`));
  const who: ProposalWho = {
    kinds,
    permissions: principal.permissions,
    answerPending: cosigner?.state === JointState.pending,
    ratable: units.some((u) => u.phase === 'formal' && u.active && u.signState === SignState.concluded && !rated.has(`${u.id}:${u.round}`)),
    allReplied: !units.some(owesReply),
  };
  const out: string[] = proposalFlow.availableActions(who, p);
  if (scope.kind === 'unit') {
    const asUnit: ProposalWho = { kinds: ['unit'] };
    const mine = units.filter((u) => u.unitId === principal.orgId);
    const pre = mine.find((u) => u.phase === 'pre' && u.preFeedback === AssignFeedback.pending);
    if (pre) out.push(...preFeedbackFlow.availableActions(asUnit, { unit: pre, proposal: p }));
    const row = mine.find((u) => u.phase === 'formal' && u.active);
    if (row) out.push(...unitFlow.availableActions(asUnit, { unit: row, proposal: p }));
  }
  return out;
}
