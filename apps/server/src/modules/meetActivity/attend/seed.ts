import type { SeedContext } from '../../../platform/module';

/** The demo rows of the attend part (seed.ts runs the parts in order). */
export async function seedAttendance(_s: SeedContext): Promise<void> {}
