import type { SimilarityOptions } from './similarity.js';
/** One matching passage, in offsets of the original strings ([start, end), UTF-16 units). */
export interface ComparedPassage {
    /** Mark id shared by the two sides (`m1`, `m2`, …); a click on one scrolls to the other. */
    readonly id: string;
    readonly sourceStart: number;
    readonly sourceEnd: number;
    readonly targetStart: number;
    readonly targetEnd: number;
}
/** Side-by-side comparison of two texts. */
export interface Comparison {
    /** Same figure as `similarity(source, target)`. */
    readonly similarity: number;
    /** Escaped source text, line breaks as `<br>`, matching passages in `<mark class="dup-mark" data-mark-id="…">`. */
    readonly sourceMarkedHtml: string;
    /** Escaped target text marked the same way, with the same ids. */
    readonly targetMarkedHtml: string;
    /** The passages, in source order. */
    readonly passages: readonly ComparedPassage[];
}
/**
 * Compare two texts for the duplicate-check drawer: the similarity (share of the source
 * found in the target) and both texts as safe HTML with the matching passages marked.
 * Every id marked on one side is marked on the other. Where several source passages
 * match overlapping target text, the target text is marked once, with the id of the
 * first passage, and a source passage whose target text is wholly taken by others reuses
 * that id — so ids stay paired and marks never nest.
 */
export declare function compare(source: string, target: string, options?: SimilarityOptions): Comparison;
