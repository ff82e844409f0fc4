import type { AppContext } from '../../../platform/context';
import type { Caller } from '../../../platform/http/caller';
import { runStep as runWorkflowStep, type WorkflowStep } from '../../../platform/workflow';
import { bindEditorImages } from '../../oss';
import { isOwner, loadVisible, type ProposalRow, type Scope, scopeOf } from './access';
import type { Actor, ProposalWho } from './machines';
import { Effects } from './notify';

/** Everything a step needs: the app, the caller and what the caller may see. */
export interface StepContext {
  ctx: AppContext;
  caller: Caller;
}

/** A proposal step: the platform's (transaction, after-commit queue, actor) with the messages and the caller's scope. */
export interface Step extends WorkflowStep {
  fx: Effects;
  scope: Scope;
  caller: Caller;
}

/** One transaction with the caller's scope and the messages; what they queued runs after the commit. */
export function runStep<T>(sc: StepContext, work: (s: Step) => Promise<T>): Promise<T> {
  return runWorkflowStep(
    sc.ctx.db,
    async (tx, after) => ({
      tx,
      after,
      actor: sc.caller.actor,
      fx: new Effects(tx, sc.ctx, after),
      scope: await scopeOf(tx, sc.caller.principal),
      caller: sc.caller,
    }),
    work,
  );
}

/** Reads the proposal for a change: visible to the caller, locked until the commit. */
export const lockProposal = (s: Step, id: string): Promise<ProposalRow> => loadVisible(s.tx, s.scope, id, true);

/** The sender shown on the messages of a step. */
export const senderOf = (s: Step) => ({ userId: s.caller.principal.userId, username: s.caller.principal.username });

/** The form's attachments, bound in the save's transaction: only the saver's own uploads may be added (docs/files.md). */
export const filesBy = (s: Step) => ({ actor: s.caller.actor, uploaderId: s.caller.principal.userId });

/** The caller's part in a proposal, for the workflow's checks of who may take a step. */
export function whoOn(s: Step, p: ProposalRow): ProposalWho {
  const kinds: Actor[] =
    s.scope.kind === 'office' ? ['office'] : s.scope.kind === 'unit' ? ['unit'] : isOwner(s.scope, p) ? ['proposer'] : [];
  return { kinds, permissions: s.caller.principal.permissions };
}

/** The caller as the proposal office or as a handling unit (the step has already asked for that scope). */
export const asOffice = (s: Step): ProposalWho => ({ kinds: ['office'], permissions: s.caller.principal.permissions });
export const asUnit = (s: Step): ProposalWho => ({ kinds: ['unit'], permissions: s.caller.principal.permissions });

/** Binds the editor pictures the stored HTML shows to the row it is stored on (call once the row exists). */
export const bindImages = async (s: Step, affairId: string, html: string | readonly string[]): Promise<void> => {
  await bindEditorImages(s.tx, s.caller.principal, affairId, html, s.caller.actor);
};
