import type { PublicationDetail } from '@cppcc/contracts';
import { sanitizeRichHtml } from '../../../../platform/html/sanitize';
import { chinaDate } from '../../../../platform/time/china';

/**
 * The one layout of an issue (GB/T 9704, 党政机关公文格式, as 简报 use it): the Word file,
 * the HTML preview and the PDF are three renderings of these blocks, so they cannot drift.
 * Sizes are in points; 号 sizes after GB/T 9704: 2号 22 pt, 3号 16 pt, 4号 14 pt.
 */
export const PAGE = {
  /** A4 and the margins (mm): top 37, bottom 35, left 28, right 26 → a 156 × 225 mm text area */
  widthMm: 210,
  heightMm: 297,
  marginMm: { top: 37, bottom: 35, left: 28, right: 26 },
  /** 22 lines of 28 characters a page: 3号 text on a fixed 28 pt line */
  charsPerLine: 28,
  linesPerPage: 22,
} as const;

export const FONT = {
  /** 小标宋: the masthead and the titles */
  title: '方正小标宋简体',
  body: '仿宋',
  kai: '楷体',
  song: '宋体',
} as const;

export const SIZE = { s2: 22, s3: 16, s4: 14 } as const;
export const LINE_PT = 28;
export const TITLE_LINE_PT = 35;
/** the 版头's red (发文机关标志 and its rule) */
export const RED = 'FF0000';

/** the masthead's size: 60 pt, smaller for a long name so it stays on one line of the 156 mm text area */
const TEXT_WIDTH_PT = ((PAGE.widthMm - PAGE.marginMm.left - PAGE.marginMm.right) * 72) / 25.4;
const mastheadSize = (name: string) => Math.max(26, Math.min(60, Math.floor(TEXT_WIDTH_PT / Math.max(1, textWidth(name)) - 2)));

export type ColophonLabel = '报' | '送' | '发';

export type Block =
  /** 版头: the publication's name in red 小标宋 */
  | { kind: 'masthead'; text: string; sizePt: number }
  /** 2026年第3期（总第45期）, centred */
  | { kind: 'number'; text: string }
  /** 签发人：XXX on the right (types that print one) */
  | { kind: 'issuer'; name: string }
  /** 编发单位 left, 印发日期 right, and the red rule under them */
  | { kind: 'unitDate'; unit: string; date: string }
  /** an item's title in 小标宋 2号, centred */
  | { kind: 'title'; text: string }
  /** an item's text (sanitised editor HTML) in 仿宋 3号, 28 pt lines, two-character first-line indent */
  | { kind: 'body'; html: string }
  /** who reported it, in 楷体 */
  | { kind: 'credit'; text: string }
  /** 版记: 报/送/发 lines between rules, then 「编发单位 印发日期印发」 */
  | { kind: 'colophon'; lines: { label: ColophonLabel; text: string }[]; unit: string; date: string };

export interface ComposedIssue {
  /** the downloads' name without extension: 社情民意2026年第3期 */
  name: string;
  title: string;
  blocks: Block[];
}

/** 2026-03-15 → 2026年3月15日 (GB/T 9704: Arabic numerals, no leading zeros) */
export function chineseDate(day: string | null): string {
  if (!day) return '　　年　月　日';
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** the printed day: the 印发日期 set on the issue, else the day it was distributed or signed */
function printedDay(d: PublicationDetail): string | null {
  if (d.publishDate) return d.publishDate.slice(0, 10);
  const at = d.distributedAt ?? d.signedAt;
  return at ? chinaDate(new Date(at)) : null;
}

/** （反映人：张三、李四　单位：民革市委会）; a unit that is itself the reporter is not named twice */
function creditOf(reporterNames: string, unitNames: string): string | null {
  const names = reporterNames.split('、').filter(Boolean);
  const units = unitNames.split('、').filter((u) => u && !names.includes(u));
  if (!names.length && !units.length) return null;
  const parts = [names.length ? `反映人：${names.join('、')}` : '', units.length ? `单位：${units.join('、')}` : ''].filter(Boolean);
  return `（${parts.join('　')}）`;
}

export function composeIssue(d: PublicationDetail): ComposedIssue {
  const unit = d.publishingUnit?.trim() || '';
  const date = chineseDate(printedDay(d));
  const blocks: Block[] = [
    { kind: 'masthead', text: d.typeName, sizePt: mastheadSize(d.typeName) },
    { kind: 'number', text: d.numLabel },
  ];
  if (d.hasIssuer) blocks.push({ kind: 'issuer', name: d.issuer?.trim() || d.signerName || '' });
  blocks.push({ kind: 'unitDate', unit, date });
  for (const item of d.items) {
    blocks.push({ kind: 'title', text: item.title });
    blocks.push({ kind: 'body', html: bodyHtml(item.content) });
    const credit = creditOf(item.reporterNames, item.unitNames);
    if (credit) blocks.push({ kind: 'credit', text: credit });
  }
  const lines = (
    [
      ['报', d.reportTo],
      ['送', d.sendTo],
      ['发', d.issueTo],
    ] as const
  )
    .filter(([, text]) => !!text?.trim())
    .map(([label, text]) => ({ label, text: (text ?? '').trim() }));
  blocks.push({ kind: 'colophon', lines, unit, date });
  return { name: `${d.typeName}${d.year}年第${d.num}期`, title: d.title, blocks };
}

/** A text's width in characters of its size: CJK and full-width count 1, the rest ½. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) < 0x2e80 ? 0.5 : 1;
  return w;
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);
const TAGS = /<(\/?)([a-z0-9]+)\b[^>]*>/gi;

/** The top-level blocks of sanitised editor HTML; loose text and pictures between them become paragraphs. */
export function topLevel(html: string): string[] {
  const out: string[] = [];
  const loose = (text: string) => {
    if (text.replace(/<br\s*\/?>/gi, '').trim()) out.push(`<p>${text.trim()}</p>`);
  };
  let depth = 0;
  let start = 0;
  let pos = 0;
  for (const m of html.matchAll(TAGS)) {
    if (!BLOCK_TAGS.has(m[2].toLowerCase())) continue;
    const at = m.index ?? 0;
    if (m[1] !== '/') {
      if (depth === 0) {
        loose(html.slice(pos, at));
        start = at;
      }
      depth++;
    } else if (depth > 0 && --depth === 0) {
      pos = at + m[0].length;
      out.push(html.slice(start, pos));
    }
  }
  loose(html.slice(depth > 0 ? start : pos));
  return out;
}

/**
 * An item's text as the issue prints it: sanitised again (the preview is a whole document), and
 * every line its own paragraph. Text typed or imported as plain lines comes as `a<br>b` (textkit
 * textToHtml); in an official document each of those lines is a paragraph with its indent.
 */
export function bodyHtml(content: string): string {
  return topLevel(sanitizeRichHtml(content))
    .flatMap((el) => {
      const p = /^(<p\b[^>]*>)([\s\S]*)<\/p>$/i.exec(el);
      if (!p) return [el];
      return p[2]
        .split(/(?:<br\s*\/?>\s*)+/i)
        .filter((line) => line.trim())
        .map((line) => `${p[1]}${line.trim()}</p>`);
    })
    .join('');
}
