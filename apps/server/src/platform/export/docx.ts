import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyReply } from 'fastify';
import { sendStream } from './send-stream';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DocxExport {
  filename: string;
  /** the document, or how to build it (a failure while building still answers an error envelope) */
  document: Document | (() => Document | Promise<Document>);
  timeoutMs?: number;
}

/** Sends a Word .docx built with the `docx` package. */
export function sendDocx(reply: FastifyReply, d: DocxExport): Promise<FastifyReply> {
  return sendStream(reply, {
    contentType: DOCX_TYPE,
    filename: d.filename.endsWith('.docx') ? d.filename : `${d.filename}.docx`,
    timeoutMs: d.timeoutMs,
    produce: async (out) => {
      const doc = typeof d.document === 'function' ? await d.document() : d.document;
      out.end(await Packer.toBuffer(doc));
    },
  });
}

export interface OfficialText {
  title: string;
  /** a line under the title (issuer, date, number) */
  subtitle?: string;
  /** one entry per paragraph */
  paragraphs: string[];
}

/**
 * A document in the layout of Chinese official papers (GB/T 9704): title in
 * 方正小标宋简体 二号 centred, body in 仿宋_GB2312 三号 with a two-character
 * first-line indent, 28-point line spacing.
 */
export function officialDocument(t: OfficialText): Document {
  const body = (text: string) =>
    new Paragraph({
      indent: { firstLine: 640 },
      spacing: { line: 560, lineRule: 'exact' },
      alignment: AlignmentType.JUSTIFIED,
      children: [new TextRun({ text, font: '仿宋_GB2312', size: 32 })],
    });
  return new Document({
    creator: '政协履职服务平台',
    title: t.title,
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: t.title, font: '方正小标宋简体', size: 44 })],
          }),
          ...(t.subtitle
            ? [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  spacing: { after: 240 },
                  children: [new TextRun({ text: t.subtitle, font: '楷体_GB2312', size: 32 })],
                }),
              ]
            : []),
          ...t.paragraphs.map(body),
        ],
      },
    ],
  });
}
