import type { AppContext } from '../../../platform/context';
import type { Caller } from '../../../platform/http/caller';
import { runStep as runWorkflowStep, type WorkflowStep } from '../../../platform/workflow';
import { InfoNotifier } from './notify';
import { clearScoreCache } from './score-cache';

/** What a step of the area needs besides the platform's: the caller and the messages. */
export interface InfoStep extends WorkflowStep {
  caller: Caller;
  fx: InfoNotifier;
}

export interface InfoStepContext {
  ctx: AppContext;
  caller: Caller;
}

/** One transaction with the caller and the messages; what they queued runs after the commit. */
export function runInfoStep<T>(sc: InfoStepContext, work: (s: InfoStep) => Promise<T>): Promise<T> {
  const { principal } = sc.caller;
  return runWorkflowStep(
    sc.ctx.db,
    (tx, after) => {
      // an item that moved may earn or lose points: the next score page computes afresh
      after.add(() => {
        clearScoreCache(sc.ctx.db);
      });
      return {
        tx,
        after,
        actor: sc.caller.actor,
        caller: sc.caller,
        fx: new InfoNotifier(tx, sc.ctx, after, { userId: principal.userId, username: principal.username }),
      };
    },
    work,
  );
}
