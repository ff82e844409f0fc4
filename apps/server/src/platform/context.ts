import type { SmsProvider } from '../modules/sms/provider';
import type { Keys } from './auth/keys';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events';

/** What every module gets: the database, the configuration, the keys and the cross-cutting services. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: AppConfig;
  keys: Keys;
  events: EventBus;
  sms: SmsProvider;
}
