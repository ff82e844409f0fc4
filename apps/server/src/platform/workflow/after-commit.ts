import type { Db, Tx } from '../db/client';
import { inTx } from '../db/tx';

type Job = () => unknown | Promise<unknown>;

/**
 * What a step does outside its database once it has committed: pushes, SMS,
 * anything another system hears of. Queued during the transaction, run only
 * after the commit, so a rolled-back step tells nobody.
 */
export class AfterCommit {
  private readonly jobs: Job[] = [];
  private readonly failures: unknown[] = [];

  /** Queues a job; jobs run in the order they were queued. */
  add(job: Job): void {
    this.jobs.push(job);
  }

  /**
   * Runs the queued jobs. The step has committed by now, so a failing job is
   * not the step's failure: it is kept (failed()) and the next job still runs.
   */
  async run(): Promise<void> {
    for (const job of this.jobs.splice(0)) {
      try {
        await job();
      } catch (err) {
        this.failures.push(err);
      }
    }
  }

  /** The errors of jobs that failed after the commit (for the caller's log). */
  failed(): readonly unknown[] {
    return this.failures;
  }
}

/** One transaction with an after-commit queue; the queue runs once the transaction has committed. */
export async function withAfterCommit<T>(db: Db, work: (tx: Tx, after: AfterCommit) => Promise<T>): Promise<T> {
  const after = new AfterCommit();
  const result = await inTx(db, (tx) => work(tx, after));
  await after.run();
  return result;
}
