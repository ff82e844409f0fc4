/** Construction options of a `SimilarityIndex`. */
export interface SimilarityIndexOptions {
  /** Gram length of fingerprints, in folded characters (default 8). */
  gram?: number;
  /** Winnowing window (default 10): shared runs of gram + window - 1 characters are always seen. */
  window?: number;
  /** Expected number of documents; sizes the hash table (default 100,000; fixed for the life of the index). */
  expectedDocs?: number;
  /** Keep the texts so that query scores are exact (default true; turn off for millions of documents). */
  storeText?: boolean;
  /** Minimum passage length of exact scoring (default 10, as `similarity`). */
  minLength?: number;
  /** A hash bucket holding more postings than this share of the live documents is a stop-gram (default 0.002). */
  stopGramFraction?: number;
  /** …but never below this many postings (default 500). */
  minStopGramPostings?: number;
}

/** Options of one query. */
export interface SimilarityQueryOptions {
  /** Smallest similarity (0–1) reported (default 0: anything sharing a passage). */
  threshold?: number;
  /** Documents never reported, e.g. the one being edited. */
  excludeIds?: Iterable<string>;
  /** Most results (default 10). */
  limit?: number;
  /**
   * Text of a stored document, for exact scoring when the index keeps no texts
   * (e.g. read from the database beforehand). Without texts the score is an estimate.
   */
  resolveText?: (id: string) => string | undefined;
}

/** One similar document. */
export interface SimilarityHit<M> {
  readonly id: string;
  /** Share (0–1) of the query text found in this document. */
  readonly similarity: number;
  /** True when computed on the texts (as `similarity()`), false when estimated from fingerprints. */
  readonly exact: boolean;
  readonly meta: M | undefined;
}

/** Counters describing an index. */
export interface SimilarityIndexStats {
  documents: number;
  deletedSlots: number;
  postings: number;
  postingBytes: number;
  buckets: number;
}
