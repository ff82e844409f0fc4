import type { SecurityPolicy } from '../config';
import type { ClusterLink } from './link';

/**
 * The security policy is read from ctx.config.security on every sign-in and
 * request; an administrator's change is applied there after its commit, and
 * announced so that the other processes apply it too, without a restart.
 */
export function announceSecurityPolicy(link: ClusterLink, policy: SecurityPolicy): void {
  link.publish('security', { ...policy });
}

/** Applies the policies the other processes announce to this process's own, key by key, known keys only. */
export function followSecurityPolicy(link: ClusterLink, policy: SecurityPolicy): () => void {
  return link.subscribe('security', (payload) => {
    if (!payload || typeof payload !== 'object') return;
    for (const [k, v] of Object.entries(payload)) {
      if (Object.hasOwn(policy, k) && Number.isSafeInteger(v) && (v as number) >= 0) policy[k as keyof SecurityPolicy] = v as number;
    }
  });
}
