import type { SeedContext } from '../../../platform/module';

/** The demo rows of the apply part (seed.ts runs the parts in order). */
export async function seedApplies(_s: SeedContext): Promise<void> {}
