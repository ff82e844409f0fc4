import { sql } from 'drizzle-orm';
import { createSmsProvider } from '../modules/sms/providers';
import { role } from '../modules/system/tables';
import { loadKeys } from './auth/keys';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { EventBus } from './events';
import { syncMenus } from './menus';
import type { ModuleManifest } from './module';

export function createContext(config: AppConfig, database: Database): AppContext {
  const events = new EventBus();
  const partial = { db: database.db, dbKind: database.kind, config, keys: loadKeys(config.dataDir), events };
  return { ...partial, sms: createSmsProvider(partial) };
}

/** Migrations, then the seed on an empty database, then the manifests' menus. */
export async function prepareDatabase(ctx: AppContext, database: Database, manifests: ModuleManifest[]): Promise<{ seeded: boolean }> {
  await database.migrate();
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(role);
  const seeded = n === 0;
  if (seeded) {
    await ctx.db.transaction(async (tx) => {
      for (const m of manifests) if (m.seed) await m.seed({ tx, ctx, demo: ctx.config.demo });
    });
  }
  await syncMenus(ctx.db, manifests);
  return { seeded };
}
