import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { ClusterLink } from './link';
import { soloLink } from './link';
import { redisLink } from './redis-link';

export { shareCachesOver, sharedCache } from './caches';
export type { ClusterChannel, ClusterLink } from './link';
export { soloLink } from './link';
export { announceSecurityPolicy, followSecurityPolicy } from './security';

/** Redis when the processes share one (REDIS_URL), else this process alone. */
export function openCluster(opts: { redisUrl: string | null; prefix: string; warn(message: string, err: unknown): void }): ClusterLink {
  const processId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (!opts.redisUrl) return soloLink(processId);
  return redisLink({ url: opts.redisUrl, prefix: opts.prefix, processId, warn: opts.warn });
}
