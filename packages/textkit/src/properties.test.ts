import fc from 'fast-check';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { compare } from './compare.js';
import { similarity } from './similarity.js';
import { SimilarityIndex } from './similarity-index.js';
import { markIds, PARAGRAPHS, UNRELATED } from './test-helpers.js';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const POOL = [...PARAGRAPHS, UNRELATED];

// A document: 1–6 paragraphs from the pool, possibly with some sentences repeated.
const docArb = fc.array(fc.constantFrom(...POOL), { minLength: 1, maxLength: 6 });
const FULL_WIDTH = (s: string) => s.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const RUNS = { numRuns: 60 };
// Generous per-test limit: the machines are shared and a property runs many cases.
const TIMEOUT = 15_000;

describe('properties', () => {
  it(
    'similarity lies in [0, 1] for any strings',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), (a, b) => {
          const s = similarity(a, b, { minLength: 2 });
          return s >= 0 && s <= 1;
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'self-similarity is 1 for any text with content',
    () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 200 }), (a) => {
          fc.pre(/[\p{L}\p{N}]/u.test(a));
          return similarity(a, a) === 1;
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  it(
    'is stable under paragraph reordering, punctuation, white space, width and script',
    () => {
      fc.assert(
        fc.property(docArb, fc.integer(), fc.constantFrom('、', '；', ' ', '', '\n'), (paras, seed, punct) => {
          const doc = paras.join('\n');
          const shuffled = [...paras].sort((x, y) => ((x.length * seed) % 7) - ((y.length * seed) % 7)).join('\n\n');
          expect(similarity(doc, shuffled)).toBe(1);
          expect(similarity(doc, doc.replace(/[，。]/g, punct))).toBe(1);
          expect(similarity(doc, FULL_WIDTH(toTraditional(doc)))).toBe(1);
          // Against a third text, the figure does not depend on the source's form.
          const other = PARAGRAPHS.slice(0, 3).join('');
          expect(similarity(toTraditional(doc), other)).toBeCloseTo(similarity(doc, other), 10);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'marks are balanced, paired across sides and escaped',
    () => {
      const injected = fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><mark>', '&lt;', '</mark>');
      fc.assert(
        fc.property(docArb, docArb, injected, fc.nat(5), (src, tgt, evil, at) => {
          const source = [...src.slice(0, at), evil, ...src.slice(at)].join('\n');
          const target = [evil, ...tgt].join('\n');
          const c = compare(source, target);
          for (const html of [c.sourceMarkedHtml, c.targetMarkedHtml]) {
            const opens = html.match(/<mark class="dup-mark" data-mark-id="m\d+">/g) ?? [];
            const closes = html.match(/<\/mark>/g) ?? [];
            expect(opens.length).toBe(closes.length);
            // Balanced and never nested: opens and closes alternate.
            const seq = [...html.matchAll(/<(\/?)mark/g)].map((m) => m[1]);
            seq.forEach((s, i) => {
              expect(s).toBe(i % 2 === 0 ? '' : '/');
            });
            // Nothing but mark and br survives as a tag.
            const tags = [...html.matchAll(/<\/?([a-zA-Z]+)/g)].map((m) => m[1]);
            expect(tags.every((t) => t === 'mark' || t === 'br')).toBe(true);
          }
          const left = new Set(markIds(c.sourceMarkedHtml));
          const right = new Set(markIds(c.targetMarkedHtml));
          expect(left).toEqual(right);
          expect(c.similarity).toBeGreaterThanOrEqual(0);
          expect(c.similarity).toBeLessThanOrEqual(1);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'an index query agrees with pairwise similarity and never reports excluded ids',
    () => {
      fc.assert(
        fc.property(fc.array(docArb, { minLength: 1, maxLength: 6 }), docArb, (docs, query) => {
          const index = new SimilarityIndex({ expectedDocs: 16 });
          docs.forEach((d, i) => {
            index.add(`d${i}`, d.join('\n'));
          });
          const q = query.join('\n');
          const hits = index.query(q, { excludeIds: ['d0'], limit: 10 });
          for (const h of hits) {
            expect(h.id).not.toBe('d0');
            expect(h.similarity).toBeCloseTo(similarity(q, docs[Number(h.id.slice(1))].join('\n')), 10);
          }
        }),
        { numRuns: 40 },
      );
    },
    TIMEOUT,
  );
});
