/** A shared passage in folded coordinates: source [s, e) equals target [t, t + e - s). */
export interface FoldedPassage {
    readonly s: number;
    readonly e: number;
    readonly t: number;
}
/** Default minimum length (folded units) of a passage that counts as reuse. */
export declare const DEFAULT_MIN_LENGTH = 10;
/**
 * Greedy longest-match tiling of `a` (source) by passages also found in `b` (target).
 * Seed: every source gram of `minLength` units is looked up among the target's grams;
 * extend: each verified seed is extended forward; the longest extension that reaches
 * past the source already covered wins. The passages are disjoint on the source side
 * and together cover exactly the source units that lie in some common substring of at
 * least `minLength` units — so the order of paragraphs or sentences does not matter.
 */
export declare function matchFolded(a: Uint16Array, b: Uint16Array, minLength?: number): FoldedPassage[];
/** Share of `n` source units covered by disjoint passages. */
export declare function coverage(passages: readonly FoldedPassage[], n: number): number;
