/** Options of the pairwise comparison. */
export interface SimilarityOptions {
    /** Minimum length, in folded characters, of a passage that counts as reuse (default 10). */
    minLength?: number;
}
/**
 * Share (0–1) of the source's folded characters that lie in passages of at least
 * `minLength` folded characters also found in the target. Folding ignores punctuation,
 * white space, full/half width and traditional/simplified forms; passages are found in
 * any order, so reordering paragraphs or sentences does not lower the figure.
 * Not symmetric: a short text wholly quoted in a long one scores 1 one way only.
 */
export declare function similarity(source: string, target: string, options?: SimilarityOptions): number;
