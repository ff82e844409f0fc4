import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type ClusterLink, openCluster, shareCachesOver } from '../../../platform/cluster';
import { cachedScore, clearScoreCache } from './score-cache';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const links: ClusterLink[] = [];
afterAll(async () => {
  await Promise.all(links.map((l) => l.close()));
});

describe('score cache', () => {
  it('keeps a year’s scores until a clear, per database', async () => {
    const [db1, db2] = [{}, {}];
    expect(await cachedScore(db1, 'k', async () => 1)).toBe(1);
    expect(await cachedScore(db1, 'k', async () => 2)).toBe(1);
    expect(await cachedScore(db2, 'k', async () => 3)).toBe(3);
    expect(clearScoreCache(db1)).toBe(1);
    expect(await cachedScore(db1, 'k', async () => 4)).toBe(4);
  });

  it.skipIf(!hasRedis)('drops what it holds when another process announces a clear', async () => {
    const prefix = `cppcc-test-${randomBytes(6).toString('hex')}:`;
    const open = async () => {
      const l = openCluster({ redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', prefix, warn: () => {} });
      links.push(l);
      await l.ready;
      return l;
    };
    const here = await open();
    const off = shareCachesOver(here);
    try {
      const db = {};
      expect(await cachedScore(db, 'year', async () => 'old')).toBe('old');
      // the other process's link, as its clearScoreCache publishes it
      (await open()).publish('caches', { name: 'info.scores' });
      const deadline = Date.now() + 2000;
      let seen = await cachedScore(db, 'year', async () => 'new');
      while (seen === 'old' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await cachedScore(db, 'year', async () => 'new');
      }
      expect(seen).toBe('new');
    } finally {
      off();
    }
  });
});
