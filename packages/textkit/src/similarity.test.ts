import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { similarity } from './similarity.js';
import { PARAGRAPHS, UNRELATED } from './test-helpers.js';

const DOC = PARAGRAPHS.join('\n');

describe('similarity', () => {
  it('is 1 for a text against itself and 0 against an unrelated text', () => {
    expect(similarity(DOC, DOC)).toBe(1);
    expect(similarity(DOC, UNRELATED)).toBe(0);
    expect(similarity('', DOC)).toBe(0);
  });

  it('measures the share of the source found in the target (not symmetric)', () => {
    const half = PARAGRAPHS.slice(0, 4).join('\n');
    expect(similarity(half, DOC)).toBe(1);
    const s = similarity(DOC, half);
    expect(s).toBeGreaterThan(0.4);
    expect(s).toBeLessThan(0.6);
  });

  it('ignores paragraph order, punctuation, width and script', () => {
    const reordered = [...PARAGRAPHS].reverse().join('\n\n');
    expect(similarity(DOC, reordered)).toBe(1);
    const repunctuated = DOC.replace(/，/g, '、').replace(/。/g, '；').replace(/\n/g, ' ');
    expect(similarity(DOC, repunctuated)).toBe(1);
    const traditional =
      '近年來，我市基層醫療衛生服務體系建設取得了積極進展，但鄉鎮衛生院普遍存在人才短缺、設備老化等問題，群眾看病難的問題仍然比較突出。';
    expect(similarity(PARAGRAPHS[0], traditional)).toBe(1);
  });

  it('finds reused passages despite light edits', () => {
    const edited = PARAGRAPHS[1].replace('进一步加大', '切实加大').replace('完善', '健全');
    const s = similarity(edited, DOC);
    expect(s).toBeGreaterThan(0.7);
    expect(s).toBeLessThan(1);
  });

  it('honours the minimum passage length', () => {
    const a = '建议加强基层治理能力。今天天气很好。';
    const b = '我们要加强基层治理。明天可能下雨。';
    expect(similarity(a, b, { minLength: 4 })).toBeGreaterThan(0);
    expect(similarity(a, b)).toBe(0);
  });

  const reports = '/work/shared/data/corpora/government_work_reports.jsonl';
  it.skipIf(!existsSync(reports))('sees the natural reuse between consecutive government work reports', () => {
    const docs = readFileSync(reports, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { year: number; content: string })
      .sort((x, y) => x.year - y.year);
    const last = docs[docs.length - 1].content;
    const prev = docs[docs.length - 2].content;
    const first = docs[0].content;
    const consecutive = similarity(last, prev);
    expect(consecutive).toBeGreaterThan(0.05);
    expect(similarity(last, first)).toBeLessThan(consecutive);
  });
});
