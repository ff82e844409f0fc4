/**
 * Text reduced to the characters that carry content, with a map back to the original.
 * `codes[i]` is a UTF-16 code unit of the folded text; `offsets[i]` is the index in the
 * original string of the code unit it came from.
 */
export interface NormalizedText {
    /** Folded code units: half-width, simplified, lower-case, no punctuation or white space. */
    readonly codes: Uint16Array;
    /** For each folded unit, its index in the original string (strictly increasing). */
    readonly offsets: Uint32Array;
    /** Number of folded units (`codes.length`). */
    readonly length: number;
}
/** The lazily built folding table (exposed for the fingerprinting hot loops). */
export declare function getFoldTable(): Uint16Array;
/**
 * Fold a text for comparison: full-width → half-width (NFKC), traditional → simplified
 * (OpenCC), Latin lower-cased, punctuation and white space dropped. Returns the folded
 * code units with an offset map back into `text`, so that matches found on the folded
 * form can be marked on the original.
 */
export declare function normalize(text: string): NormalizedText;
/** The folded form as a string (for display, debugging and tests). */
export declare function normalizedString(text: string): string;
/**
 * Folded code units only (no offset map), in a shared scratch buffer: the returned view
 * is valid until the next call. For the hot paths (indexing, querying) that never map
 * back to the original text.
 */
export declare function foldCodes(text: string): Uint16Array;
