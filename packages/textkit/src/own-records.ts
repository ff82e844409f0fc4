import { PatternAutomaton } from './aho-corasick.js';
import { ngramHash } from './char-ngram.js';
import type { Finding } from './proofread-types.js';

/**
 * The committee's own evidence for the spelling decision (issue 20). Its terms (names of bodies,
 * units, places, set phrases) are never corrected inside; and what it has filed and adopted
 * vouches for itself, since the shipped n-gram model stops at 2015 and reads newer official
 * phrases (因城施策, 涵养税源) as odd.
 */

/** How the records vouch for a written character: a window of `order` characters holding it, in `minCount` texts of the records. */
export interface VouchRule {
  order: number;
  minCount: number;
  /** Only windows with a character of context on both sides of the written one count. */
  interior: boolean;
}

export const DEFAULT_VOUCH: VouchRule = { order: 4, minCount: 2, interior: false };

/** What build() counts and keeps; benches comparing rules ask for more. */
export interface OwnRecordsOptions {
  /** Window lengths counted (default: DEFAULT_VOUCH's order only, which halves the table). */
  orders?: readonly number[];
  /** N-grams of fewer texts are dropped (default 2: a typo filed once must not vouch for itself). */
  minKept?: number;
}

const isCjkCode = (c: number) => (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);

/** Growable buffer of n-gram hashes, so that building never holds millions of boxed numbers. */
class HashBuffer {
  data = new Uint32Array(1 << 16);
  length = 0;

  push(h: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = h;
  }
}

/**
 * Character n-grams of the committee's own texts (filed proposals, adopted information): what it
 * writes vouches for itself.
 */
export class OwnRecords {
  /** Texts read. */
  readonly texts: number;
  /** Characters read. */
  readonly chars: number;
  /** Distinct n-grams kept (by default the 4-grams of at least two texts). */
  readonly ngrams: number;
  /** Sorted hashes (ngramHash, which mixes in the length, so orders share one table). */
  private readonly keys: Uint32Array;
  /** Counts, saturating at 255. */
  private readonly counts: Uint8Array;

  private constructor(texts: number, chars: number, keys: Uint32Array, counts: Uint8Array) {
    this.texts = texts;
    this.chars = chars;
    this.keys = keys;
    this.counts = counts;
    this.ngrams = keys.length;
  }

  /**
   * Count, for each 4-gram of the texts' CJK runs, the texts that hold it. Each text's distinct
   * hashes go into one typed array, which is sorted and run-length counted: ≈10 M characters in
   * about a second, 4 bytes a character while building, and only the n-grams of two or more
   * texts are kept.
   */
  static build(texts: Iterable<string>, options: OwnRecordsOptions = {}): OwnRecords {
    const orders = options.orders ?? [DEFAULT_VOUCH.order];
    const minKept = options.minKept ?? 2;
    const all = new HashBuffer();
    let n = 0;
    let chars = 0;
    const own = new HashBuffer();
    for (const text of texts) {
      n++;
      chars += text.length;
      own.length = 0;
      let runStart = 0;
      for (let i = 0; i <= text.length; i++) {
        if (i < text.length && isCjkCode(text.charCodeAt(i))) continue;
        for (const order of orders) for (let s = runStart; s + order <= i; s++) own.push(ngramHash(text, s, s + order));
        runStart = i + 1;
      }
      // Each text counts once per n-gram: a proposal repeating its own typo (its title and its
      // text both say 大数局) must not vouch for it; two texts that write it so do.
      const mine = own.data.subarray(0, own.length).sort();
      for (let k = 0; k < mine.length; k++) if (k === 0 || mine[k] !== mine[k - 1]) all.push(mine[k]);
    }
    const sorted = all.data.subarray(0, all.length).sort();
    let distinct = 0;
    for (let i = 0; i < sorted.length; ) {
      let j = i + 1;
      while (j < sorted.length && sorted[j] === sorted[i]) j++;
      if (j - i >= minKept) distinct++;
      i = j;
    }
    const keys = new Uint32Array(distinct);
    const counts = new Uint8Array(distinct);
    let k = 0;
    for (let i = 0; i < sorted.length; ) {
      let j = i + 1;
      while (j < sorted.length && sorted[j] === sorted[i]) j++;
      if (j - i >= minKept) {
        keys[k] = sorted[i];
        counts[k++] = Math.min(255, j - i);
      }
      i = j;
    }
    return new OwnRecords(n, chars, keys, counts);
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.keys.byteLength + this.counts.byteLength;
  }

