import { FONT_STACK, type FontName } from '../fonts';
import { headingOf, normalizeParagraph } from './punctuation';

/**
 * 一键排版 (spec 000 §2 AutoFormat): lays a text out as an official document
 * after GB/T 9704-2012 — title in 二号小标宋 centred; body in 三号仿宋 with a
 * first-line indent of two characters; headings 一、 in 黑体, （一） in 楷体,
 * 1. and （1） in 仿宋; the addressee flush left; signature and date right.
 * Earlier formatting is replaced; blank paragraphs go; pictures stay where they are.
 */

export type BlockKind = 'title' | 'addressee' | 'heading1' | 'heading2' | 'heading3' | 'heading4' | 'body' | 'signature' | 'date';

export interface Run {
  text: string;
  font: FontName;
  /** points */
  size: number;
}

export interface FormattedBlock {
  kind: BlockKind;
  align: 'left' | 'center' | 'right' | 'justify';
  /** first-line indent in characters */
  indent: number;
  runs: Run[];
}

/** A paragraph of the input: its text, or a picture kept as HTML. */
export type SourceBlock = { text: string } | { image: string };

export interface AutoFormatOptions {
  /** treat a short first line without final punctuation as the title (default true) */
  detectTitle?: boolean;
}

const SIZE_3 = 16;
const SIZE_2 = 22;
const TITLE_MAX = 40;
const DATE = /^(\d{4}|[〇零一二三四五六七八九]{4})年(\d{1,2}|[一二三四五六七八九十]{1,3})月(\d{1,2}|[一二三四五六七八九十]{1,3})日$/;
const ENDS_SENTENCE = /[。；，：！？、…]$/;

const body = (text: string): Run => ({ text, font: '仿宋', size: SIZE_3 });

/** A heading's own words end at its first full stop; what follows is body text in the body font. */
function headingRuns(number: string, rest: string, font: FontName): Run[] {
  const stop = rest.search(/[。！？]/);
  if (stop < 0 || stop === rest.length - 1) return [{ text: number + rest, font, size: SIZE_3 }];
  return [{ text: number + rest.slice(0, stop + 1), font, size: SIZE_3 }, body(rest.slice(stop + 1))];
}

const HEADING_FONT: Record<1 | 2 | 3 | 4, FontName> = { 1: '黑体', 2: '楷体', 3: '仿宋', 4: '仿宋' };

/** Lays out the paragraphs' texts (already without markup). Pure: the same texts always give the same blocks. */
export function autoFormatTexts(texts: string[], opts: AutoFormatOptions = {}): FormattedBlock[] {
  const lines = texts.map(normalizeParagraph).filter((t) => t !== '');
  const blocks: FormattedBlock[] = lines.map((text) => {
    const h = headingOf(text);
    if (h) {
      const level = h.level;
      return {
        kind: `heading${level}` as BlockKind,
        align: 'justify',
        indent: 2,
        runs: headingRuns(h.number, h.rest, HEADING_FONT[level]),
      };
    }
    if (DATE.test(text)) return { kind: 'date', align: 'right', indent: 0, runs: [body(text)] };
    return { kind: 'body', align: 'justify', indent: 2, runs: [body(text)] };
  });
  markTitleAndAddressee(blocks, opts.detectTitle ?? true);
  markSignature(blocks);
  return blocks;
}

const textOf = (b: FormattedBlock) => b.runs.map((r) => r.text).join('');

function markTitleAndAddressee(blocks: FormattedBlock[], detectTitle: boolean): void {
  let next = 0;
  const first = blocks[0];
  if (detectTitle && first?.kind === 'body' && blocks.length > 1) {
    const text = textOf(first);
    if (Array.from(text).length <= TITLE_MAX && !ENDS_SENTENCE.test(text)) {
      blocks[0] = { kind: 'title', align: 'center', indent: 0, runs: [{ text, font: '方正小标宋简体', size: SIZE_2 }] };
      next = 1;
    }
  }
  // 主送机关: a short line ending with a colon right after the title, flush left
  const candidate = blocks[next];
  if (candidate?.kind === 'body') {
    const text = textOf(candidate);
    if (/[：:]$/.test(text) && Array.from(text).length <= 30 && !/[。；]/.test(text)) {
      blocks[next] = { ...candidate, kind: 'addressee', align: 'left', indent: 0 };
    }
  }
}

