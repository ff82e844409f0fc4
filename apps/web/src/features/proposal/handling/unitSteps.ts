import { AssignFeedback, SignState } from '@cppcc/contracts';

/** Sign states in which the unit may still reply or ask for a delay (docs/proposals.md, unit transitions). */
export const REPLY_SIGN_STATES: readonly number[] = [
  SignState.handling,
  SignState.delayed,
  SignState.returnRejected,
  SignState.delayRejected,
];
/** Sign states in which the unit may still ask to return the proposal. */
export const BACK_SIGN_STATES: readonly number[] = [SignState.awaitingReceipt, SignState.handling];
/** A pre-assignment still waiting for the unit's answer. */
export const PRE_FEEDBACK_PENDING = AssignFeedback.pending;
