/** Fingerprints of a folded text: winnowed k-gram hashes with their positions. */
export interface Fingerprints {
    /** 32-bit mixed hashes of the selected k-grams, in position order. */
    readonly hashes: Uint32Array;
    /** Start position (in folded units) of each selected k-gram, strictly increasing. */
    readonly positions: Uint32Array;
}
/** Murmur3's finaliser: the low bits of a polynomial hash mod 2^32 are weak, this spreads them. */
export declare function mix32(h: number): number;
/**
 * Hash every k-gram of `codes` with a rolling polynomial hash (O(n) for any k), mixed.
 * Element i is the hash of codes[i .. i+k). Empty when the text is shorter than k.
 */
export declare function kgramHashes(codes: Uint16Array, k: number): Uint32Array;
/**
 * Winnowing (Schleimer, Wilkerson & Aiken 2003): in every window of `w` consecutive
 * k-gram hashes keep the minimum (rightmost on ties). Any shared run of at least
 * w + k - 1 units yields a shared fingerprint, and an edit only changes the
 * fingerprints of the windows that overlap it — which is what makes the index
 * robust to local edits.
 */
export declare function winnow(hashes: Uint32Array, w: number): Fingerprints;
/** Default gram length of index fingerprints, in folded characters. */
export declare const DEFAULT_GRAM = 8;
/** Default winnowing window: with 8-grams, any shared run of 17+ folded characters yields a shared fingerprint. */
export declare const DEFAULT_WINDOW = 10;
/**
 * Winnowed fingerprints of folded code units: the same selection as
 * `winnow(kgramHashes(codes, k), w)` computed in one pass without intermediate arrays.
 */
export declare function fingerprint(codes: Uint16Array, k?: number, w?: number): Fingerprints;
