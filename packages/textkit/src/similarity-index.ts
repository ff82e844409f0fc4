import { estimateCoverage, MATCHED, UNKNOWN } from './estimate.js';
import { DEFAULT_GRAM, DEFAULT_WINDOW, fingerprint } from './fingerprint.js';
import { coverage, DEFAULT_MIN_LENGTH, matchFolded } from './match.js';
import { foldCodes, normalize } from './normalize.js';
import { PostingStore } from './posting-store.js';
import { decodeIndex, encodeIndex, type SerializedHeader } from './similarity-index-format.js';
import type { SimilarityHit, SimilarityIndexOptions, SimilarityIndexStats, SimilarityQueryOptions } from './similarity-index-types.js';

export type { SimilarityHit, SimilarityIndexOptions, SimilarityIndexStats, SimilarityQueryOptions } from './similarity-index-types.js';

const CHECK_BITS = 8; // low bits of a posting entry: more hash bits, to reject bucket collisions
const CHECK_MASK = (1 << CHECK_BITS) - 1;
const MAX_DOCS = 2 ** (32 - CHECK_BITS); // document numbers live in the other 24 bits

interface DedupeSet {
  keys: Uint32Array;
  stamps: Uint32Array;
  mask: number;
  stamp: number;
}
let dedupe: DedupeSet = { keys: new Uint32Array(1024), stamps: new Uint32Array(1024), mask: 1023, stamp: 0 };

