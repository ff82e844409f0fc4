import type { SeedContext } from '../../../platform/module';

/** The demo rows of the hearer part (seed.ts runs the parts in order). */
export async function seedHearers(_s: SeedContext): Promise<void> {}
