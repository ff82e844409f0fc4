import {
  AlignmentType,
  BorderStyle,
  Document,
  type Table as DocxTable,
  Footer,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { htmlToContent } from 'docx/html';
import { type Block, type ComposedIssue, FONT, LINE_PT, PAGE, RED, SIZE, TITLE_LINE_PT } from './layout';

/**
 * The issue as a Word file (.docx, opens in Word and WPS): the blocks of layout.ts with the
 * GB/T 9704 page (A4, margins 37/35/28/26 mm), page numbers 「— 1 —」 in 宋体 4号 on the
 * right of odd pages and the left of even ones, and the 版记 as a table whose rules are its
 * borders (a thick first and last rule, thin ones between).
 */

/** pictures of the items that are not data URLs, read beforehand with the caller's rights (src → bytes) */
export type ComposeImages = Record<string, Buffer>;

const twips = (mm: number) => Math.round((mm * 1440) / 25.4);
const half = (pt: number) => pt * 2;
const tw = (pt: number) => pt * 20;
const font = (name: string) => ({ ascii: name, eastAsia: name, hAnsi: name, cs: name });
const TEXT_WIDTH = twips(PAGE.widthMm - PAGE.marginMm.left - PAGE.marginMm.right);
const exact = (pt: number) => ({ line: tw(pt), lineRule: LineRuleType.EXACT, before: 0, after: 0 });
const run = (text: string, name: string, sizePt: number) => new TextRun({ text, font: font(name), size: half(sizePt), color: '000000' });
/** two texts at the ends of a line: the left one, a tab to the right-aligned stop, the right one */
const ends = (left: string, right: string, name: string, sizePt: number) =>
  new TextRun({ children: [left, new Tab(), right], font: font(name), size: half(sizePt), color: '000000' });

/** the sanitiser's tags only; pictures on a line of their own, centred, on a line that grows with them */
const BODY_CSS = [
  `p, li, blockquote { font-size: ${SIZE.s3}pt; text-align: justify; text-indent: 2em }`,
  'li { text-indent: 0 }',
  `h1, h2, h3, h4 { font-size: ${SIZE.s3}pt; text-indent: 2em; font-weight: bold }`,
  'p:has(img) { line-height: 1.2; text-indent: 0; text-align: center }',
].join('\n');

function bodyOf(html: string, images: ComposeImages): (Paragraph | DocxTable)[] {
  // A4 text width (156 mm) at 96 dpi
  return [...htmlToContent(html, { images: (src) => images[src], stylesheet: BODY_CSS, maxImageWidth: 589 })];
}

function colophon(b: Extract<Block, { kind: 'colophon' }>): (Paragraph | DocxTable)[] {
  const thick = { style: BorderStyle.SINGLE, size: 8, color: '000000' };
  const thin = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const indent = tw(SIZE.s4);
  const cell = (children: ParagraphChild[], right = false) =>
    new TableCell({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      margins: { top: 60, bottom: 60, left: 0, right: 0 },
      children: [
        new Paragraph({
          spacing: { line: tw(LINE_PT), lineRule: LineRuleType.AT_LEAST, before: 0, after: 0 },
          indent: { left: indent, right: indent },
          tabStops: right ? [{ type: TabStopType.RIGHT, position: TEXT_WIDTH - indent * 2 }] : [],
          children,
        }),
      ],
    });
  const rows = b.lines.map((l) => new TableRow({ children: [cell([run(`${l.label}：${l.text}`, FONT.body, SIZE.s4)])] }));
  rows.push(new TableRow({ children: [cell([ends(b.unit, `${b.date}印发`, FONT.body, SIZE.s4)], true)] }));
  return [
    // the 版记 sits apart from the text: two blank lines
    new Paragraph({ spacing: exact(LINE_PT * 2), children: [] }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [TEXT_WIDTH],
      borders: { top: thick, bottom: thick, left: none, right: none, insideHorizontal: thin, insideVertical: none },
      rows,
    }),
  ];
}

function blockContent(b: Block, images: ComposeImages, first: { title: boolean }): (Paragraph | DocxTable)[] {
  switch (b.kind) {
    case 'masthead':
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { line: tw(Math.ceil(b.sizePt * 1.25)), lineRule: LineRuleType.EXACT, before: 0, after: tw(6) },
          children: [new TextRun({ text: b.text, font: font(FONT.title), size: half(b.sizePt), color: RED, characterSpacing: tw(2) })],
        }),
      ];
    case 'number':
      return [new Paragraph({ alignment: AlignmentType.CENTER, spacing: exact(LINE_PT), children: [run(b.text, FONT.body, SIZE.s3)] })];
    case 'issuer':
      return [
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          indent: { right: tw(SIZE.s3) },
          spacing: exact(LINE_PT),
          children: [run('签发人：', FONT.body, SIZE.s3), run(b.name, FONT.kai, SIZE.s3)],
        }),
      ];
    case 'unitDate':
      return [
        new Paragraph({
          spacing: { ...exact(LINE_PT), after: tw(LINE_PT / 2) },
          tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
          border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: RED, space: 4 } },
          children: [ends(b.unit, b.date, FONT.body, SIZE.s3)],
        }),
      ];
    case 'title': {
      const before = first.title ? tw(LINE_PT / 2) : tw(LINE_PT);
      first.title = false;
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          keepNext: true,
          spacing: { line: tw(TITLE_LINE_PT), lineRule: LineRuleType.EXACT, before, after: tw(LINE_PT / 2) },
          children: [run(b.text, FONT.title, SIZE.s2)],
        }),
      ];
    }
    case 'body':
      return bodyOf(b.html, images);
    case 'credit':
      return [new Paragraph({ alignment: AlignmentType.RIGHT, spacing: exact(LINE_PT), children: [run(b.text, FONT.kai, SIZE.s3)] })];
    case 'colophon':
      return colophon(b);
  }
}

/** 「— 1 —」: odd pages on the right, even pages on the left, one character in from the edge */
const pageNumber = (side: 'left' | 'right') =>
  new Footer({
    children: [
      new Paragraph({
        alignment: side === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        indent: side === 'right' ? { right: tw(SIZE.s4) } : { left: tw(SIZE.s4) },
        children: [new TextRun({ children: ['— ', PageNumber.CURRENT, ' —'], font: font(FONT.song), size: half(SIZE.s4) })],
      }),
    ],
  });

export function issueDocument(issue: ComposedIssue, images: ComposeImages = {}): Document {
  const first = { title: true };
  const m = PAGE.marginMm;
  return new Document({
    title: `${issue.name} ${issue.title}`,
    creator: '政协履职服务平台',
    evenAndOddHeaderAndFooters: true,
    styles: {
      default: {
        document: {
          run: { font: font(FONT.body), size: half(SIZE.s3), color: '000000' },
          // a fixed 28 pt line: 22 lines a page (pictures' paragraphs set their own, see BODY_CSS)
          paragraph: { spacing: exact(LINE_PT) },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(PAGE.widthMm), height: twips(PAGE.heightMm) },
            // the number's line sits about 7 mm under the text area (GB/T 9704 §7.5)
            margin: {
              top: twips(m.top),
              bottom: twips(m.bottom),
              left: twips(m.left),
              right: twips(m.right),
              footer: twips(m.bottom - 13),
            },
          },
        },
        footers: { default: pageNumber('right'), even: pageNumber('left') },
        children: issue.blocks.flatMap((b) => blockContent(b, images, first)),
      },
    ],
  });
}

export function issueDocx(issue: ComposedIssue, images: ComposeImages = {}): Promise<Buffer> {
  return Packer.toBuffer(issueDocument(issue, images));
}
