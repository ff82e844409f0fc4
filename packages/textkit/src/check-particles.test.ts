import { describe, expect, it } from 'vitest';
import { checkParticles } from './check-particles.js';

const fixes = (t: string) => checkParticles(t).map((f) => `${f.error}${f.correct}@${f.start}`);

describe('的, 地 and 得 by the neighbouring parts of speech', () => {
  it('reads 的 before a verb and 了/着/过 as 地 after an adverbial adjective', () => {
    expect(fixes('他认真的学习了这门课。')).toEqual(['的地@3']);
    expect(fixes('我们要积极的参加了活动。')).toEqual(['的地@5']);
  });

  it('leaves attributive 的 and the right particles alone', () => {
    expect(fixes('他认真地学习了三个小时，跑得很快。')).toEqual([]);
    expect(fixes('我们的工作取得了新的进展，人民的生活过得更好了。')).toEqual([]);
  });

  it('stays linear on a long text without punctuation', () => {
    // Scanning on from every 的 to the next comma took seconds on 50,000 characters.
    for (const text of ['的'.repeat(50_000), '的我'.repeat(25_000)]) {
      const started = performance.now();
      expect(checkParticles(text)).toEqual([]);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
