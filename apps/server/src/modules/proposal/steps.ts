import { proposalStateLabel } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import type { Caller } from '../system/common';
import { loadVisible, type ProposalRow, type Scope, scopeOf } from './access';
import { type Effects, withEffects } from './notify';
import { SIMILAR_ACTIONS, syncProposalSimilar } from './similar';
import { assertProposalStep, type ProposalAction } from './state-machine';
import { proposal, proposalHistory } from './tables';

/** Everything a step needs: the app, the caller and what the caller may see. */
export interface StepContext {
  ctx: AppContext;
  caller: Caller;
}

export interface Step {
  tx: Tx;
  fx: Effects;
  scope: Scope;
  caller: Caller;
}

/** One transaction with the caller's scope and the effects collector. */
export async function runStep<T>(sc: StepContext, work: (s: Step) => Promise<T>): Promise<T> {
  return withEffects(sc.ctx, async (tx, fx) => work({ tx, fx, scope: await scopeOf(tx, sc.caller.principal), caller: sc.caller }));
}

/** Reads the proposal for a change: visible to the caller, locked until the commit. */
export const lockProposal = (s: Step, id: string): Promise<ProposalRow> => loadVisible(s.tx, s.scope, id, true);

export interface HistoryEntry {
  action: string;
  fromState: number | null;
  toState: number | null;
  opinion?: string | null;
  unit?: { id: string; name: string } | null;
  detail?: Record<string, unknown>;
}

/** The history row and the audit row of a step, in its transaction. */
export async function record(s: Step, proposalId: string, e: HistoryEntry): Promise<void> {
  const { principal, actor } = s.caller;
  await s.tx.insert(proposalHistory).values({
    id: newId(),
    proposalId,
    action: e.action,
    actorId: principal.userId,
    actorName: principal.username,
    unitId: e.unit?.id ?? null,
    unitName: e.unit?.name ?? null,
    fromState: e.fromState,
    toState: e.toState,
    opinion: e.opinion ?? null,
  });
  await audit(s.tx, actor, {
    objectType: 'proposal',
    objectId: proposalId,
    action: e.action,
    detail: {
      from: e.fromState === null ? null : (proposalStateLabel[e.fromState] ?? e.fromState),
      to: e.toState === null ? null : (proposalStateLabel[e.toState] ?? e.toState),
      ...(e.unit ? { unit: e.unit.name } : {}),
      ...(e.opinion ? { opinion: e.opinion } : {}),
      ...e.detail,
    },
  });
  if (SIMILAR_ACTIONS.has(e.action)) await syncProposalSimilar(s.tx, proposalId);
}

type ProposalSet = Partial<typeof proposal.$inferInsert>;

/**
 * A step of the proposal state machine: checks the state, changes it with the
 * other columns, carries merged proposals along, and writes history and audit.
 */
export async function move(
  s: Step,
  p: ProposalRow,
  action: ProposalAction,
  to: number,
  set: ProposalSet = {},
  e: Omit<HistoryEntry, 'action' | 'fromState' | 'toState'> = {},
): Promise<void> {
  assertProposalStep(action, p.state);
  const now = new Date();
  await s.tx
    .update(proposal)
    .set({ ...set, state: to, updatedAt: now })
    .where(eq(proposal.id, p.id));
  // proposals merged into this one (并案) follow it through the rest of the flow
  await s.tx
    .update(proposal)
    .set({ state: to, caseState: set.caseState ?? p.caseState, updatedAt: now })
    .where(and(eq(proposal.mergedIntoId, p.id), isNull(proposal.deletedAt)));
  await record(s, p.id, { action, fromState: p.state, toState: to, ...e });
  p.state = to;
}

/** The sender shown on the messages of a step. */
export const senderOf = (s: Step) => ({ userId: s.caller.principal.userId, username: s.caller.principal.username });
