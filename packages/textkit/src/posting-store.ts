/**
 * Posting lists for a fixed number of hash buckets, in two layers:
 * - a compact base (CSR: one offsets array and one entries array, 4 bytes an entry),
 *   built by `fromCsr` — on reload or compaction — and viewable straight from a file buffer;
 * - growable chunks for entries appended since, chained per bucket, carved out of large
 *   Uint32Array pages (so a million documents cost a few hundred typed arrays, not
 *   millions of JS arrays, and nothing of it lives on the garbage-collected heap).
 * Chunk layout: [next chunk address (0 = none), capacity, entries…].
 */
const PAGE_BITS = 22;
const PAGE_SIZE = 1 << PAGE_BITS; // words (16 MB)
const FIRST_PAGE = 1 << 14; // the first page starts small and doubles, so tiny indexes stay tiny
const FIRST_CAP = 6;
const MAX_CAP = 254;

export class PostingStore {
  readonly bucketCount: number;
  private baseOffsets: Uint32Array;
  private baseEntries: Uint32Array;
  // Per bucket, interleaved so that an append touches one cache line:
  // [head chunk, tail chunk, used slots of the tail | tail capacity << 16, appended length].
  private readonly meta: Uint32Array;
  private pages: Uint32Array[];
  private fill: number; // next free word in the last page
  private extraTotal = 0;

  constructor(bucketCount: number) {
    this.bucketCount = bucketCount;
    this.baseOffsets = new Uint32Array(bucketCount + 1);
    this.baseEntries = new Uint32Array(0);
    this.meta = new Uint32Array(bucketCount * 4);
    this.pages = [new Uint32Array(FIRST_PAGE)];
    this.fill = 2; // address 0 means "no chunk"
  }

  /** A store whose base is the given CSR arrays (used as they are, not copied). */
  static fromCsr(offsets: Uint32Array, entries: Uint32Array): PostingStore {
    const store = new PostingStore(offsets.length - 1);
    store.baseOffsets = offsets;
    store.baseEntries = entries;
    return store;
  }

  /** Number of entries in a bucket. */
  length(bucket: number): number {
    return this.baseOffsets[bucket + 1] - this.baseOffsets[bucket] + this.meta[bucket * 4 + 3];
  }

  /** Total number of entries. */
  get size(): number {
    return this.baseEntries.length + this.extraTotal;
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    let b = this.baseOffsets.byteLength + this.baseEntries.byteLength;
    b += this.meta.byteLength;
    for (const p of this.pages) b += p.byteLength;
    return b;
  }

  private alloc(words: number): number {
    let pageIndex = this.pages.length - 1;
    let page = this.pages[pageIndex];
    if (this.fill + words > page.length) {
      if (pageIndex === 0 && page.length < PAGE_SIZE) {
        let size = page.length;
        while (size < this.fill + words) size *= 2;
        const grown = new Uint32Array(Math.min(size, PAGE_SIZE));
        grown.set(page);
        this.pages[0] = page = grown;
      } else {
        page = new Uint32Array(PAGE_SIZE);
        this.pages.push(page);
        pageIndex++;
        this.fill = 0;
      }
    }
    const addr = pageIndex * PAGE_SIZE + this.fill;
    this.fill += words;
    return addr;
  }

  /** Append one entry to a bucket. */
  append(bucket: number, value: number): void {
    const meta = this.meta;
    const m = bucket * 4;
    let t = meta[m + 1];
    let used = meta[m + 2] & 0xffff;
    const cap = meta[m + 2] >>> 16;
    if (t === 0 || used === cap) {
      const newCap = t === 0 ? FIRST_CAP : Math.min(MAX_CAP, cap * 2 + 2);
      const addr = this.alloc(newCap + 2);
      const page = this.pages[addr >>> PAGE_BITS];
      const off = addr & (PAGE_SIZE - 1);
      page[off] = 0;
      page[off + 1] = newCap;
      if (t === 0) meta[m] = addr;
      else this.pages[t >>> PAGE_BITS][t & (PAGE_SIZE - 1)] = addr;
      meta[m + 1] = t = addr;
      used = 0;
      meta[m + 2] = newCap << 16;
    }
    this.pages[t >>> PAGE_BITS][(t & (PAGE_SIZE - 1)) + 2 + used] = value;
    meta[m + 2]++;
    meta[m + 3]++;
    this.extraTotal++;
  }

  /** Call `visit` for every entry of a bucket, base entries first, then appended ones in order. */
  scan(bucket: number, visit: (value: number) => void): void {
    const entries = this.baseEntries;
    for (let i = this.baseOffsets[bucket], end = this.baseOffsets[bucket + 1]; i < end; i++) visit(entries[i]);
    let remaining = this.meta[bucket * 4 + 3];
    let addr = this.meta[bucket * 4];
    while (remaining > 0 && addr !== 0) {
      const page = this.pages[addr >>> PAGE_BITS];
      const off = addr & (PAGE_SIZE - 1);
      const n = Math.min(page[off + 1], remaining);
      for (let i = 0; i < n; i++) visit(page[off + 2 + i]);
      remaining -= n;
      addr = page[off];
    }
  }

  /**
   * The whole store as CSR, keeping only the entries `map` returns a value for
   * (`map` returns the new entry, or -1 to drop it). Two passes: count, then fill.
   */
  toCsr(map: (value: number) => number): { offsets: Uint32Array; entries: Uint32Array } {
    const offsets = new Uint32Array(this.bucketCount + 1);
    let total = 0;
    const count = (v: number) => {
      if (map(v) >= 0) total++;
    };
    for (let b = 0; b < this.bucketCount; b++) {
      offsets[b] = total;
      this.scan(b, count);
    }
    offsets[this.bucketCount] = total;
    const entries = new Uint32Array(total);
    let k = 0;
    const put = (v: number) => {
      const m = map(v);
      if (m >= 0) entries[k++] = m;
    };
    for (let b = 0; b < this.bucketCount; b++) this.scan(b, put);
    return { offsets, entries };
  }
}
