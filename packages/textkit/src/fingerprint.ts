/** Fingerprints of a folded text: winnowed k-gram hashes with their positions. */
export interface Fingerprints {
  /** 32-bit mixed hashes of the selected k-grams, in position order. */
  readonly hashes: Uint32Array;
  /** Start position (in folded units) of each selected k-gram, strictly increasing. */
  readonly positions: Uint32Array;
}

const BASE = 0x01000193; // odd multiplier: polynomial hash modulo 2^32

/** Murmur3's finaliser: the low bits of a polynomial hash mod 2^32 are weak, this spreads them. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hash every k-gram of `codes` with a rolling polynomial hash (O(n) for any k), mixed.
 * Element i is the hash of codes[i .. i+k). Empty when the text is shorter than k.
 */
export function kgramHashes(codes: Uint16Array, k: number): Uint32Array {
  const n = codes.length - k + 1;
  if (n <= 0) return new Uint32Array(0);
  const out = new Uint32Array(n);
  let pow = 1; // BASE^(k-1), to remove the outgoing unit
  for (let i = 1; i < k; i++) pow = Math.imul(pow, BASE);
  let h = 0;
  for (let i = 0; i < k; i++) h = (Math.imul(h, BASE) + codes[i]) | 0;
  out[0] = mix32(h);
  for (let i = 1; i < n; i++) {
    h = (Math.imul(h - Math.imul(codes[i - 1], pow), BASE) + codes[i + k - 1]) | 0;
    out[i] = mix32(h);
  }
  return out;
}

/**
 * Winnowing (Schleimer, Wilkerson & Aiken 2003): in every window of `w` consecutive
 * k-gram hashes keep the minimum (rightmost on ties). Any shared run of at least
 * w + k - 1 units yields a shared fingerprint, and an edit only changes the
 * fingerprints of the windows that overlap it — which is what makes the index
 * robust to local edits.
 */
export function winnow(hashes: Uint32Array, w: number): Fingerprints {
  const n = hashes.length;
  if (n === 0) return { hashes: new Uint32Array(0), positions: new Uint32Array(0) };
  if (n <= w) {
    let m = 0;
    for (let i = 1; i < n; i++) if (hashes[i] <= hashes[m]) m = i;
    return { hashes: Uint32Array.of(hashes[m]), positions: Uint32Array.of(m) };
  }
  const outH = new Uint32Array(n);
  const outP = new Uint32Array(n);
  let count = 0;
  let last = -1;
  // Monotone deque of candidate positions (increasing hash), amortised O(n).
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const h = hashes[i];
    while (tail > head && hashes[dq[tail - 1]] >= h) tail--;
    dq[tail++] = i;
    if (dq[head] <= i - w) head++;
    if (i >= w - 1) {
      const m = dq[head];
      if (m !== last) {
        outH[count] = hashes[m];
        outP[count] = m;
        count++;
        last = m;
      }
    }
  }
  return { hashes: outH.slice(0, count), positions: outP.slice(0, count) };
}

/** Default gram length of index fingerprints, in folded characters. */
export const DEFAULT_GRAM = 8;
/** Default winnowing window: with 8-grams, any shared run of 17+ folded characters yields a shared fingerprint. */
export const DEFAULT_WINDOW = 10;

// Scratch buffers of the fused fingerprint pass, grown on demand and reused: indexing
// calls it thousands of times a second and per-call allocation was a measurable cost.
let ringH = new Int32Array(64);
let ringP = new Int32Array(64);
let outH = new Uint32Array(4096);
let outP = new Uint32Array(4096);

/**
 * Winnowed fingerprints of folded code units: the same selection as
 * `winnow(kgramHashes(codes, k), w)` computed in one pass without intermediate arrays.
 */
export function fingerprint(codes: Uint16Array, k = DEFAULT_GRAM, w = DEFAULT_WINDOW): Fingerprints {
  const n = codes.length - k + 1;
  if (n <= w) return winnow(kgramHashes(codes, k), w);
  if (ringH.length < n) {
    ringH = new Int32Array(n);
    ringP = new Int32Array(n);
  }
  if (outH.length < n) {
    outH = new Uint32Array(n);
    outP = new Uint32Array(n);
  }
  let pow = 1;
  for (let i = 1; i < k; i++) pow = Math.imul(pow, BASE);
  let h = 0;
  for (let i = 0; i < k - 1; i++) h = (Math.imul(h, BASE) + codes[i]) | 0;
  // Monotone deque (ring not needed: at most n pushes) over signed views of the mixed
  // hashes; comparisons are made on the unsigned value by flipping the sign bit, so the
  // selection is identical to winnow() on Uint32 hashes.
  let head = 0;
  let tail = 0;
  let count = 0;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (i > 0) h = (h - Math.imul(codes[i - 1], pow)) | 0;
    h = (Math.imul(h, BASE) + codes[i + k - 1]) | 0;
    const mixed = (mix32(h) ^ 0x80000000) | 0; // order-preserving signed key
    while (tail > head && ringH[tail - 1] >= mixed) tail--;
    ringH[tail] = mixed;
    ringP[tail] = i;
    tail++;
    if (ringP[head] <= i - w) head++;
    if (i >= w - 1 && ringP[head] !== last) {
      last = ringP[head];
      outH[count] = (ringH[head] ^ 0x80000000) >>> 0;
      outP[count] = last;
      count++;
    }
  }
  return { hashes: outH.slice(0, count), positions: outP.slice(0, count) };
}
