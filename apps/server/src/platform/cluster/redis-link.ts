import { Redis } from 'ioredis';
import type { ClusterChannel, ClusterLink } from './link';

interface Envelope {
  /** the sending process */
  o: string;
  p: unknown;
}

export interface RedisLinkOptions {
  url: string;
  /** prefixes every channel name: deployments (or test runs) sharing one Redis stay apart */
  prefix: string;
  processId: string;
  /** where connection trouble is reported; ioredis reconnects by itself meanwhile */
  warn(message: string, err: unknown): void;
}

/**
 * Redis pub/sub between the server processes: one connection publishes, one
 * subscribes (a subscribed connection can do nothing else). Pub/sub keeps no
 * backlog, which suits messages that only speed up what the database already says.
 */
export function redisLink(opts: RedisLinkOptions): ClusterLink {
  const settings = { connectTimeout: 5000, maxRetriesPerRequest: 1 };
  const pub = new Redis(opts.url, settings);
  const sub = new Redis(opts.url, settings);
  // ioredis retries every few seconds during an outage: say so once per outage, not once per retry
  for (const [conn, role] of [
    [pub, 'publisher'],
    [sub, 'subscriber'],
  ] as const) {
    let down = false;
    conn.on('error', (err) => {
      if (!down) opts.warn(`cluster ${role} (Redis) unavailable`, err);
      down = true;
    });
    conn.on('ready', () => {
      down = false;
    });
  }
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const name = (channel: ClusterChannel) => `${opts.prefix}${channel}`;

  sub.on('message', (channel: string, text: string) => {
    const set = handlers.get(channel);
    if (!set?.size) return;
    let env: Envelope;
    try {
      env = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (!env || typeof env !== 'object' || env.o === opts.processId) return;
    for (const h of set) {
      try {
        h(env.p);
      } catch (err) {
        opts.warn(`cluster message on ${channel} failed`, err);
      }
    }
  });
  // every channel is subscribed up front, so that a message published right after start is not lost to a late SUBSCRIBE
  const channels: ClusterChannel[] = ['events', 'caches', 'security'];
  const subscribeAll = () => sub.subscribe(...channels.map(name));
  const ready = subscribeAll().then(
    () => undefined,
    (err) => opts.warn('cluster subscribe (Redis) failed; other processes are not heard until it reconnects', err),
  );
  // ioredis resubscribes what once succeeded; a subscription that failed at start is made on reconnection
  sub.on('ready', () => void subscribeAll().catch(() => undefined));

  return {
    kind: 'redis',
    processId: opts.processId,
    ready,
    publish(channel, payload) {
      const text = JSON.stringify({ o: opts.processId, p: payload } satisfies Envelope);
      pub.publish(name(channel), text).catch((err) => opts.warn(`cluster publish on ${channel} failed`, err));
    },
    subscribe(channel, handler) {
      const key = name(channel);
      const set = handlers.get(key) ?? new Set();
      set.add(handler);
      handlers.set(key, set);
      return () => void set.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}
