import { MsgBizType } from '@cppcc/contracts';
import { systemActor } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import type { Caller } from '../../../platform/http/caller';
import type { CallContext } from '../../../platform/http/route-kit';
import { runStep, type WorkflowStep } from '../../../platform/workflow';
import { StepNotifier } from '../../message';

/** A step of the area: the platform's (transaction, after-commit, actor), the caller and the messages. */
export interface MaStep extends WorkflowStep {
  caller: Caller;
  /** messages (and SMS when asked) to attendees, organisers, speakers; delivered after the commit */
  fx: StepNotifier;
}

/** One transaction with the caller and the messages; what they queued runs after the commit. */
export function runMaStep<T>(sc: CallContext, work: (s: MaStep) => Promise<T>): Promise<T> {
  const { principal } = sc.caller;
  return runStep(
    sc.ctx.db,
    (tx, after) => ({
      tx,
      after,
      actor: sc.caller.actor,
      caller: sc.caller,
      fx: new StepNotifier(tx, sc.ctx, after, {
        bizType: MsgBizType.meetActivity,
        smsPrefix: '【政协履职】',
        sender: { userId: principal.userId, username: principal.username },
        skipSender: true,
      }),
    }),
    work,
  );
}

/** A step the scheduler takes (the reminder job): no caller, the system sends. */
export function runSystemStep<T>(ctx: AppContext, work: (s: Omit<MaStep, 'caller'>) => Promise<T>): Promise<T> {
  return runStep(
    ctx.db,
    (tx, after) => ({
      tx,
      after,
      actor: systemActor,
      fx: new StepNotifier(tx, ctx, after, { bizType: MsgBizType.meetActivity, smsPrefix: '【政协履职】', sender: null }),
    }),
    work,
  );
}
