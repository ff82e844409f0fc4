/**
 * Computed scores, per database and per year and kind, kept in the process: a
 * year's scores read every event of the year, and the score page is opened far
 * more often than a rule changes. Every step of an item clears it once committed
 * (core/step.ts), as does a rule change (score/rules.ts) and GET
 * info/score/statistics/clear/cache; MAX_AGE_MS bounds what another process changed.
 */
const MAX_AGE_MS = 10 * 60_000;
const caches = new WeakMap<object, Map<string, { at: number; value: unknown }>>();

function cacheOf(db: object): Map<string, { at: number; value: unknown }> {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

/** The cached value of `key`, or `compute()` stored under it (a failed computation is not kept). */
export async function cachedScore<T>(db: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const c = cacheOf(db);
  const hit = c.get(key);
  if (hit && now - hit.at < MAX_AGE_MS) return hit.value as T;
  const value = await compute();
  c.set(key, { at: now, value });
  return value;
}

export function clearScoreCache(db: object): number {
  const c = cacheOf(db);
  const n = c.size;
  c.clear();
  return n;
}
