import type { SeedContext } from '../../../platform/module';

/** The demo rows of the results part (seed.ts runs the parts in order). */
export async function seedResults(_s: SeedContext): Promise<void> {}
