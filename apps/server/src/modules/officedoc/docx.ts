import { AlignmentType, Document, HeadingLevel, LineRuleType, Packer, Paragraph, TextRun } from 'docx';
import { htmlToContent } from 'docx/html';
import mammoth from 'mammoth';
import { sanitizeRichHtml } from '../../platform/html/sanitize';

/**
 * Word files of the office-document service. Export follows the layout of
 * GB/T 9704 (党政机关公文格式): A4, margins 37/35/28/26 mm, title in 二号小标宋
 * centred, body in 三号仿宋 with a fixed 28 pt line; import turns a .docx into
 * the editor's sanitised HTML.
 */

const BODY_FONT = '仿宋';
const TITLE_FONT = '方正小标宋简体';
/** half-points: 三号 16 pt, 二号 22 pt, 小二 18 pt */
const SIZE_3 = 32;
const SIZE_2 = 44;
const SIZE_S2 = 36;
const LINE_28PT = 560;
const BLACK = '000000';

/** twips, rounded (docx's own helper floors: A4 would come out a twip short) */
const mm = (v: number) => Math.round((v * 1440) / 25.4);
const font = (name: string) => ({ ascii: name, eastAsia: name, hAnsi: name, cs: name });
const heading = (name: string, size: number, bold = false) => ({
  run: { font: font(name), size, bold, color: BLACK },
  paragraph: { spacing: { line: LINE_28PT, lineRule: LineRuleType.AT_LEAST, before: 0, after: 0 } },
});

/** Images that are not data URLs (the file service's) have to be handed in already read: conversion is synchronous. */
export type DocxImages = Record<string, Buffer>;

export async function exportDocx(title: string, html: string, images: DocxImages = {}): Promise<Buffer> {
  const body = htmlToContent(sanitizeRichHtml(html), {
    images: (src) => images[src],
    // the editor's default size, so that its 2em first-line indent is two 三号 characters
    stylesheet: 'p, li, blockquote { font-size: 16pt }',
    // A4 text width (210 - 28 - 26 mm) at 96 dpi
    maxImageWidth: 589,
  });
  const head = title.trim()
    ? [new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(title.trim())] })]
    : [];
  const doc = new Document({
    title: title.trim() || undefined,
    creator: '政协履职服务平台',
    styles: {
      default: {
        document: {
          run: { font: font(BODY_FONT), size: SIZE_3, color: BLACK },
          // at least, not exactly, 28 pt: an exact line would clip pictures
          paragraph: { spacing: { line: LINE_28PT, lineRule: LineRuleType.AT_LEAST, before: 0, after: 0 } },
        },
        title: {
          run: { font: font(TITLE_FONT), size: SIZE_2, color: BLACK },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 0, after: LINE_28PT, line: LINE_28PT * 1.2 } },
        },
        heading1: heading('黑体', SIZE_2),
        heading2: heading('黑体', SIZE_S2),
        heading3: heading('楷体', SIZE_3),
        heading4: heading(BODY_FONT, SIZE_3, true),
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: mm(210), height: mm(297) },
            margin: { top: mm(37), bottom: mm(35), left: mm(28), right: mm(26) },
          },
        },
        children: [...head, ...body],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

type MammothNode = {
  type: string;
  styleName?: string | null;
  alignment?: string | null;
  indent?: { firstLine?: string | null };
  children?: MammothNode[];
};

const ALIGN: Record<string, string> = { center: 'center', right: 'right', both: 'justify', justify: 'justify' };

/**
 * Paragraph alignment and first-line indent are direct formatting, which mammoth
 * drops; they travel through synthetic style names and come back as the
 * classes of this map, turned into the editor's styles below.
 */
const styleMap = [
  "p[style-name='Title'] => !",
  ...['center', 'right', 'justify'].flatMap((a) => [
    `p[style-name='cppcc-${a}'] => p.cppcc-${a}:fresh`,
    `p[style-name='cppcc-${a}-indent'] => p.cppcc-${a}-indent:fresh`,
  ]),
  "p[style-name='cppcc-left-indent'] => p.cppcc-left-indent:fresh",
  'u => u',
  'strike => s',
];

function textOf(node: MammothNode & { value?: string }): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const CLASS_STYLE = /<p class="cppcc-(left|center|right|justify)(-indent)?">/g;

export interface ImportedDocx {
  /** the text of the first paragraph in Word's Title style, if any */
  title: string | null;
  html: string;
}

/** A .docx as editor HTML. Pictures come along inline when PNG or JPEG and at most 1 MB (the editor's own limit). */
export async function importDocx(buffer: Buffer): Promise<ImportedDocx> {
  let title: string | null = null;
  const transformDocument = (doc: MammothNode): MammothNode => {
    const visit = (node: MammothNode) => {
      if (node.type === 'paragraph') {
        const style = node.styleName ?? '';
        if (style === 'Title') {
          title ??= textOf(node).trim() || null;
        } else if (!style || /^(normal|body text|正文)/i.test(style)) {
          const align = ALIGN[node.alignment ?? ''] ?? 'left';
          const indented = Number(node.indent?.firstLine ?? 0) > 0;
          if (align !== 'left' || indented) node.styleName = `cppcc-${align}${indented ? '-indent' : ''}`;
        }
      }
      for (const c of node.children ?? []) visit(c);
    };
    visit(doc);
    return doc;
  };
  const convertImage = mammoth.images.imgElement(async (image) => {
    const type = image.contentType.toLowerCase();
    if (type !== 'image/png' && type !== 'image/jpeg') return { src: '' };
    const data = await image.readAsBuffer();
    if (data.length > 1024 * 1024) return { src: '' };
    return { src: `data:${type};base64,${data.toString('base64')}` };
  });
  const result = await mammoth.convertToHtml({ buffer }, { styleMap, transformDocument, convertImage });
  const styled = result.value.replace(CLASS_STYLE, (_m, align: string, indent?: string) => {
    const rules = [indent ? 'text-indent:2em' : '', align !== 'left' ? `text-align:${align}` : ''].filter(Boolean);
    return `<p style="${rules.join(';')}">`;
  });
  return { title, html: sanitizeRichHtml(styled) };
}
