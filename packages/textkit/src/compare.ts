import { textToHtml } from './html.js';
import { coverage, DEFAULT_MIN_LENGTH, type FoldedPassage, matchFolded } from './match.js';
import { type NormalizedText, normalize } from './normalize.js';
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

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Folded range → original range; never splits a surrogate pair. */
function toOriginal(text: string, folded: NormalizedText, s: number, e: number): [number, number] {
  let start = folded.offsets[s];
  let end = folded.offsets[e - 1] + 1;
  if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
  if (end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end++;
  return [start, end];
}

interface Span {
  start: number;
  end: number;
  id: number;
}

/** Wrap the spans (sorted, disjoint) of `text` in marks; everything else is escaped text. */
function markHtml(text: string, spans: readonly Span[]): string {
  let out = '';
  let pos = 0;
  for (const sp of spans) {
    out += textToHtml(text.slice(pos, sp.start));
    out += `<mark class="dup-mark" data-mark-id="m${sp.id}">${textToHtml(text.slice(sp.start, sp.end))}</mark>`;
    pos = sp.end;
  }
  return out + textToHtml(text.slice(pos));
}

/**
 * Compare two texts for the duplicate-check drawer: the similarity (share of the source
 * found in the target) and both texts as safe HTML with the matching passages marked.
 * Every id marked on one side is marked on the other. Where several source passages
 * match overlapping target text, the target text is marked once, with the id of the
 * first passage, and a source passage whose target text is wholly taken by others reuses
 * that id — so ids stay paired and marks never nest.
 */
export function compare(source: string, target: string, options: SimilarityOptions = {}): Comparison {
  const a = normalize(source);
  const b = normalize(target);
  const folded: FoldedPassage[] = matchFolded(a.codes, b.codes, options.minLength ?? DEFAULT_MIN_LENGTH);
  const sim = coverage(folded, a.length);

  // Owner of each target folded unit: the first passage (in source order) covering it.
  const owner = new Int32Array(b.length).fill(-1);
  for (let p = 0; p < folded.length; p++) {
    const f = folded[p];
    for (let k = f.t, end = f.t + (f.e - f.s); k < end; k++) if (owner[k] < 0) owner[k] = p;
  }
  const passages: ComparedPassage[] = [];
  const sourceSpans: Span[] = [];
  for (let p = 0; p < folded.length; p++) {
    const f = folded[p];
    const tEnd = f.t + (f.e - f.s);
    let id = -1;
    for (let k = f.t; k < tEnd; k++) {
      if (owner[k] === p) {
        id = p;
        break;
      }
    }
    if (id < 0) id = owner[f.t];
    const [sourceStart, sourceEnd] = toOriginal(source, a, f.s, f.e);
    const [targetStart, targetEnd] = toOriginal(target, b, f.t, tEnd);
    passages.push({ id: `m${id + 1}`, sourceStart, sourceEnd, targetStart, targetEnd });
    sourceSpans.push({ start: sourceStart, end: sourceEnd, id: id + 1 });
  }
  // Target spans: runs of folded units with the same owner, mapped to the original text.
  const targetSpans: Span[] = [];
  for (let k = 0; k < b.length; ) {
    const p = owner[k];
    let r = k + 1;
    while (r < b.length && owner[r] === p) r++;
    if (p >= 0) {
      const [start, end] = toOriginal(target, b, k, r);
      const prev = targetSpans[targetSpans.length - 1];
      // Surrogate snapping may make neighbours touch; keep spans disjoint.
      targetSpans.push({ start: prev ? Math.max(start, prev.end) : start, end, id: p + 1 });
    }
    k = r;
  }
  return {
    similarity: sim,
    sourceMarkedHtml: markHtml(source, fixOverlaps(sourceSpans)),
    targetMarkedHtml: markHtml(target, fixOverlaps(targetSpans)),
    passages,
  };
}

function fixOverlaps(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const sp of spans) {
    const prev = out[out.length - 1];
    const start = prev ? Math.max(sp.start, prev.end) : sp.start;
    if (start < sp.end) out.push({ start, end: sp.end, id: sp.id });
  }
  return out;
}
