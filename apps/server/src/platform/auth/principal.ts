import { sharedCache } from '../cluster/caches';
import type { Queryable } from '../db/client';
import { directory } from '../services';
import { descendantsOf } from '../tree';
import type { Principal, PrincipalCore } from './principal-type';

export type { Principal, PrincipalCore } from './principal-type';

/**
 * Permissions change rarely and are read on every request: cache them briefly.
 * A change clears the cache at once in every process (over the cluster link);
 * the TTL only bounds the delay when an invalidation is lost (a Redis outage).
 */
const TTL_MS = 5_000;
const cache = new Map<string, { at: number; value: PrincipalCore }>();

/** Forgets one user's principal, or everyone's, in this process and the others. */
export const invalidatePrincipals: (userId?: string) => void = sharedCache('principals', (userId) => {
  if (userId) cache.delete(userId);
  else cache.clear();
});

/** The caller's roles, permissions and data scope, read through the directory the system area provides. */
export async function loadPrincipal(db: Queryable, userId: string): Promise<PrincipalCore | null> {
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await directory().loadPrincipal(db, userId);
  if (value) cache.set(userId, { at: Date.now(), value });
  return value;
}

/** Organisation ids the principal may see, or 'all'. Own organisation and below walks the org tree. */
export async function visibleOrgIds(db: Queryable, p: Principal): Promise<'all' | string[]> {
  switch (p.dataScope) {
    case 1:
      return 'all';
    case 2:
      return p.orgId ? [...descendantsOf(await directory().orgs(db), [p.orgId])] : [];
    case 3:
      return p.orgId ? [p.orgId] : [];
    case 5:
      return p.customOrgIds;
    default:
      return [];
  }
}
