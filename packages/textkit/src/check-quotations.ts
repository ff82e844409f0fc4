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

export class QuotationIndex {
  private readonly halves = new Map<string, string[]>();
  private readonly lines = new Set<string>();
  private readonly lengths = new Set<number>();

  constructor(quotations: readonly string[]) {
    for (const q of quotations) {
      for (const m of toSimplified(q).matchAll(CLAUSE)) this.addLine(m[0]);
    }
  }

  private addLine(line: string): void {
    if (line.length < MIN_LINE || line.length > MAX_LINE || this.lines.has(line)) return;
    this.lines.add(line);
    this.lengths.add(line.length);
    const h = line.length >> 1;
    for (const key of [`${line.length}<${line.slice(0, h)}`, `${line.length}>${line.slice(h)}`]) {
      const list = this.halves.get(key);
      if (list) list.push(line);
      else this.halves.set(key, [line]);
    }
  }

  /** The known line a window misquotes, if any. */
  closest(window: string): string | null {
    if (this.lines.has(window)) return null;
    const h = window.length >> 1;
    const maxDiff = window.length >= 10 ? 2 : 1;
    let best: string | null = null;
    for (const key of [`${window.length}<${window.slice(0, h)}`, `${window.length}>${window.slice(h)}`]) {
      for (const line of this.halves.get(key) ?? []) {
        let diff = 0;
        for (let i = 0; i < line.length && diff <= maxDiff; i++) if (line[i] !== window[i]) diff++;
        if (diff > 0 && diff <= maxDiff) best = line;
      }
    }
    return best;
  }

  get lineLengths(): ReadonlySet<number> {
    return this.lengths;
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
        const window = clause.slice(offset, offset + len);
        const line = index.closest(window);
        if (!line) continue;
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
