import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Character n-gram language model (orders 1–3, stupid backoff) for the spelling decision.
 * Built at development time by `bench/textkit/build-char-ngram.ts` from text the product may
 * ship (see resources/NOTICE) and committed as `resources/char-ngram.bin`: n-grams are kept
 * only as 32-bit hashes with counts quantised to one byte (log base 1.1), so a collision now
 * and then costs a little accuracy but the table stays a few MB. A run of CJK characters is
 * one "sentence": n-grams never cross punctuation, digits or Latin letters.
 */

export const NGRAM_ORDER = 3;
const MAGIC = 0x434e4731; // 'CNG1'
const QUANT_BASE = Math.log(1.1);
/** Stupid backoff factor (Brants et al. 2007), as a log. */
const BACKOFF = Math.log(0.4);

/** FNV-1a over the UTF-16 code units of text[start, end); 0 is kept free for empty slots. */
export function ngramHash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Mix the length in so "ab" and a three-character string with the same prefix state differ.
  h ^= end - start;
  h = Math.imul(h, 0x01000193) >>> 0;
  return h === 0 ? 1 : h;
}

/** ngramHash over code units held in an array (the same hash as for the string they spell). */
function codesHash(codes: Uint16Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ codes[i], 0x01000193);
  h = Math.imul(h ^ (end - start), 0x01000193) >>> 0;
  return h === 0 ? 1 : h;
}

/** ngramHash of the two-character string of code units a, b, without building the string. */
function pairHash(a: number, b: number): number {
  let h = Math.imul(0x811c9dc5 ^ a, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  h = Math.imul(h ^ 2, 0x01000193) >>> 0;
  return h === 0 ? 1 : h;
}

export function quantise(count: number): number {
  return Math.min(255, Math.max(0, Math.round(Math.log(count) / QUANT_BASE)));
}

/** Serialise hashed counts: header, delta-coded sorted hashes (varints), quantised counts; gzip. */
export function encodeNgramTable(counts: Map<number, number>, total: number): Buffer {
  const hashes = Uint32Array.from(counts.keys()).sort();
  const bytes: number[] = [];
  const header = Buffer.alloc(16);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(hashes.length, 4);
  header.writeDoubleLE(total, 8);
  let prev = 0;
  for (const h of hashes) {
    let d = h - prev;
    prev = h;
    while (d >= 0x80) {
      bytes.push((d & 0x7f) | 0x80);
      d >>>= 7;
    }
    bytes.push(d);
  }
  const quant = Uint8Array.from(hashes, (h) => quantise(counts.get(h) ?? 1));
  return gzipSync(Buffer.concat([header, Buffer.from(bytes), quant]), { level: 9 });
}

export interface CharNgramModel {
  /** Number of n-grams stored. */
  readonly size: number;
  /** log p(text[i] | up to two preceding characters at or after runStart), stupid backoff. */
  logProb(text: string, i: number, runStart: number): number;
  /** Whether the n-gram text[start, end) was seen (modulo hash collisions). */
  has(text: string, start: number, end: number): boolean;
  /** Whether the pair of UTF-16 code units a, b was seen (false when either is -1). */
  pairSeen(a: number, b: number): boolean;
  /** Sum of logProb over text[from, to) with context reaching back to runStart. */
  score(text: string, from: number, to: number, runStart: number): number;
  /** score() over UTF-16 code units in an array, context reaching back to index 0: lets a caller try replacements without building strings. */
  scoreCodes(codes: Uint16Array, from: number, to: number): number;
}

/** Decode a table into an open-addressing hash map (keys and quantised counts in typed arrays). */
export function decodeNgramTable(gz: Uint8Array): CharNgramModel {
  const buf = gunzipSync(gz);
  if (buf.readUInt32LE(0) !== MAGIC) throw new Error('char-ngram: bad table');
  const n = buf.readUInt32LE(4);
  const total = buf.readDoubleLE(8);
  let cap = 1;
  while (cap < n * 2) cap <<= 1;
  const mask = cap - 1;
  const keys = new Uint32Array(cap);
  const vals = new Uint8Array(cap);
  let pos = 16;
  let prev = 0;
  const quantStart = buf.length - n;
  for (let k = 0; k < n; k++) {
    let d = 0;
    let shift = 0;
    let b: number;
    do {
      b = buf[pos++];
      d += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    const h = (prev + d) >>> 0;
    prev = h;
    let slot = Math.imul(h, 0x9e3779b1) >>> 0;
    slot &= mask;
    while (keys[slot] !== 0) slot = (slot + 1) & mask;
    keys[slot] = h;
    vals[slot] = buf[quantStart + k];
  }
  /** Quantised log count of the n-gram text[start, end), or -1 when absent. */
  const lookup = (text: string, start: number, end: number): number => find(ngramHash(text, start, end));
  const find = (h: number): number => {
    let slot = (Math.imul(h, 0x9e3779b1) >>> 0) & mask;
    for (;;) {
      const k = keys[slot];
      if (k === h) return vals[slot];
      if (k === 0) return -1;
      slot = (slot + 1) & mask;
    }
  };
  const logTotal = Math.log(total);
  // An unseen character: a little below a count of one.
  const unseen = Math.log(0.5) - logTotal;
  // One backoff walk for strings and for code arrays: `at(start, end)` is the quantised count.
  const backoff = (at: (start: number, end: number) => number, i: number, runStart: number): number => {
    let penalty = 0;
    for (let order = Math.min(NGRAM_ORDER, i - runStart + 1); order > 1; order--) {
      const q = at(i - order + 1, i + 1);
      if (q >= 0) {
        // The context count cannot be below the n-gram's, except through a hash collision.
        return penalty + (q - Math.max(q, at(i - order + 1, i))) * QUANT_BASE;
      }
      penalty += BACKOFF;
    }
    const q = at(i, i + 1);
    return penalty + (q >= 0 ? q * QUANT_BASE - logTotal : unseen);
  };
  const logProb = (text: string, i: number, runStart: number): number => backoff((a, b) => lookup(text, a, b), i, runStart);
  return {
    size: n,
    logProb,
    has: (text, start, end) => lookup(text, start, end) >= 0,
    pairSeen: (a, b) => a >= 0 && b >= 0 && find(pairHash(a, b)) >= 0,
    score(text, from, to, runStart) {
      let s = 0;
      for (let i = from; i < to; i++) s += logProb(text, i, runStart);
      return s;
    },
    scoreCodes(codes, from, to) {
      const at = (a: number, b: number) => find(codesHash(codes, a, b));
      let s = 0;
      for (let i = from; i < to; i++) s += backoff(at, i, 0);
      return s;
    },
  };
}

let shared: CharNgramModel | undefined;
let loadMs = 0;

/** The shipped model, loaded once on first use. */
export function charNgram(): CharNgramModel {
  if (!shared) {
    const t = performance.now();
    // Resolved through the package so that the bundled server finds it as well as tsx does.
    const path = createRequire(import.meta.url).resolve('@cppcc/textkit/resources/char-ngram.bin');
    shared = decodeNgramTable(readFileSync(path));
    loadMs = performance.now() - t;
  }
  return shared;
}

/** Milliseconds the first charNgram() call took (for the benches). */
export function charNgramLoadMs(): number {
  return loadMs;
}
