import { z } from 'zod';

/**
 * The periodical composer (docs/publications-compose.md): an issue laid out as an
 * official document after GB/T 9704, previewed as HTML pages and exported as .docx,
 * and as PDF where the server has a converter (Chromium).
 */
export const PublicationComposeApi = {
  /** GET: the preview as a whole HTML document (no scripts), for an iframe's srcDoc */
  preview: (id: string) => `/publication/preview/${id}`,
  docx: (id: string) => `/publication/export/docx/${id}`,
  pdf: (id: string) => `/publication/export/pdf/${id}`,
  capabilities: '/publication/compose/capabilities',
} as const;

export const publicationPreview = z.object({
  /** the file name the downloads carry, without extension: 社情民意2026年第3期 */
  name: z.string(),
  html: z.string(),
  /** pages of the preview (estimated at 28 characters × 22 lines a page, as GB/T 9704 sets) */
  pages: z.number().int(),
});
export type PublicationPreview = z.infer<typeof publicationPreview>;

export const publicationComposeCapabilities = z.object({
  pdf: z.boolean(),
  /** the converter used for PDF ('Chromium'), null when none is installed */
  converter: z.string().nullable(),
});
export type PublicationComposeCapabilities = z.infer<typeof publicationComposeCapabilities>;

export const PublicationComposeMsg = {
  noConverter: '服务器未安装PDF转换程序（Chromium）',
  pdfFailed: 'PDF生成失败，请稍后重试或下载Word文档',
  pdfBusy: 'PDF生成任务较多，请稍后重试',
} as const;
