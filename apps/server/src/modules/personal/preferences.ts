import type { PersonalPreferences } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import type { Db, Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { userPreference } from './tables';

const defaults: PersonalPreferences = { elderlyMode: false };

/** The user's own preferences; a user who never chose any has the defaults. */
export async function getPreferences(db: Queryable, userId: string): Promise<PersonalPreferences> {
  const [row] = await db
    .select({ elderlyMode: userPreference.elderlyMode })
    .from(userPreference)
    .where(eq(userPreference.userId, userId))
    .limit(1);
  return row ?? defaults;
}

/** Saves the user's own preferences, with the audit row of the change. */
export async function savePreferences(db: Db, actor: Actor, userId: string, prefs: PersonalPreferences): Promise<PersonalPreferences> {
  return inTx(db, async (tx) => {
    const before = await getPreferences(tx, userId);
    await tx
      .insert(userPreference)
      .values({ userId, ...prefs })
      .onConflictDoUpdate({ target: userPreference.userId, set: { ...prefs, updatedAt: new Date() } });
    await audit(tx, actor, { objectType: 'userPreference', objectId: userId, action: 'update', detail: { before, after: prefs } });
    return prefs;
  });
}
