export declare class PostingStore {
    readonly bucketCount: number;
    private baseOffsets;
    private baseEntries;
    private readonly meta;
    private pages;
    private fill;
    private extraTotal;
    constructor(bucketCount: number);
    /** A store whose base is the given CSR arrays (used as they are, not copied). */
    static fromCsr(offsets: Uint32Array, entries: Uint32Array): PostingStore;
    /** Number of entries in a bucket. */
    length(bucket: number): number;
    /** Total number of entries. */
    get size(): number;
    /** Bytes held by the typed arrays. */
    get bytes(): number;
    private alloc;
    /** Append one entry to a bucket. */
    append(bucket: number, value: number): void;
    /** Call `visit` for every entry of a bucket, base entries first, then appended ones in order. */
    scan(bucket: number, visit: (value: number) => void): void;
    /**
     * The whole store as CSR, keeping only the entries `map` returns a value for
     * (`map` returns the new entry, or -1 to drop it). Two passes: count, then fill.
     */
    toCsr(map: (value: number) => number): {
        offsets: Uint32Array;
        entries: Uint32Array;
    };
}
