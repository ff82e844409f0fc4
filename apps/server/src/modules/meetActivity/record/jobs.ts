import type { JobDecl } from '../../../platform/jobs/job';

/** The scheduled jobs of records (the reminder before a record starts). */
export const recordJobs: JobDecl[] = [];