/** A shared scratch set with room for `n` keys (at most half full); reset by bumping the stamp. */
function dedupeSet(n: number): DedupeSet {
  if (dedupe.keys.length < n * 2 || dedupe.stamp >= 0xfffffffe) {
    let size = 1024;
    while (size < n * 2) size *= 2;
    dedupe = { keys: new Uint32Array(size), stamps: new Uint32Array(size), mask: size - 1, stamp: 0 };
  }
  return dedupe;
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
export class SimilarityIndex<M = unknown> {
  readonly gram: number;
  readonly window: number;
  readonly minLength: number;
  readonly storeText: boolean;
  private readonly bucketBits: number;
  private readonly bucketMask: number;
  private readonly stopGramFraction: number;
  private readonly minStopGramPostings: number;
  private store: PostingStore;
  private ids: string[] = [];
  private metas: (M | undefined)[] = [];
  private texts: (string | undefined)[] = [];
  private numOf = new Map<string, number>();
  private alive = new Uint8Array(1024);
  private foldedLength = new Uint32Array(1024);
  private live = 0;
  // Query scratch space, sized to the document numbers and reused: no per-query allocation
  // proportional to the corpus.
  private counts = new Uint16Array(1024);
  private slotOf = new Int32Array(1024).fill(-1);

  constructor(options: SimilarityIndexOptions = {}) {
    this.gram = options.gram ?? DEFAULT_GRAM;
    this.window = options.window ?? DEFAULT_WINDOW;
    this.minLength = options.minLength ?? DEFAULT_MIN_LENGTH;
    this.storeText = options.storeText ?? true;
    this.stopGramFraction = options.stopGramFraction ?? 0.002;
    this.minStopGramPostings = options.minStopGramPostings ?? 500;
    const expected = Math.max(1, options.expectedDocs ?? 100_000);
    // About 16 buckets a document (≈ 12 postings a bucket at 2,000 characters), 2^12..2^24.
    this.bucketBits = Math.min(24, Math.max(12, Math.ceil(Math.log2(expected * 16))));
    this.bucketMask = 2 ** this.bucketBits - 1;
    this.store = new PostingStore(2 ** this.bucketBits);
  }

  /** Number of live documents. */
  get size(): number {
    return this.live;
  }

  /** Whether a document is indexed. */
  has(id: string): boolean {
    return this.numOf.has(id);
  }

  /** The metadata given when a document was added. */
  getMeta(id: string): M | undefined {
    const n = this.numOf.get(id);
    return n === undefined ? undefined : this.metas[n];
  }

  /** The stored text (only with `storeText`). */
  getText(id: string): string | undefined {
    const n = this.numOf.get(id);
    return n === undefined ? undefined : this.texts[n];
  }

  /** Index a document; an existing document of the same id is replaced. */
  add(id: string, text: string, meta?: M): void {
    if (this.numOf.has(id)) this.remove(id);
    const num = this.ids.length;
    if (num >= MAX_DOCS) throw new RangeError('SimilarityIndex: too many document slots; call compact()');
    this.ensureCapacity(num + 1);
    this.ids.push(id);
    this.metas.push(meta);
    this.texts.push(this.storeText ? text : undefined);
    this.numOf.set(id, num);
    this.alive[num] = 1;
    this.live++;
    const codes = foldCodes(text);
    this.foldedLength[num] = codes.length;
    // Each distinct fingerprint once per document, so counts measure distinct sharing.
    // Duplicates are found with a stamped open-addressing set (cheaper than sorting).
    const hashes = fingerprint(codes, this.gram, this.window).hashes;
    const seen = dedupeSet(hashes.length);
    const stamp = ++seen.stamp;
    const tag = num * 2 ** CHECK_BITS;
    for (let i = 0; i < hashes.length; i++) {
      const h = hashes[i];
      let slot = h & seen.mask;
      while (seen.stamps[slot] === stamp && seen.keys[slot] !== h) slot = (slot + 1) & seen.mask;
      if (seen.stamps[slot] === stamp) continue;
      seen.stamps[slot] = stamp;
      seen.keys[slot] = h;
      this.store.append(h & this.bucketMask, tag + ((h >>> this.bucketBits) & CHECK_MASK));
    }
  }

  /** Replace a document's text (and metadata). */
  update(id: string, text: string, meta?: M): void {
    this.add(id, text, meta ?? this.getMeta(id));
  }

  /** Remove a document; returns whether it was there. */
  remove(id: string): boolean {
    const num = this.numOf.get(id);
    if (num === undefined) return false;
    this.numOf.delete(id);
    this.alive[num] = 0;
    this.metas[num] = undefined;
    this.texts[num] = undefined;
    this.live--;
    return true;
  }

  /** Counters for monitoring. */
  stats(): SimilarityIndexStats {
    return {
      documents: this.live,
      deletedSlots: this.ids.length - this.live,
      postings: this.store.size,
      postingBytes: this.store.bytes,
      buckets: this.store.bucketCount,
    };
  }

  private ensureCapacity(n: number): void {
    if (n <= this.alive.length) return;
    let cap = this.alive.length;
    while (cap < n) cap *= 2;
    const grow = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array>(a: T, make: (len: number) => T): T => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.alive = grow(this.alive, (l) => new Uint8Array(l));
    this.foldedLength = grow(this.foldedLength, (l) => new Uint32Array(l));
    this.counts = new Uint16Array(cap);
    this.slotOf = new Int32Array(cap).fill(-1);
  }

  /**
   * Documents similar to `text`, best first: similarity = share of `text` found in the
   * document (as `similarity(text, document)`). Excluded ids (the document being edited)
   * are never reported.
   */
  query(text: string, options: SimilarityQueryOptions = {}): SimilarityHit<M>[] {
    const threshold = options.threshold ?? 0;
    const limit = Math.max(1, options.limit ?? 10);
    const folded = normalize(text);
    const fp = fingerprint(folded.codes, this.gram, this.window);
    const m = fp.hashes.length;
    if (m === 0 || this.live === 0) return [];
    const excluded = new Set<number>();
    for (const id of options.excludeIds ?? []) {
      const n = this.numOf.get(id);
      if (n !== undefined) excluded.add(n);
    }
    const stopLimit = Math.max(this.minStopGramPostings, Math.floor(this.live * this.stopGramFraction));
    const bucketMask = this.bucketMask;
    const bits = this.bucketBits;
    const alive = this.alive;
    const counts = this.counts;
    const status = new Uint8Array(m);

    // Pass 1: count distinct shared fingerprints per document.
    const touched: number[] = [];
    const order = Array.from({ length: m }, (_, i) => i).sort((x, y) => fp.hashes[x] - fp.hashes[y]);
    for (let k = 0; k < m; k++) {
      const h = fp.hashes[order[k]];
      if (k > 0 && h === fp.hashes[order[k - 1]]) {
        status[order[k]] = status[order[k - 1]];
        continue;
      }
      const bucket = h & bucketMask;
      if (this.store.length(bucket) > stopLimit) {
        status[order[k]] = UNKNOWN;
        continue;
      }
      const check = (h >>> bits) & CHECK_MASK;
      this.store.scan(bucket, (e) => {
        if ((e & CHECK_MASK) !== check) return;
        const d = Math.floor(e / 2 ** CHECK_BITS);
        if (alive[d] === 0 || excluded.has(d)) return;
        if (counts[d] === 0) touched.push(d);
        if (counts[d] < 0xffff) counts[d]++;
      });
    }

    // Candidates: the documents sharing the most fingerprints (a count histogram gives the cut).
    const want = Math.max(limit * 4, 32);
    let maxCount = 0;
    for (const d of touched) if (counts[d] > maxCount) maxCount = counts[d];
    const hist = new Uint32Array(maxCount + 2);
    for (const d of touched) hist[counts[d]]++;
    let cut = maxCount;
    for (let acc = 0; cut > 1; cut--) {
      acc += hist[cut];
      if (acc >= want) break;
    }
    let candidates = touched.filter((d) => counts[d] >= cut);
    candidates.sort((x, y) => counts[y] - counts[x]);
    if (candidates.length > want) candidates = candidates.slice(0, want);
    for (const d of touched) counts[d] = 0;
    if (candidates.length === 0) return [];

    // Pass 2: which query fingerprints each candidate shares.
    const c = candidates.length;
    const slotOf = this.slotOf;
    candidates.forEach((d, s) => {
      slotOf[d] = s;
    });
    const shared = new Uint8Array(c * m);
    for (let k = 0; k < m; k++) {
      const i = order[k];
      const h = fp.hashes[i];
      if (status[i] === UNKNOWN) {
        for (let s = 0; s < c; s++) shared[s * m + i] = UNKNOWN;
        continue;
      }
      if (k > 0 && h === fp.hashes[order[k - 1]]) {
        const prev = order[k - 1];
        for (let s = 0; s < c; s++) shared[s * m + i] = shared[s * m + prev];
        continue;
      }
      const check = (h >>> bits) & CHECK_MASK;
      this.store.scan(h & bucketMask, (e) => {
        if ((e & CHECK_MASK) !== check) return;
        const s = slotOf[Math.floor(e / 2 ** CHECK_BITS)];
        if (s >= 0) shared[s * m + i] = MATCHED;
      });
    }
    for (const d of candidates) slotOf[d] = -1;

    const scored = candidates.map((d, s) => ({
      d,
      score: estimateCoverage(fp.positions, shared.subarray(s * m, (s + 1) * m), folded.length, this.gram),
      exact: false,
    }));
    scored.sort((x, y) => y.score - x.score);

    // Exact rescoring of the best estimates, when texts are at hand.
    const rescore = Math.min(scored.length, Math.max(limit * 2, 20));
    for (let r = 0; r < rescore; r++) {
      const item = scored[r];
      const id = this.ids[item.d];
      const doc = this.texts[item.d] ?? options.resolveText?.(id);
      if (doc === undefined) continue;
      item.score = coverage(matchFolded(folded.codes, normalize(doc).codes, this.minLength), folded.length);
      item.exact = true;
    }
    scored.sort((x, y) => y.score - x.score || Number(y.exact) - Number(x.exact));
    const out: SimilarityHit<M>[] = [];
    for (const item of scored) {
      if (out.length >= limit) break;
      if (item.score <= 0 || item.score < threshold) continue;
      out.push({ id: this.ids[item.d], similarity: item.score, exact: item.exact, meta: this.metas[item.d] });
    }
    return out;
  }

  /** Rebuild the postings without removed documents and renumber the documents. */
  compact(): void {
    const fresh = SimilarityIndex.deserialize<M>(this.serialize());
    Object.assign(this, fresh);
  }

  /**
   * The index as binary parts, to be written one after the other (no single buffer of
   * the whole index is built). Removed documents are left out. Reload with `deserialize`.
   */
  serializeParts(): Uint8Array[] {
    const renumber = new Int32Array(this.ids.length).fill(-1);
    const header: SerializedHeader<M> = {
      gram: this.gram,
      window: this.window,
      bucketBits: this.bucketBits,
      storeText: this.storeText,
      minLength: this.minLength,
      stopGramFraction: this.stopGramFraction,
      minStopGramPostings: this.minStopGramPostings,
      ids: [],
      metas: [],
      foldedLengths: [],
    };
    for (let d = 0; d < this.ids.length; d++) {
      if (!this.alive[d]) continue;
      renumber[d] = header.ids.length;
      header.ids.push(this.ids[d]);
      header.metas.push(this.metas[d] ?? null);
      header.foldedLengths.push(this.foldedLength[d]);
    }
    const { offsets, entries } = this.store.toCsr((e) => {
      const d = Math.floor(e / 2 ** CHECK_BITS);
      const to = this.alive[d] ? renumber[d] : -1;
      return to < 0 ? -1 : to * 2 ** CHECK_BITS + (e & CHECK_MASK);
    });
    const texts = this.storeText ? this.ids.flatMap((_, d) => (this.alive[d] ? [this.texts[d]] : [])) : null;
    return encodeIndex(header, offsets, entries, texts);
  }

  /** The index as one buffer (see `serializeParts` for large indexes). */
  serialize(): Uint8Array {
    const parts = this.serializeParts();
    const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  /**
   * Reload an index from `serialize()` output (or the concatenated parts). When the buffer
   * is 4-byte aligned (as a file read into a Node Buffer is), postings are used in place.
   */
  static deserialize<M = unknown>(bytes: Uint8Array): SimilarityIndex<M> {
    const { header, offsets, entries, texts } = decodeIndex<M>(bytes);
    const index = new SimilarityIndex<M>({
      gram: header.gram,
      window: header.window,
      storeText: header.storeText,
      minLength: header.minLength,
      stopGramFraction: header.stopGramFraction,
      minStopGramPostings: header.minStopGramPostings,
      expectedDocs: 1,
    });
    // The bucket layout must be the saved one; the constructor sized a throwaway table.
    Object.assign(index, { bucketBits: header.bucketBits, bucketMask: 2 ** header.bucketBits - 1 });
    index.store = PostingStore.fromCsr(offsets, entries);
    const n = header.ids.length;
    index.ensureCapacity(n);
    index.ids = header.ids;
    index.metas = header.metas.map((x) => x ?? undefined);
    index.texts = texts;
    index.numOf = new Map(header.ids.map((id, i) => [id, i]));
    index.alive.fill(1, 0, n);
    index.foldedLength.set(header.foldedLengths);
    index.live = n;
    return index;
  }
}
