import type { SeedContext } from '../../../platform/module';

/** The demo rows of the record part (seed.ts runs the parts in order). */
export async function seedRecords(_s: SeedContext): Promise<void> {}
