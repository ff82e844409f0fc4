import type { AppContext } from '../context';

/** A housekeeping job a module declares in its manifest. */
export interface JobDecl {
  /** stable name, unique across modules: 'officedoc.sweep' */
  name: string;
  /** the length of a slot: the job runs at most once per slot, whatever the number of processes */
  everyMs: number;
  run(ctx: AppContext, now: Date): Promise<unknown>;
}
