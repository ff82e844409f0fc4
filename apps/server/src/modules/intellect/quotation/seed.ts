import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { seedQuotationLines } from './seed-lines';
import { quotation } from './tables';

/** Every install starts with a few dozen well-known lines, so the quotation check works at once. */
export async function seedQuotations({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(quotation)
    .values(seedQuotationLines.map(([text, author, title, dynasty]) => ({ id: newId(), text, author, title, dynasty })))
    .onConflictDoNothing();
}
