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
/**
 * In-memory inverted index of winnowed fingerprints for the duplicate check.
 * Documents are interned to numbers; postings are 32-bit entries (document number and
 * 8 extra hash bits) in typed arrays, so a million documents of 2,000 characters take
 * about 2 GB. A query counts shared fingerprints per document (skipping stop-grams,
 * i.e. boilerplate present in too many documents), keeps the best candidates, and
 * scores them by coverage: exactly on the texts when they are available, otherwise
 * estimated from which query fingerprints each candidate shares.
 * Removal leaves a tombstone (skipped by queries); `compact()` reclaims the space.
 */
export declare class SimilarityIndex<M = unknown> {
    readonly gram: number;
    readonly window: number;
    readonly minLength: number;
    readonly storeText: boolean;
    private readonly bucketBits;
    private readonly bucketMask;
    private readonly stopGramFraction;
    private readonly minStopGramPostings;
    private store;
    private ids;
    private metas;
    private texts;
    private numOf;
    private alive;
    private foldedLength;
    private live;
    private counts;
    private slotOf;
    constructor(options?: SimilarityIndexOptions);
    /** Number of live documents. */
    get size(): number;
    /** Whether a document is indexed. */
    has(id: string): boolean;
    /** The metadata given when a document was added. */
    getMeta(id: string): M | undefined;
    /** The stored text (only with `storeText`). */
    getText(id: string): string | undefined;
    /** Index a document; an existing document of the same id is replaced. */
    add(id: string, text: string, meta?: M): void;
    /** Replace a document's text (and metadata). */
    update(id: string, text: string, meta?: M): void;
    /** Remove a document; returns whether it was there. */
    remove(id: string): boolean;
    /** Counters for monitoring. */
    stats(): SimilarityIndexStats;
    private ensureCapacity;
    /**
     * Documents similar to `text`, best first: similarity = share of `text` found in the
     * document (as `similarity(text, document)`). Excluded ids (the document being edited)
     * are never reported.
     */
    query(text: string, options?: SimilarityQueryOptions): SimilarityHit<M>[];
    /** Rebuild the postings without removed documents and renumber the documents. */
    compact(): void;
    /**
     * The index as binary parts, to be written one after the other (no single buffer of
     * the whole index is built). Removed documents are left out. Reload with `deserialize`.
     */
    serializeParts(): Uint8Array[];
    /** The index as one buffer (see `serializeParts` for large indexes). */
    serialize(): Uint8Array;
    /**
     * Reload an index from `serialize()` output (or the concatenated parts). When the buffer
     * is 4-byte aligned (as a file read into a Node Buffer is), postings are used in place.
     */
    static deserialize<M = unknown>(bytes: Uint8Array): SimilarityIndex<M>;
}
