import { loadKeys } from './auth/keys';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { EventBus } from './events';
import { syncMenus } from './menus';
import type { ModuleManifest } from './module';
import type { SmsProvider } from './ports';
import { directory, installManifests, smsFactory } from './services';

/**
 * The application context. The SMS provider comes from the sms area's manifest,
 * which may be installed after the context is made (prepareDatabase, buildApp):
 * the context's provider forwards to it, made once on the first message.
 */
export function createContext(config: AppConfig, database: Database, manifests?: readonly ModuleManifest[]): AppContext {
  if (manifests) installManifests(manifests);
  const base = { db: database.db, dbKind: database.kind, config, keys: loadKeys(config.dataDir), events: new EventBus() };
  let provider: SmsProvider | null = null;
  const real = () => {
    provider ??= smsFactory()(base);
    return provider;
  };
  const sms: SmsProvider = {
    get name() {
      return real().name;
    },
    send: (message) => real().send(message),
  };
  return { ...base, sms };
}

/** Migrations, then the seed on an empty database, then the manifests' menus. */
export async function prepareDatabase(ctx: AppContext, database: Database, manifests: ModuleManifest[]): Promise<{ seeded: boolean }> {
  installManifests(manifests);
  await database.migrate();
  const seeded = await directory().isEmpty(ctx.db);
  if (seeded) {
    await ctx.db.transaction(async (tx) => {
      for (const m of manifests) if (m.seed) await m.seed({ tx, ctx, demo: ctx.config.demo });
    });
  }
  await syncMenus(ctx.db, manifests);
  return { seeded };
}
