import { kgramHashes } from './fingerprint.js';

/** A shared passage in folded coordinates: source [s, e) equals target [t, t + e - s). */
export interface FoldedPassage {
  readonly s: number;
  readonly e: number;
  readonly t: number;
}

/** Default minimum length (folded units) of a passage that counts as reuse. */
export const DEFAULT_MIN_LENGTH = 10;

// How many target occurrences of one gram are tried. A gram repeated more often than
// this in one document is boilerplate; capping keeps the scan linear on degenerate
// input (e.g. one character repeated thousands of times).
const MAX_CHAIN = 48;

function equalRun(a: Uint16Array, i: number, b: Uint16Array, j: number, len: number): boolean {
  for (let k = 0; k < len; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}

/**
 * Greedy longest-match tiling of `a` (source) by passages also found in `b` (target).
 * Seed: every source gram of `minLength` units is looked up among the target's grams;
 * extend: each verified seed is extended forward; the longest extension that reaches
 * past the source already covered wins. The passages are disjoint on the source side
 * and together cover exactly the source units that lie in some common substring of at
 * least `minLength` units — so the order of paragraphs or sentences does not matter.
 */
export function matchFolded(a: Uint16Array, b: Uint16Array, minLength = DEFAULT_MIN_LENGTH): FoldedPassage[] {
  const n = a.length;
  const m = b.length;
  const L = Math.max(1, Math.floor(minLength));
  if (n === 0 || m === 0) return [];
  if (n < L) {
    // A text shorter than one passage: it counts only when found whole in the target.
    for (let j = 0; j + n <= m; j++) if (equalRun(a, 0, b, j, n)) return [{ s: 0, e: n, t: j }];
    return [];
  }
  if (m < L) return [];
  const hb = kgramHashes(b, L);
  let size = 16;
  while (size < hb.length * 2) size <<= 1;
  const mask = size - 1;
  const head = new Int32Array(size).fill(-1);
  const next = new Int32Array(hb.length);
  // Inserted backwards so that each chain lists target positions in increasing order.
  for (let j = hb.length - 1; j >= 0; j--) {
    const slot = hb[j] & mask;
    next[j] = head[slot];
    head[slot] = j;
  }
  const ha = kgramHashes(a, L);
  const out: FoldedPassage[] = [];
  let coveredEnd = 0;
  let lastDiag = Number.NaN; // t - s of the last passage: its continuation cannot reach further
  for (let i = 0; i < ha.length; i++) {
    const h = ha[i];
    let bestEnd = coveredEnd;
    let bestJ = -1;
    let tries = 0;
    for (let j = head[h & mask]; j !== -1 && tries < MAX_CHAIN; j = next[j]) {
      if (hb[j] !== h) continue;
      tries++;
      if (i < coveredEnd && j - i === lastDiag) continue;
      if (!equalRun(a, i, b, j, L)) continue;
      let len = L;
      while (i + len < n && j + len < m && a[i + len] === b[j + len]) len++;
      if (i + len > bestEnd) {
        bestEnd = i + len;
        bestJ = j;
      }
    }
    if (bestJ < 0) continue;
    const start = Math.max(i, coveredEnd);
    const t = bestJ + (start - i);
    const prev = out[out.length - 1];
    if (prev && prev.e === start && prev.t + (prev.e - prev.s) === t) {
      out[out.length - 1] = { s: prev.s, e: bestEnd, t: prev.t };
    } else {
      out.push({ s: start, e: bestEnd, t });
    }
    coveredEnd = bestEnd;
    lastDiag = bestJ - i;
  }
  return out;
}

/** Share of `n` source units covered by disjoint passages. */
export function coverage(passages: readonly FoldedPassage[], n: number): number {
  if (n === 0) return 0;
  let c = 0;
  for (const p of passages) c += p.e - p.s;
  return Math.min(1, c / n);
}
