import type { Actor } from '../audit/audit';
import type { Db, Tx } from '../db/client';
import { type AfterCommit, withAfterCommit } from './after-commit';

/** What every workflow step works with: its transaction, its after-commit queue and who takes it (for the audit). */
export interface WorkflowStep {
  tx: Tx;
  after: AfterCommit;
  actor: Actor;
}

/**
 * Runs a step in one transaction: `open` builds the module's own step (its
 * scope, its notifier) from the transaction, `work` does the step, and what the
 * step queued runs after the commit.
 */
export function runStep<S extends WorkflowStep, T>(
  db: Db,
  open: (tx: Tx, after: AfterCommit) => S | Promise<S>,
  work: (s: S) => Promise<T>,
): Promise<T> {
  return withAfterCommit(db, async (tx, after) => work(await open(tx, after)));
}
