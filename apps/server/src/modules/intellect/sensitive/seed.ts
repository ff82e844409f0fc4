import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { seedSensitiveWords } from './seed-words';
import { bumpSensitiveVersion } from './service';
import { sensitiveWord } from './tables';

/** Every install starts with the dictionary: the checks work before anyone has configured them. */
export async function seedSensitive({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(sensitiveWord)
    .values(seedSensitiveWords.map(([word, type, explain]) => ({ id: newId(), word, type, explain })))
    .onConflictDoNothing();
  await bumpSensitiveVersion(tx);
}
