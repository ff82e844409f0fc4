import { sql } from 'drizzle-orm';
import { loadKeys } from './auth/keys';
import { followSecurityPolicy, openCluster, shareCachesOver } from './cluster';
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
  const cluster = openCluster({
    redisUrl: config.rateLimit.redisUrl,
    prefix: config.clusterPrefix,
    warn: (message, err) => console.warn(message, err instanceof Error ? err.message : err),
  });
  const events = new EventBus(cluster);
  const offCaches = shareCachesOver(cluster);
  const offPolicy = followSecurityPolicy(cluster, config.security);
  const base = { db: database.db, dbKind: database.kind, config, keys: loadKeys(config.dataDir), events, cluster };
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
  const close = async () => {
    offPolicy();
    offCaches();
    events.detach();
    await cluster.close();
  };
  return { ...base, sms, close };
}

/**
 * Any number fixed for the platform: the advisory lock that lets one process at a time
 * migrate, seed and sync menus when several start together on one PostgreSQL database.
 */
const PREPARE_LOCK = 1_907_190_001;

/** Migrations, then the seed on an empty database, then the manifests' menus. */
export async function prepareDatabase(ctx: AppContext, database: Database, manifests: ModuleManifest[]): Promise<{ seeded: boolean }> {
  installManifests(manifests);
  await ctx.cluster.ready;
  return oneProcessAtATime(ctx, async () => {
    await database.migrate();
    const seeded = await directory().isEmpty(ctx.db);
    if (seeded) {
      await ctx.db.transaction(async (tx) => {
        for (const m of manifests) if (m.seed) await m.seed({ tx, ctx, demo: ctx.config.demo });
      });
    }
    await syncMenus(ctx.db, manifests);
    return { seeded };
  });
}

/**
 * The lock is held by a transaction of its own while the work runs on other
 * connections of the pool; the process that waited finds the database
 * migrated and seeded. The embedded database has one process by construction (db/lock.ts).
 */
async function oneProcessAtATime<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  if (ctx.dbKind !== 'postgres') return work();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    return work();
  });
}
