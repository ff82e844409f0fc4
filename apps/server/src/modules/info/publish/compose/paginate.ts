import { type Block, LINE_PT, PAGE, TITLE_LINE_PT, textWidth, topLevel } from './layout';

/**
 * The preview's pages, estimated without a browser: GB/T 9704 sets 22 lines of 28 characters
 * a page, so a paragraph's height is its lines × 28 pt. A plain paragraph that does not fit
 * is split at the page's last line (its rest goes on without indent, as Word and the PDF do);
 * one with marks or a picture moves whole. Word and the PDF break their pages themselves, so
 * the preview's breaks may differ from theirs by a line or two; the layout does not.
 */

const PT_PER_MM = 72 / 25.4;
export const PAGE_HEIGHT_PT = (PAGE.heightMm - PAGE.marginMm.top - PAGE.marginMm.bottom) * PT_PER_MM;
const TITLE_CHARS = ((PAGE.widthMm - PAGE.marginMm.left - PAGE.marginMm.right) * PT_PER_MM) / 22;

/** What a page holds: a block, or a piece of an item's text (top-level elements of its HTML). */
export type Piece = { block: Block } | { html: string; continued?: boolean };

const TAG = /<[^>]+>/g;
const ENTITY_OR_CHAR = /&[#a-z0-9]+;|[\s\S]/gi;

const textOf = (html: string) => html.replace(TAG, '').replace(/&[#a-z0-9]+;/gi, 'x');
const linesOf = (text: string, indent = 2) => Math.max(1, Math.ceil((textWidth(text) + indent) / PAGE.charsPerLine));

function imageHeight(html: string): number {
  const h = /\sheight="(\d+)"/.exec(html);
  // px at 96 dpi; a picture of unknown size is taken as a third of a page
  return h ? Math.min(PAGE_HEIGHT_PT, Number(h[1]) * 0.75) + 8 : PAGE_HEIGHT_PT / 3;
}

/** The height of an element of an item's text, in points. */
export function pieceHeight(html: string): number {
  if (/<img\b/i.test(html)) return imageHeight(html) + (textOf(html).trim() ? LINE_PT : 0);
  if (/^<(ul|ol)/i.test(html)) {
    const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1]);
    return items.reduce((h, li) => h + linesOf(textOf(li), 2) * LINE_PT, 0) || LINE_PT;
  }
  return linesOf(textOf(html)) * LINE_PT;
}

export function blockHeight(b: Block, firstTitle: boolean): number {
  switch (b.kind) {
    case 'masthead':
      return b.sizePt * 1.25 + 6;
    case 'number':
    case 'issuer':
    case 'credit':
      return LINE_PT;
    case 'unitDate':
      return LINE_PT * 1.5 + 4;
    case 'title':
      return Math.ceil(textWidth(b.text) / TITLE_CHARS) * TITLE_LINE_PT + (firstTitle ? LINE_PT / 2 : LINE_PT) + LINE_PT / 2;
    case 'colophon':
      return LINE_PT * 2 + (b.lines.length + 1) * (LINE_PT + 6);
    case 'body':
      return topLevel(b.html).reduce((h, p) => h + pieceHeight(p), 0);
  }
}

/** A plain paragraph (no marks, no picture) cut after `lines` lines; null when it has markup. */
export function splitParagraph(html: string, lines: number): [string, string] | null {
  const m = /^<p\b[^>]*>([^<]*)<\/p>$/i.exec(html);
  if (!m || lines < 1) return null;
  const units = m[1].match(ENTITY_OR_CHAR) ?? [];
  let room = lines * PAGE.charsPerLine - 2;
  let i = 0;
  for (; i < units.length; i++) {
    const w = units[i].length > 1 && units[i].startsWith('&') ? 0.5 : textWidth(units[i]);
    if (room - w < 0) break;
    room -= w;
  }
  if (i === 0 || i >= units.length) return null;
  const open = html.slice(0, html.indexOf('>') + 1);
  return [`${open}${units.slice(0, i).join('')}</p>`, `<p>${units.slice(i).join('')}</p>`];
}

/** The blocks on pages of 22 lines. */
export function paginate(blocks: Block[]): Piece[][] {
  const pages: Piece[][] = [[]];
  let used = 0;
  let firstTitle = true;
  const put = (piece: Piece, h: number) => {
    // a piece taller than a page starts a page and runs over it (the page grows)
    if (used + h > PAGE_HEIGHT_PT + 0.5 && pages[pages.length - 1].length) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(piece);
    used += h;
  };
  for (const b of blocks) {
    if (b.kind !== 'body') {
      const h = blockHeight(b, firstTitle);
      if (b.kind === 'title') {
        firstTitle = false;
        // a title keeps two lines of its text with it, as Word's keep-with-next does
        if (used + h + 2 * LINE_PT > PAGE_HEIGHT_PT && used > 0) {
          pages.push([]);
          used = 0;
        }
      }
      put({ block: b }, h);
      continue;
    }
    for (const part of topLevel(b.html)) {
      let html = part;
      let continued = false;
      for (;;) {
        const h = pieceHeight(html);
        const room = Math.floor((PAGE_HEIGHT_PT + 0.5 - used) / LINE_PT);
        const split = used + h > PAGE_HEIGHT_PT + 0.5 ? splitParagraph(html, room) : null;
        if (!split) {
          put({ html, continued }, h);
          break;
        }
        put({ html: split[0], continued }, room * LINE_PT);
        html = split[1];
        continued = true;
        pages.push([]);
        used = 0;
      }
    }
  }
  return pages;
}
