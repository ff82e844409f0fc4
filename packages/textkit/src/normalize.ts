import * as OpenCC from 'opencc-js';

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

// Folding table for the whole BMP: 0 = drop (punctuation, white space, controls),
// otherwise the folded code unit. Built once, lazily, because it costs ~40 ms
// (one NFKC call per code unit and one OpenCC pass over the CJK blocks); after
// that normalization is a single table look-up per character, which is what
// lets the index take thousands of documents a second.
let foldTable: Uint16Array | undefined;

const CJK_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
];

function buildFoldTable(): Uint16Array {
  const table = new Uint16Array(0x10000);
  const keep = /[\p{L}\p{N}]/u;
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) {
      // Surrogate halves of astral characters (rare CJK extensions): keep as they are.
      table[c] = c;
      continue;
    }
    let s = String.fromCharCode(c);
    // NFKC folds full-width Latin/digits, compatibility ideographs, circled numbers…
    // Only one-to-one foldings are used so that the offset map stays one unit per unit.
    const n = s.normalize('NFKC');
    if (n.length === 1) s = n;
    s = s.toLowerCase();
    if (s.length !== 1) s = String.fromCharCode(c);
    table[c] = keep.test(s) ? s.charCodeAt(0) : 0;
  }
  // Traditional → simplified, character by character. The 'tw' source also undoes
  // Taiwan variant forms. One converter call over all CJK units joined by newlines
  // (OpenCC matches phrases, the newline keeps every character on its own).
  const convert = OpenCC.Converter({ from: 'tw', to: 'cn' });
  const chars: string[] = [];
  for (const [lo, hi] of CJK_RANGES) for (let c = lo; c <= hi; c++) chars.push(String.fromCharCode(c));
  const converted = convert(chars.join('\n')).split('\n');
  if (converted.length === chars.length) {
    for (let i = 0; i < chars.length; i++) {
      const to = converted[i];
      if (to.length === 1 && to !== chars[i]) table[chars[i].charCodeAt(0)] = to.charCodeAt(0);
    }
  }
  // Compatibility ideographs may fold (NFKC) to a traditional form: fold those twice.
  for (let c = 0; c < 0x10000; c++) {
    const f = table[c];
    if (f !== 0 && f !== c && table[f] !== f && table[f] !== 0) table[c] = table[f];
  }
  return table;
}

/** The lazily built folding table (exposed for the fingerprinting hot loops). */
export function getFoldTable(): Uint16Array {
  foldTable ??= buildFoldTable();
  return foldTable;
}

/**
 * Fold a text for comparison: full-width → half-width (NFKC), traditional → simplified
 * (OpenCC), Latin lower-cased, punctuation and white space dropped. Returns the folded
 * code units with an offset map back into `text`, so that matches found on the folded
 * form can be marked on the original.
 */
export function normalize(text: string): NormalizedText {
  const table = getFoldTable();
  const n = text.length;
  const codes = new Uint16Array(n);
  const offsets = new Uint32Array(n);
  let len = 0;
  for (let i = 0; i < n; i++) {
    const f = table[text.charCodeAt(i)];
    if (f !== 0) {
      codes[len] = f;
      offsets[len] = i;
      len++;
    }
  }
  return { codes: codes.subarray(0, len), offsets: offsets.subarray(0, len), length: len };
}

/** The folded form as a string (for display, debugging and tests). */
export function normalizedString(text: string): string {
  const { codes } = normalize(text);
  let out = '';
  // Chunked to stay below the argument-count limit of String.fromCharCode.
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.subarray(i, i + 8192));
  return out;
}

let scratch = new Uint16Array(4096);

/**
 * Folded code units only (no offset map), in a shared scratch buffer: the returned view
 * is valid until the next call. For the hot paths (indexing, querying) that never map
 * back to the original text.
 */
export function foldCodes(text: string): Uint16Array {
  const table = getFoldTable();
  const n = text.length;
  if (scratch.length < n) scratch = new Uint16Array(n * 2);
  const out = scratch;
  let len = 0;
  for (let i = 0; i < n; i++) {
    const f = table[text.charCodeAt(i)];
    if (f !== 0) out[len++] = f;
  }
  return out.subarray(0, len);
}
