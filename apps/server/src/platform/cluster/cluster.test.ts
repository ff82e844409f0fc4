import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../ops/test-support';
import { loadConfig } from '../config';
import { EventBus, type PlatformEvents } from '../events';
import { announceSecurityPolicy, type ClusterLink, followSecurityPolicy, openCluster, shareCachesOver, sharedCache } from './index';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const warnings: string[] = [];
const opened: ClusterLink[] = [];
const cleanups: (() => void)[] = [];

/** A link as another server process would hold it: its own connections and process id, one prefix per test. */
async function link(prefix: string, url = redisUrl): Promise<ClusterLink> {
  const l = openCluster({ redisUrl: url, prefix, warn: (m) => warnings.push(m) });
  opened.push(l);
  await l.ready;
  return l;
}

const freshPrefix = () => `cppcc-test-${randomBytes(6).toString('hex')}:`;

/** Resolves with what the next call of the returned listener receives, or rejects after ms. */
function nextCall<T>(ms = 2000): { listener: (v: T) => void; received: Promise<T> } {
  let resolve!: (v: T) => void;
  const received = new Promise<T>((res, rej) => {
    resolve = res;
    setTimeout(() => rej(new Error(`nothing received within ${ms} ms`)), ms).unref();
  });
  return { listener: (v) => resolve(v), received };
}

afterEach(async () => {
  warnings.length = 0;
  for (const c of cleanups.splice(0)) c();
  await Promise.all(opened.splice(0).map((l) => l.close()));
});

describe('cluster link (Redis pub/sub)', () => {
  it('is solo without REDIS_URL: publishing goes nowhere and nothing is heard', async () => {
    const l = openCluster({ redisUrl: null, prefix: 'x:', warn: () => {} });
    expect(l.kind).toBe('solo');
    await l.ready;
    const heard: unknown[] = [];
    l.subscribe('events', (p) => heard.push(p));
    l.publish('events', { name: 'unreadChanged', payload: { userIds: ['u1'] } });
    expect(heard).toEqual([]);
  });

  it('carries a message to the other process, not back to its sender, and not across prefixes', async () => {
    const prefix = freshPrefix();
    const [a, b, stranger] = [await link(prefix), await link(prefix), await link(freshPrefix())];
    expect(a.processId).not.toBe(b.processId);
    const echo: unknown[] = [];
    const foreign: unknown[] = [];
    a.subscribe('events', (p) => echo.push(p));
    stranger.subscribe('events', (p) => foreign.push(p));
    const atB = nextCall<unknown>();
    b.subscribe('events', atB.listener);
    a.publish('events', { hello: '委员' });
    expect(await atB.received).toEqual({ hello: '委员' });
    // the reply from b arrives at a after a's own message would have: a heard only b's
    const atA = nextCall<unknown>();
    a.subscribe('events', atA.listener);
    b.publish('events', { reply: 1 });
    expect(await atA.received).toEqual({ reply: 1 });
    expect(echo).toEqual([{ reply: 1 }]);
    expect(foreign).toEqual([]);
  });

  it('bridges the event bus: an event emitted in one process reaches the listeners of another; a malformed one is dropped', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await link(prefix), await link(prefix)];
    const busA = new EventBus(a);
    const busB = new EventBus(b);
    cleanups.push(
      () => busA.detach(),
      () => busB.detach(),
    );
    const local: PlatformEvents['unreadChanged'][] = [];
    busA.on('unreadChanged', (p) => local.push(p));
    const bad: unknown[] = [];
    busB.on('sessionRevoked', (p) => bad.push(p));
    a.publish('events', { name: 'sessionRevoked', payload: { sessionId: 42 } });
    const atB = nextCall<PlatformEvents['unreadChanged']>();
    busB.on('unreadChanged', atB.listener);
    busA.emit('unreadChanged', { userIds: ['u1', 'u2'] });
    // the sender's own listeners hear it at once, without a round trip
    expect(local).toEqual([{ userIds: ['u1', 'u2'] }]);
    expect(await atB.received).toEqual({ userIds: ['u1', 'u2'] });
    expect(bad).toEqual([]);
    expect(local).toHaveLength(1);
  });

  it('clears a shared cache here at once and in the other processes when they say so', async () => {
    const prefix = freshPrefix();
    const [a, other] = [await link(prefix), await link(prefix)];
    cleanups.push(shareCachesOver(a));
    const cleared: (string | undefined)[] = [];
    const name = `test.cache.${randomBytes(4).toString('hex')}`;
    const invalidate = sharedCache(name, (key) => cleared.push(key));
    expect(() => sharedCache(name, () => {})).toThrow(/declared twice/);

    const told = nextCall<unknown>();
    other.subscribe('caches', told.listener);
    invalidate('user-1');
    expect(cleared).toEqual(['user-1']);
    expect(await told.received).toEqual({ name, key: 'user-1' });

    const heard = nextCall<void>();
    const until = setInterval(() => cleared.length === 2 && heard.listener(), 10);
    other.publish('caches', { name });
    await heard.received.finally(() => clearInterval(until));
    expect(cleared).toEqual(['user-1', undefined]);
  });

  it('applies a security policy another process announces, known keys and whole numbers only', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await link(prefix), await link(prefix)];
    const here = loadConfig({}).security;
    const there = loadConfig({}).security;
    cleanups.push(followSecurityPolicy(b, there));
    const applied = nextCall<unknown>();
    b.subscribe('security', applied.listener);
    announceSecurityPolicy(a, { ...here, maxFailures: 3, lockMinutes: 45 });
    await applied.received;
    expect(there.maxFailures).toBe(3);
    expect(there.lockMinutes).toBe(45);

    const again = nextCall<unknown>();
    b.subscribe('security', again.listener);
    a.publish('security', { maxFailures: -1, idleTimeoutMinutes: 1.5, bogus: 7, constructor: 1 });
    await again.received;
    expect(there.maxFailures).toBe(3);
    expect(there.idleTimeoutMinutes).toBe(here.idleTimeoutMinutes);
    expect(Object.hasOwn(there, 'bogus')).toBe(false);
    expect(warnings).toEqual([]);
  });

  it.skipIf(!hasRedisServer)('starts while Redis is down, and hears the others once it is up', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const prefix = freshPrefix();
    const early = await link(prefix, url);
    expect(warnings.some((w) => w.startsWith('cluster subscribe (Redis) failed'))).toBe(true);
    warnings.length = 0;
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    try {
      const late = await link(prefix, url);
      const heard = nextCall<unknown>(15_000);
      early.subscribe('events', heard.listener);
      // pub/sub keeps nothing for a process that is not listening yet: say it until it is heard
      const repeat = setInterval(() => late.publish('events', { after: 'outage' }), 200);
      await expect(heard.received.finally(() => clearInterval(repeat))).resolves.toEqual({ after: 'outage' });
    } finally {
      await Promise.all(opened.splice(0).map((l) => l.close()));
      server.kill();
    }
  });
});
