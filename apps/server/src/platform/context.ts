import type { Keys } from './auth/keys';
import type { ClusterLink } from './cluster/link';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { SmsProvider } from './ports';

/** What every module gets: the database, the configuration, the keys and the cross-cutting services. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: AppConfig;
  keys: Keys;
  events: EventBus;
  /** the other server processes (Redis pub/sub with REDIS_URL), or none: events, cache invalidations and the security policy go through it */
  cluster: ClusterLink;
  /** the provider the sms area supplies (platform/ports.ts), made on first use */
  sms: SmsProvider;
  /** leaves the cluster (the Redis connections); the database is closed by its opener */
  close(): Promise<void>;
}
