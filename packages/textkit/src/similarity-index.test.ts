import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { similarity } from './similarity.js';
import { SimilarityIndex } from './similarity-index.js';
import { PARAGRAPHS, UNRELATED } from './test-helpers.js';

const DOC_A = PARAGRAPHS.slice(0, 4).join('\n');
const DOC_B = PARAGRAPHS.slice(4).join('\n');
const DOC_C = `${PARAGRAPHS[1]}\n${UNRELATED}`;

function build(storeText = true): SimilarityIndex<{ title: string }> {
  const index = new SimilarityIndex<{ title: string }>({ expectedDocs: 100, storeText });
  index.add('a', DOC_A, { title: '基层医疗与老旧小区' });
  index.add('b', DOC_B, { title: '乡村振兴与河湖治理' });
  index.add('c', DOC_C, { title: '混合' });
  return index;
}

describe('SimilarityIndex', () => {
  it('finds the documents sharing passages, ranked, with exact scores', () => {
    const index = build();
    const hits = index.query(DOC_A);
    expect(hits.map((h) => h.id)).toEqual(['a', 'c']);
    expect(hits[0].similarity).toBe(1);
    expect(hits[1].similarity).toBeCloseTo(similarity(DOC_A, DOC_C), 10);
    expect(hits[1].exact).toBe(true);
    expect(hits[0].meta).toEqual({ title: '基层医疗与老旧小区' });
  });

  it('never reports an excluded document (the one being edited)', () => {
    const index = build();
    const hits = index.query(DOC_A, { excludeIds: ['a'] });
    expect(hits.map((h) => h.id)).toEqual(['c']);
  });

  it('applies the threshold and the limit', () => {
    const index = build();
    expect(index.query(DOC_A, { threshold: 0.5 }).map((h) => h.id)).toEqual(['a']);
    expect(index.query(DOC_A, { limit: 1 }).length).toBe(1);
  });

  it('follows removal and update', () => {
    const index = build();
    expect(index.remove('a')).toBe(true);
    expect(index.remove('a')).toBe(false);
    expect(index.query(DOC_A).map((h) => h.id)).toEqual(['c']);
    index.update('c', UNRELATED);
    expect(index.query(DOC_A)).toEqual([]);
    index.update('b', DOC_A);
    expect(index.query(DOC_A).map((h) => h.id)).toEqual(['b']);
    expect(index.getMeta('b')).toEqual({ title: '乡村振兴与河湖治理' });
    expect(index.size).toBe(2);
  });

  it('survives serialize/deserialize and compaction', () => {
    const index = build();
    index.remove('b');
    const copy = SimilarityIndex.deserialize<{ title: string }>(index.serialize());
    expect(copy.size).toBe(2);
    expect(copy.query(DOC_A)).toEqual(index.query(DOC_A));
    copy.add('d', DOC_B);
    expect(copy.query(DOC_B)[0].id).toBe('d');
    copy.compact();
    expect(copy.stats().deletedSlots).toBe(0);
    expect(copy.query(DOC_B)[0].id).toBe('d');
    // Unaligned buffers are copied rather than viewed.
    const bytes = index.serialize();
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(SimilarityIndex.deserialize(shifted).query(DOC_A).length).toBe(2);
  });

  it('estimates without texts, and rescores exactly with resolveText', () => {
    const index = build(false);
    const hits = index.query(DOC_A);
    expect(hits[0]).toMatchObject({ id: 'a', similarity: 1, exact: false });
    const est = hits.find((h) => h.id === 'c')?.similarity ?? 0;
    const exact = similarity(DOC_A, DOC_C);
    expect(Math.abs(est - exact)).toBeLessThan(0.1);
    const texts: Record<string, string> = { a: DOC_A, b: DOC_B, c: DOC_C };
    const rescored = index.query(DOC_A, { resolveText: (id) => texts[id] });
    expect(rescored[1]).toMatchObject({ id: 'c', exact: true });
    expect(rescored[1].similarity).toBeCloseTo(exact, 10);
  });

  it('returns nothing for empty queries or an empty index', () => {
    expect(new SimilarityIndex().query(DOC_A)).toEqual([]);
    expect(build().query('，。')).toEqual([]);
  });

  it('saves the same bytes as before its split into files (a saved index stays readable)', () => {
    // digests of the format written before similarity-index-format.ts existed
    const saved = {
      true: '7efd7e20eda0995b655cb68f57b83ff95e80ad184f96aa7faa5946ece371078f',
      false: '89975db45eb7515d03ca0cc2f915b0bf3043bfb318a0ea5163e877219ad11e9b',
    };
    for (const storeText of [true, false]) {
      const index = build(storeText);
      index.remove('b');
      expect(createHash('sha256').update(index.serialize()).digest('hex')).toBe(saved[`${storeText}`]);
    }
  });

  it('keeps each of its source files under 400 lines', () => {
    const dir = new URL('.', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.startsWith('similarity-index') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(1);
    const long = files.filter((f) => readFileSync(new URL(f, dir), 'utf8').split('\n').length > 400);
    expect(long).toEqual([]);
  });
});
