import * as OpenCC from 'opencc-js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Misquoted poems and classics, checked against lines the caller supplies (the product
 * keeps them in its own records). A clause of the text that has the length of a known line
 * and differs from it in one or two characters, matching the rest exactly, is a misquote.
 * Lines are indexed by each half so a clause with an error in one half still finds them.
 */

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const CLAUSE = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const MIN_LINE = 5;
const MAX_LINE = 16;

interface Halves {
  /** Lines by their first half, and by their second half. */
  first: Map<string, string[]>;
  second: Map<string, string[]>;
  /** The two code units each half starts with (pairAt), for a cheap first test. */
  firstPairs: Set<number>;
  secondPairs: Set<number>;
}

/** The code units at i and i + 1 as one number. */
function pairAt(text: string, i: number): number {
  return text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1);
}

export class QuotationIndex {
  /** By line length, then by each half of the line: the lines with that half. */
  private readonly halves = new Map<number, Halves>();
  private readonly lines = new Set<string>();

  constructor(quotations: readonly string[]) {
    for (const q of quotations) {
      for (const m of toSimplified(q).matchAll(CLAUSE)) this.addLine(m[0]);
    }
  }

  private addLine(line: string): void {
    if (line.length < MIN_LINE || line.length > MAX_LINE || this.lines.has(line)) return;
    this.lines.add(line);
    let byLength = this.halves.get(line.length);
    if (!byLength) {
      byLength = { first: new Map(), second: new Map(), firstPairs: new Set(), secondPairs: new Set() };
      this.halves.set(line.length, byLength);
    }
    const h = line.length >> 1;
    byLength.firstPairs.add(pairAt(line, 0));
    byLength.secondPairs.add(pairAt(line, h));
    for (const [map, key] of [
      [byLength.first, line.slice(0, h)],
      [byLength.second, line.slice(h)],
    ] as const) {
      const list = map.get(key);
      if (list) list.push(line);
      else map.set(key, [line]);
    }
  }

  /** The known line that text[start, start + len) misquotes, if any. */
  closestAt(text: string, start: number, len: number): string | null {
    const byLength = this.halves.get(len);
    if (!byLength) return null;
    const h = len >> 1;
    // Most windows share no half with any line, and most already differ in a half's first two
    // characters: number look-ups before any string is built.
    const first = byLength.firstPairs.has(pairAt(text, start)) ? byLength.first.get(text.slice(start, start + h)) : undefined;
    const second = byLength.secondPairs.has(pairAt(text, start + h)) ? byLength.second.get(text.slice(start + h, start + len)) : undefined;
    if (!first && !second) return null;
    const window = text.slice(start, start + len);
    if (this.lines.has(window)) return null;
    const maxDiff = len >= 10 ? 2 : 1;
    let best: string | null = null;
    for (const list of [first, second]) {
      for (const line of list ?? []) {
        let diff = 0;
        for (let i = 0; i < len && diff <= maxDiff; i++) if (line[i] !== window[i]) diff++;
        if (diff > 0 && diff <= maxDiff) best = line;
      }
    }
    return best;
  }

  get lineLengths(): Iterable<number> {
    return this.halves.keys();
  }
}

const cache = new WeakMap<readonly string[], QuotationIndex>();

export function quotationIndex(quotations: readonly string[]): QuotationIndex {
  let index = cache.get(quotations);
  if (!index) {
    index = new QuotationIndex(quotations);
    cache.set(quotations, index);
  }
  return index;
}

export function checkQuotations(text: string, index: QuotationIndex): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(CLAUSE)) {
    const clause = m[0];
    // A quoted line is a whole clause, or ends or starts one (古人云海内存知己).
    const tried = new Set<number>();
    for (const len of index.lineLengths) {
      if (len > clause.length) continue;
      for (const offset of len === clause.length ? [0] : [0, clause.length - len]) {
        if (tried.has(offset * 100 + len)) continue;
        tried.add(offset * 100 + len);
        const line = index.closestAt(clause, offset, len);
        if (!line) continue;
        const window = clause.slice(offset, offset + len);
        let first = 0;
        while (line[first] === window[first]) first++;
        let last = len - 1;
        while (line[last] === window[last]) last--;
        const start = m.index + offset + first;
        out.push({
          type: ERROR_TYPE.poem,
          operation: OPERATION.replace,
          error: window.slice(first, last + 1),
          correct: line.slice(first, last + 1),
          start,
          end: start + last - first + 1,
          explain: `诗词名句引用有误，原文为“${line}”`,
        });
        break;
      }
    }
  }
  return out;
}
