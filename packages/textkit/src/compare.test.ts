import { describe, expect, it } from 'vitest';
import { compare } from './compare.js';
import { similarity } from './similarity.js';
import { markIds, PARAGRAPHS, UNRELATED } from './test-helpers.js';

describe('compare', () => {
  const source = `${PARAGRAPHS[0]}\n${PARAGRAPHS[2]}\n${UNRELATED}`;
  const target = `${PARAGRAPHS[2].replace(/，/g, '、')}\n${PARAGRAPHS[4]}\n${PARAGRAPHS[0]}`;
  const c = compare(source, target);

  it('reports the same figure as similarity()', () => {
    expect(c.similarity).toBe(similarity(source, target));
    expect(c.similarity).toBeGreaterThan(0.4);
  });

  it('marks the matching passages on both sides with paired ids', () => {
    const left = markIds(c.sourceMarkedHtml);
    const right = markIds(c.targetMarkedHtml);
    expect(left.length).toBe(2);
    expect(new Set(left)).toEqual(new Set(right));
    for (const p of c.passages) {
      expect(source.slice(p.sourceStart, p.sourceEnd).replace(/[，。、]/g, '')).toBe(
        target.slice(p.targetStart, p.targetEnd).replace(/[，。、]/g, ''),
      );
    }
  });

  it('keeps line breaks as <br> and leaves unmatched text unmarked', () => {
    expect(c.sourceMarkedHtml.split('<br>').length).toBe(3);
    expect(c.sourceMarkedHtml).toContain(UNRELATED.slice(0, 10));
    expect(c.sourceMarkedHtml.endsWith(UNRELATED)).toBe(true);
  });

  it('escapes markup in the texts', () => {
    const evil = `${PARAGRAPHS[1]}<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const r = compare(evil, `${PARAGRAPHS[1]}<b>粗体</b>`);
    const tags = (html: string) => [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
    for (const html of [r.sourceMarkedHtml, r.targetMarkedHtml]) {
      expect(tags(html).every((t) => t === 'mark' || t === 'br')).toBe(true);
    }
    expect(r.sourceMarkedHtml).toContain('&lt;script&gt;');
  });

  it('pairs ids when one target passage matches several source passages', () => {
    const r = compare(`${PARAGRAPHS[3]}\n${UNRELATED}\n${PARAGRAPHS[3]}`, PARAGRAPHS[3]);
    const left = markIds(r.sourceMarkedHtml);
    const right = markIds(r.targetMarkedHtml);
    expect(left.length).toBe(2);
    for (const id of left) expect(right).toContain(id);
    for (const id of right) expect(left).toContain(id);
  });

  it('gives empty marks for unrelated texts', () => {
    const r = compare(PARAGRAPHS[0], UNRELATED);
    expect(r.similarity).toBe(0);
    expect(r.passages).toEqual([]);
    expect(r.sourceMarkedHtml).toBe(PARAGRAPHS[0]);
  });
});
