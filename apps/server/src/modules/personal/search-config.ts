import { and, eq } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import type { Db, Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { searchConfig } from './tables';

/** spec 000 §7: the advanced-filter fields a user chose, one set per search module. */
export async function saveSearchConfig(db: Db, actor: Actor, userId: string, searchModuleType: number, fields: string[]): Promise<void> {
  const unique = [...new Set(fields)];
  await inTx(db, async (tx) => {
    await tx
      .insert(searchConfig)
      .values({ userId, searchModuleType, fields: unique })
      .onConflictDoUpdate({ target: [searchConfig.userId, searchConfig.searchModuleType], set: { fields: unique, updatedAt: new Date() } });
    await audit(tx, actor, {
      objectType: 'searchConfig',
      objectId: `${userId}:${searchModuleType}`,
      action: 'update',
      detail: { searchModuleType, fields: unique },
    });
  });
}

export async function getSearchConfig(db: Queryable, userId: string, searchModuleType: number) {
  const [row] = await db
    .select({ fields: searchConfig.fields })
    .from(searchConfig)
    .where(and(eq(searchConfig.userId, userId), eq(searchConfig.searchModuleType, searchModuleType)))
    .limit(1);
  return { searchModuleType, customProposalFields: row?.fields ?? [] };
}
