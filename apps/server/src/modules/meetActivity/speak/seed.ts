import type { SeedContext } from '../../../platform/module';

/** The demo rows of the speak part (seed.ts runs the parts in order). */
export async function seedSpeeches(_s: SeedContext): Promise<void> {}
