import type { TextChange, TextRange } from '@/components/editor';

/**
 * The proofreading service reports offsets into its own plain text (the content stripped the
 * server's way: trimmed, blank lines collapsed, entities decoded), which can differ from the
 * editor's getText(). These helpers find a finding in the editor's text and keep it found while
 * the panel and the user change that text.
 */

/** How much text either side of a finding is remembered, to tell two equal words apart. */
export const CONTEXT = 8;

/** A finding's place in the editor text, and what is expected there. */
export interface Spot extends TextRange {
  /** text before and after, as last seen */
  pre: string;
  post: string;
}

/** The server's checked text, rebuilt from its marked HTML (escaped text, <br> for line breaks, <mark> around findings). */
export function serverTextOf(contentHtml: string): string {
  const doc = new DOMParser().parseFromString(`<body>${contentHtml.replace(/<br\s*\/?>/gi, '\n')}</body>`, 'text/html');
  return doc.body.textContent ?? '';
}

function occurrences(text: string, needle: string): number[] {
  const out: number[] = [];
  if (!needle) return out;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) out.push(i);
  return out;
}

function nearest(list: number[], to: number): number {
  let best = list[0];
  for (const v of list) if (Math.abs(v - to) < Math.abs(best - to)) best = v;
  return best;
}

/**
 * Finds `expected` in `text`, preferring the place whose surroundings still read `pre` / `post`,
 * then the occurrence nearest `near`. Context is shortened step by step, so an edit next to the
 * finding does not lose it. An empty `expected` (an insertion point) needs some context.
 */
export function findSpot(text: string, expected: string, pre: string, post: string, near: number): TextRange | null {
  if (!expected && !pre && !post) return null;
  const atHint = near >= 0 && text.slice(near, near + expected.length) === expected;
  if (atHint && text.slice(Math.max(0, near - pre.length), near) === pre && text.startsWith(post, near + expected.length)) {
    return { from: near, to: near + expected.length };
  }
  for (let k = Math.max(pre.length, post.length); k >= 0; k--) {
    const p = pre.slice(Math.max(0, pre.length - k));
    const s = post.slice(0, k);
    if (!expected && !p && !s) break;
    const hits = occurrences(text, p + expected + s);
    if (hits.length) {
      const from = nearest(hits, near - p.length) + p.length;
      return { from, to: from + expected.length };
    }
  }
  return null;
}

/** Where a server finding [start, end) of serverText lies in the editor's text, with its context there. */
export function locate(serverText: string, clientText: string, start: number, end: number): Spot | null {
  const expected = serverText.slice(start, end);
  const pre = serverText.slice(Math.max(0, start - CONTEXT), start);
  const post = serverText.slice(end, end + CONTEXT);
  const r = findSpot(clientText, expected, pre, post, start);
  return r ? withContext(clientText, r) : null;
}

export function withContext(text: string, r: TextRange): Spot {
  return { ...r, pre: text.slice(Math.max(0, r.from - CONTEXT), r.from), post: text.slice(r.to, r.to + CONTEXT) };
}

/** Finds a spot again in the current text, where it should now read `expected`. */
export function relocate(text: string, spot: Spot, expected: string): Spot | null {
  const r = findSpot(text, expected, spot.pre, spot.post, spot.from);
  return r ? withContext(text, r) : null;
}

/** Maps an offset through changes made to one text (all offsets in the text before them). */
export function mapOffset(offset: number, changes: readonly TextChange[], assoc: 'before' | 'after' = 'after'): number {
  let delta = 0;
  for (const c of changes) {
    if (c.to < offset || (c.to === offset && (c.from < c.to || assoc === 'after'))) delta += c.text.length - (c.to - c.from);
  }
  return offset + delta;
}

/** Keeps the changes that do not overlap an earlier one (ProseMirror cannot apply crossing replacements). */
export function disjoint<T extends TextChange>(changes: readonly T[]): T[] {
  const out: T[] = [];
  for (const c of [...changes].sort((a, b) => a.from - b.from || a.to - b.to)) {
    const last = out[out.length - 1];
    // two changes starting at one point (an insertion and another) would land in an order nobody chose
    if (last && (c.from < last.to || c.from === last.from)) continue;
    out.push(c);
  }
  return out;
}