/** 发文机关署名: the short line just before the date, right-aligned with it. */
function markSignature(blocks: FormattedBlock[]): void {
  blocks.forEach((b, i) => {
    const prev = blocks[i - 1];
    if (b.kind !== 'date' || prev?.kind !== 'body') return;
    const text = textOf(prev);
    if (Array.from(text).length <= 20 && !ENDS_SENTENCE.test(text))
      blocks[i - 1] = { ...prev, kind: 'signature', align: 'right', indent: 0 };
  });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The blocks as editor HTML: explicit fonts and sizes, so Word and every viewer show the same layout. */
export function blocksToHtml(blocks: (FormattedBlock | { image: string })[]): string {
  return blocks
    .map((b) => {
      if ('image' in b) return b.image;
      const style = [b.indent ? `text-indent: ${b.indent}em` : '', `text-align: ${b.align}`].filter(Boolean).join('; ');
      const runs = b.runs
        .map((r) => `<span style="font-family: ${FONT_STACK[r.font]}; font-size: ${r.size}pt">${escapeHtml(r.text)}</span>`)
        .join('');
      return `<p style="${style}">${runs}</p>`;
    })
    .join('');
}

const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'DIV', 'PRE']);

/**
 * Paragraph texts and pictures of editor HTML, in order. Lists lose their
 * bullets (an official document has none); a numbered list keeps its numbers as
 * text so that its items are still recognised as headings of the third level.
 */
export function htmlToSourceBlocks(html: string): SourceBlock[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out: SourceBlock[] = [];
  let current: string[] | null = null;
  const flush = () => {
    if (current) out.push({ text: current.join('') });
    current = null;
  };
  const walk = (node: Node, prefix: string) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current ??= [prefix];
      current.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName;
    if (tag === 'IMG') {
      flush();
      out.push({ image: `<p style="text-align: center">${node.outerHTML}</p>` });
      return;
    }
    if (tag === 'BR') {
      flush();
      return;
    }
    if (tag === 'OL' || tag === 'UL') {
      flush();
      const start = Number(node.getAttribute('start') ?? 1) || 1;
      let n = start;
      for (const child of Array.from(node.children)) {
        walk(child, tag === 'OL' ? `${n++}.` : '');
        flush();
      }
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) flush();
    // a list item's number belongs to its first paragraph only
    let first = true;
    for (const child of Array.from(node.childNodes)) {
      walk(child, first ? prefix : '');
      if (child instanceof Element && BLOCK_TAGS.has(child.tagName)) first = false;
      else if (child.nodeType === Node.TEXT_NODE) first = false;
    }
    if (block) flush();
  };
  for (const child of Array.from(doc.body.childNodes)) walk(child, '');
  flush();
  return out;
}

/** 一键排版 of editor HTML. Pictures keep their place between the paragraphs. */
export function autoFormatHtml(html: string, opts: AutoFormatOptions = {}): string {
  const source = htmlToSourceBlocks(html);
  const texts = source.flatMap((b) => ('text' in b ? [b.text] : []));
  const blocks = autoFormatTexts(texts, opts);
  // autoFormatTexts drops the paragraphs that are blank once cleaned: walk the source again to put pictures between the rest
  const out: (FormattedBlock | { image: string })[] = [];
  let next = 0;
  for (const b of source) {
    if ('image' in b) out.push({ image: b.image });
    else if (normalizeParagraph(b.text) !== '') out.push(blocks[next++]);
  }
  return blocksToHtml(out);
}

/** The text 一键排版 would work on: nothing to lay out means no paragraph with text. */
export function hasFormattableText(html: string): boolean {
  return htmlToSourceBlocks(html).some((b) => 'text' in b && b.text.trim() !== '');
}
