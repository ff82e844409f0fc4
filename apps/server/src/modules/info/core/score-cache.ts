import { sharedCache } from '../../../platform/cluster';

/**
 * Computed scores, per database and per year and kind, kept in the process: a
 * year's scores read every event of the year, and the score page is opened far
 * more often than a rule changes. Every step of an item clears it once committed
 * (core/step.ts), as does a rule change (score/rules.ts) and GET
 * info/score/statistics/clear/cache. With several processes a clear reaches the
 * others over the cluster link (they drop every score cache they hold, not only
 * one database's: a process serves one database outside the tests); MAX_AGE_MS
 * bounds what a lost message leaves stale.
 */
const MAX_AGE_MS = 10 * 60_000;
type ScoreCache = Map<string, { at: number; value: unknown }>;
const caches = new WeakMap<object, ScoreCache>();
/** every cache of this process, for a clear announced by another process */
const held = new Set<WeakRef<ScoreCache>>();

function cacheOf(db: object): ScoreCache {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
    held.add(new WeakRef(c));
  }
  return c;
}

const clearHeld = sharedCache('info.scores', () => {
  for (const ref of held) {
    const c = ref.deref();
    if (c) c.clear();
    else held.delete(ref);
  }
});

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
  const n = cacheOf(db).size;
  clearHeld();
  return n;
}
