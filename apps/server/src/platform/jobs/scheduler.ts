import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { repeatWhileOpen } from '../repeat';
import type { JobDecl } from './job';
import { jobRun } from './tables';

/** How often the scheduler looks for a slot to run: a job's slot is never shorter in practice. */
const TICK_MS = 60_000;
/** Claims older than this are deleted when the same job claims a new slot. */
const KEEP_MS = 7 * 86_400_000;

/** The slot a moment falls in: the same number in every process, whatever its clock's second. */
export const slotOf = (job: Pick<JobDecl, 'everyMs'>, now: Date): number => Math.floor(now.getTime() / job.everyMs);

/**
 * Claims the current slot of a job: true when this process is the first to.
 * The primary key settles races between processes inside the database.
 */
export async function claimSlot(ctx: AppContext, job: Pick<JobDecl, 'name' | 'everyMs'>, now: Date): Promise<boolean> {
  const slot = slotOf(job, now);
  const claimed = await ctx.db
    .insert(jobRun)
    .values({ name: job.name, slot, startedAt: now })
    .onConflictDoNothing()
    .returning({ slot: jobRun.slot });
  if (!claimed.length) return false;
  await ctx.db.delete(jobRun).where(and(eq(jobRun.name, job.name), lt(jobRun.startedAt, new Date(now.getTime() - KEEP_MS))));
  return true;
}

/** Runs one job's current slot unless another process (or an earlier tick) has. */
export async function runDue(ctx: AppContext, job: JobDecl, now: Date): Promise<boolean> {
  if (!(await claimSlot(ctx, job, now))) return false;
  await job.run(ctx, now);
  return true;
}

/**
 * The one scheduler of the application: once ready, and then every tick, each
 * job whose slot has turned runs; a failed run is logged and the next slot still comes.
 */
export function startScheduler(app: FastifyInstance, ctx: AppContext, jobs: readonly JobDecl[]): void {
  if (!jobs.length) return;
  const names = jobs.map((j) => j.name);
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  if (repeated) throw new Error(`job ${repeated} is declared twice`);
  const tick = Math.min(TICK_MS, ...jobs.map((j) => j.everyMs));
  repeatWhileOpen(app, 'scheduler', tick, async () => {
    for (const job of jobs) {
      const now = new Date();
      const ran = await runDue(ctx, job, now).catch((err) => {
        app.log.warn({ err }, `job ${job.name} failed`);
        return null;
      });
      // which process ran a slot is what an operator of several processes asks first
      if (ran) app.log.info({ job: job.name, slot: slotOf(job, now) }, 'job ran');
      else if (ran === false) app.log.debug({ job: job.name, slot: slotOf(job, now) }, 'job slot taken by another run');
    }
  });
}
