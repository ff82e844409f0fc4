import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { charNgram, decodeNgramTable, encodeNgramTable, NGRAM_ORDER, ngramHash } from './char-ngram.js';

/** Counts of every 1–3-gram of the runs, as the build script makes them. */
function table(runs: string[]): { counts: Map<number, number>; total: number } {
  const counts = new Map<number, number>();
  let total = 0;
  for (const run of runs) {
    for (let i = 0; i < run.length; i++) {
      total++;
      for (let n = 1; n <= NGRAM_ORDER && i - n + 1 >= 0; n++) {
        const h = ngramHash(run, i - n + 1, i + 1);
        counts.set(h, (counts.get(h) ?? 0) + 1);
      }
    }
  }
  return { counts, total };
}

describe('character n-gram model', () => {
  it('hashes n-grams by content and length, never to 0', () => {
    expect(ngramHash('有意思', 0, 2)).toBe(ngramHash('很有意', 1, 3));
    expect(ngramHash('有意思', 0, 2)).not.toBe(ngramHash('有意思', 0, 3));
    expect(ngramHash('有意思', 1, 3)).not.toBe(ngramHash('又意思', 0, 2));
    for (let i = 0; i < 2000; i++) expect(ngramHash(String(i), 0, String(i).length)).not.toBe(0);
  });

  it('survives encoding and prefers the continuation it has seen', () => {
    const { counts, total } = table(['这部电影很有意思', '这本书很有意思', '有意见就提']);
    const model = decodeNgramTable(encodeNgramTable(counts, total));
    expect(model.size).toBe(counts.size);
    expect(model.has('有意思', 0, 3)).toBe(true);
    expect(model.has('又意思', 0, 2)).toBe(false);
    // 思 after 有意 (seen twice) beats 思 after 又意 (unseen: backs off twice).
    expect(model.logProb('很有意思', 3, 0)).toBeGreaterThan(model.logProb('很又意思', 3, 0));
    expect(model.score('很有意思', 1, 4, 0)).toBeGreaterThan(model.score('很又意思', 1, 4, 0));
    // Log-probabilities: never above 0, and the run start cuts the context.
    expect(model.logProb('有意思', 2, 0)).toBeLessThanOrEqual(0);
    expect(model.logProb('又有意思', 3, 3)).toBeCloseTo(model.logProb('思', 0, 0));
  });

  it('ships a compact model that knows official phrasing', () => {
    const path = createRequire(import.meta.url).resolve('@cppcc/textkit/resources/char-ngram.bin');
    expect(statSync(path).size).toBeLessThan(4_000_000);
    const model = charNgram();
    expect(model.size).toBeGreaterThan(100_000);
    const gain = (right: string, wrong: string) => model.score(right, 0, right.length, 0) - model.score(wrong, 0, wrong.length, 0);
    expect(gain('推进乡村振兴', '推进乡村振心')).toBeGreaterThan(3);
    expect(gain('规划纲要', '规划刚要')).toBeGreaterThan(3);
    expect(gain('知识产权', '知只产权')).toBeGreaterThan(3);
  });
});
