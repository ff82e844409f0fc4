/**
 * What one server process tells the others: platform events, cache
 * invalidations, the security policy. A process never hears its own messages
 * (it has already acted on them locally), and a message is fire-and-forget:
 * whoever misses one (a restart, a Redis outage) falls back on the database,
 * which stays the source of truth.
 */
export interface ClusterLink {
  /** 'solo' when this is the only process (embedded default), 'redis' when processes share a Redis */
  readonly kind: 'solo' | 'redis';
  /** this process's id, carried by its messages so that it can ignore their echo */
  readonly processId: string;
  /** settles once the process listens to the others (never rejects: a Redis outage at start is logged, not fatal) */
  readonly ready: Promise<void>;
  publish(channel: ClusterChannel, payload: unknown): void;
  /** payloads arrive as parsed JSON: a handler validates before it acts */
  subscribe(channel: ClusterChannel, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** One channel per concern. */
export type ClusterChannel = 'events' | 'caches' | 'security';

/** One process alone: there is nobody to tell and nobody to hear from. */
export function soloLink(processId: string): ClusterLink {
  return {
    kind: 'solo',
    processId,
    ready: Promise.resolve(),
    publish() {},
    subscribe: () => () => {},
    close: async () => {},
  };
}
