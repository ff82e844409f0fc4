/**
 * The saved form of a `SimilarityIndex`: a magic number, a JSON header (settings, ids,
 * metadata), the postings in CSR form, then the texts as UTF-16 units. Every section
 * starts on a 4-byte boundary, so a file read into a Node Buffer is used in place.
 */

const MAGIC = 0x31534b54; // 'TKS1'

export interface SerializedHeader<M> {
  gram: number;
  window: number;
  bucketBits: number;
  storeText: boolean;
  minLength: number;
  stopGramFraction: number;
  minStopGramPostings: number;
  ids: string[];
  metas: (M | null)[];
  foldedLengths: number[];
}

export interface DecodedIndex<M> {
  header: SerializedHeader<M>;
  offsets: Uint32Array;
  entries: Uint32Array;
  /** one per id of the header; all undefined when the index kept no texts */
  texts: (string | undefined)[];
}

/**
 * The parts to write one after the other (no single buffer of the whole index is built).
 * `texts` holds the live documents' texts in header order, or null when the index keeps none.
 */
export function encodeIndex<M>(
  header: SerializedHeader<M>,
  offsets: Uint32Array,
  entries: Uint32Array,
  texts: readonly (string | undefined)[] | null,
): Uint8Array[] {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const pad = (4 - ((8 + json.length) % 4)) % 4;
  const head = new Uint8Array(8 + json.length + pad);
  const view = new DataView(head.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  head.set(json, 8);
  const sizes = new Uint32Array([offsets.length, entries.length]);
  // Texts go in a binary section of UTF-16 units, not in the JSON header: a JSON
  // string of 100,000 documents would pass the engine's maximum string length.
  const textLengths = new Uint32Array(texts ? texts.length : 0);
  let units = 0;
  texts?.forEach((t, k) => {
    textLengths[k] = t?.length ?? 0;
    units += t?.length ?? 0;
  });
  const textUnits = new Uint16Array(units + (units % 2)); // padded to 4 bytes
  let at = 0;
  for (const t of texts ?? []) {
    if (t === undefined) continue;
    for (let i = 0; i < t.length; i++) textUnits[at + i] = t.charCodeAt(i);
    at += t.length;
  }
  return [
    head,
    new Uint8Array(sizes.buffer),
    new Uint8Array(offsets.buffer, offsets.byteOffset, offsets.byteLength),
    new Uint8Array(entries.buffer, entries.byteOffset, entries.byteLength),
    new Uint8Array(Uint32Array.of(textLengths.length).buffer),
    new Uint8Array(textLengths.buffer),
    new Uint8Array(textUnits.buffer),
  ];
}

/** Reads `encodeIndex` output (the parts concatenated); postings stay views of `bytes` when it is 4-byte aligned. */
export function decodeIndex<M>(bytes: Uint8Array): DecodedIndex<M> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('SimilarityIndex.deserialize: not a serialized index');
  const jsonLength = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + jsonLength))) as SerializedHeader<M>;
  let at = 8 + jsonLength;
  at += (4 - (at % 4)) % 4;
  const offsetsLength = view.getUint32(at, true);
  const entriesLength = view.getUint32(at + 4, true);
  at += 8;
  const u32 = (start: number, length: number): Uint32Array =>
    (bytes.byteOffset + start) % 4 === 0
      ? new Uint32Array(bytes.buffer, bytes.byteOffset + start, length)
      : new Uint32Array(bytes.slice(start, start + length * 4).buffer);
  const offsets = u32(at, offsetsLength);
  const entries = u32(at + offsetsLength * 4, entriesLength);
  at += (offsetsLength + entriesLength) * 4;
  const textCount = view.getUint32(at, true);
  const textLengths = u32(at + 4, textCount);
  let unitAt = at + 4 + textCount * 4;
  const texts = new Array<string | undefined>(header.ids.length).fill(undefined);
  // (A lone surrogate in a stored text comes back as U+FFFD; texts are user prose.)
  const utf16 = new TextDecoder('utf-16le');
  for (let k = 0; k < textCount; k++) {
    const bytesLength = textLengths[k] * 2;
    texts[k] = utf16.decode(bytes.subarray(unitAt, unitAt + bytesLength));
    unitAt += bytesLength;
  }
  return { header, offsets, entries, texts };
}
