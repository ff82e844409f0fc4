/** Status of one query fingerprint with respect to one candidate document. */
export declare const UNMATCHED = 0;
export declare const MATCHED = 1;
/** A stop-gram: too frequent to look up, so unknown. */
export declare const UNKNOWN = 2;
/**
 * Estimate the share of the query covered by a candidate from fingerprints alone
 * (the index keeps no text at scale). Unknown fingerprints take the verdict of their
 * neighbours when both agree on "matched". A run of matched fingerprints is taken to
 * cover from midway after the previous unmatched fingerprint to midway before the next
 * one — the true edge of a shared passage lies in that gap, since winnowing leaves at
 * most `window` grams between fingerprints; a run touching either end of the text
 * reaches it, so a document identical to the query scores exactly 1. A lone matched
 * fingerprint counts its own gram only (it is as likely a common phrase as reuse).
 */
export declare function estimateCoverage(positions: Uint32Array, status: Uint8Array, n: number, gram: number): number;