  /** How many texts of the records hold text[start, end) (0 below two). */
  count(text: string, start: number, end: number): number {
    const h = ngramHash(text, start, end);
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.keys[mid];
      if (v === h) return this.counts[mid];
      if (v < h) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /**
   * Whether the records hold the written text around the character at `at` often enough: a
   * window of the rule's order inside the character's CJK run, containing it, in minCount texts.
   * The window holds the written character itself, so a typo is vouched for only where the
   * records hold the same typo in the same words.
   */
  vouches(text: string, at: number, rule: VouchRule = DEFAULT_VOUCH): boolean {
    if (this.keys.length === 0 || !isCjkCode(text.charCodeAt(at))) return false;
    let runStart = at;
    while (runStart > 0 && isCjkCode(text.charCodeAt(runStart - 1))) runStart--;
    let runEnd = at + 1;
    while (runEnd < text.length && isCjkCode(text.charCodeAt(runEnd))) runEnd++;
    const edge = rule.interior ? 1 : 0;
    const from = Math.max(runStart, at - rule.order + 1 + edge);
    const to = Math.min(at - edge, runEnd - rule.order);
    for (let s = from; s <= to; s++) if (this.count(text, s, s + rule.order) >= rule.minCount) return true;
    return false;
  }
}

/** The committee's terms in one automaton, each with its length. */
class TermMatcher {
  private readonly automaton: PatternAutomaton<number>;
  /** Length of the longest term: an occurrence covering a finding lies within this reach of it. */
  readonly maxLength: number = 0;

  constructor(terms: readonly string[]) {
    const patterns: [string, number][] = [];
    for (const raw of terms) {
      const term = raw.trim();
      // One character is no term: protecting it would blind the check to that character everywhere.
      if (term.length < 2) continue;
      patterns.push([term, term.length]);
      this.maxLength = Math.max(this.maxLength, term.length);
    }
    this.automaton = new PatternAutomaton(patterns);
  }

  /**
   * Whether an occurrence of a term covers text[start, end). Only the stretch within maxLength of
   * the span is read, so the cost follows the findings, not the length of the text.
   */
  covers(text: string, start: number, end: number): boolean {
    const from = Math.max(0, end - this.maxLength);
    const to = Math.min(text.length, start + this.maxLength);
    return this.automaton.scan(text, (stop, length) => stop >= end && stop - length <= start, from, to);
  }
}

const matchers = new WeakMap<readonly string[], TermMatcher>();

/** A matcher per terms array, built once and reused while the caller keeps the same array. */
function termMatcher(terms: readonly string[]): TermMatcher {
  let m = matchers.get(terms);
  if (!m) {
    m = new TermMatcher(terms);
    matchers.set(terms, m);
  }
  return m;
}

/** Findings that lie inside no occurrence of the committee's own terms. */
export function outsideOwnTerms(text: string, findings: Finding[], terms: readonly string[] | undefined): Finding[] {
  if (!terms?.length || findings.length === 0) return findings;
  const matcher = termMatcher(terms);
  if (matcher.maxLength === 0) return findings;
  return findings.filter((f) => !matcher.covers(text, f.start, f.end));
}

/** Spelling findings the committee's records do not vouch for. */
export function unvouched(text: string, findings: Finding[], records: OwnRecords | undefined): Finding[] {
  if (!records || records.ngrams === 0) return findings;
  return findings.filter((f) => f.end - f.start !== 1 || !records.vouches(text, f.start));
}
