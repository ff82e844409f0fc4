import { z } from 'zod';
import type { ClusterLink } from './link';

/**
 * The caches of a process (permissions, menus …) live in module state, one copy
 * per process, so their invalidation is process-wide too: every link this
 * process has to others carries it.
 */
const clearers = new Map<string, (key?: string) => void>();
const links = new Set<ClusterLink>();

const message = z.object({ name: z.string().max(100), key: z.string().max(200).optional() });

/**
 * Declares a cache by name and returns its invalidation: it clears this
 * process's copy at once and tells the other processes to clear theirs.
 * Without a key the whole cache goes.
 */
export function sharedCache(name: string, clear: (key?: string) => void): (key?: string) => void {
  if (clearers.has(name)) throw new Error(`cache ${name} is declared twice`);
  clearers.set(name, clear);
  return (key) => {
    clear(key);
    for (const link of links) link.publish('caches', key === undefined ? { name } : { name, key });
  };
}

/** Carries the invalidations of this process over a link until the returned function is called. */
export function shareCachesOver(link: ClusterLink): () => void {
  // alone, there is nobody to tell (and the test apps of one worker would pile up links)
  if (link.kind === 'solo') return () => {};
  links.add(link);
  const off = link.subscribe('caches', (payload) => {
    const m = message.safeParse(payload);
    if (m.success) clearers.get(m.data.name)?.(m.data.key);
  });
  return () => {
    off();
    links.delete(link);
  };
}
