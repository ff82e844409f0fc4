import type { Db } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';

/** What the HTTP-facing functions and the sweep need: the database and where contents live. */
export interface OssDeps {
  db: Db;
  storage: ObjectStorage;
  /** per-user bytes (STORAGE_QUOTA_MB); 0 or absent = no limit */
  quotaBytes?: number;
}
