import { z } from 'zod';

/**
 * The office-document service (spec 001 §7.8, §2.26). It keeps the documents the
 * document editor dialog opens and saves, as HTML and as a .docx file. It speaks
 * the protocol of the older office service, not the platform envelope: every
 * answer carries `errorCode` (0 = ok) and `errorMessage`.
 */
export const OFFICEDOC_PREFIX = '/officedoc';

/** The office service's calls (under OFFICEDOC_PREFIX), relative to the API prefix. */
export const OfficeDocApi = {
  /** POST form: the `method` field says what to do */
  api: `${OFFICEDOC_PREFIX}/api.do`,
  /** POST multipart: a .docx kept for `api.do` to import */
  uploadFile: `${OFFICEDOC_PREFIX}/uploadFile.do`,
  /** GET ?fileId: the stored Word file */
  download: `${OFFICEDOC_PREFIX}/download.do`,
  /** POST {title, html}: the content as Word, not saved */
  export: `${OFFICEDOC_PREFIX}/export.do`,
} as const;

/** `api.do` form field `method` (spec 001 §7.8; 2 and 4 are not given by the spec and are refused). */
export const OfficeMethod = { open: 1, closeSave: 3, setName: 5 } as const;

/** errorCode values; the HTTP status mirrors them for failures. */
export const OfficeErrorCode = { ok: 0, badRequest: 400, forbidden: 403, notFound: 404, serverError: 500 } as const;

export const OfficedocPerm = {
  /** open and save every document, not only one's own (office staff who review what members wrote) */
  all: 'officedoc:document:all',
} as const;

/** spec 001 §2.26 / §9 */
export const DOC_MAX_CHAR_COUNT = 5000;
/** spec 001 §7.8: the office service's own timeout */
export const OFFICE_TIMEOUT_MS = 6000;
export const OFFICE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const DOC_TITLE_MAX = 200;

export const OfficeText = {
  titleRequired: '标题不能为空',
  contentRequired: '请输入社情民意内容',
  tooLong: (max: number) => `当前字数不能超过${max}字`,
  saved: '保存成功',
  saveFailed: (reason: string) => `保存失败：${reason}`,
  operationFailed: (reason: string) => `操作失败：${reason}`,
  requestFailed: (message: string) => `请求失败：${message}`,
  networkError: '网络错误',
} as const;

/**
 * spec 001 §2.26: the one count of a text's characters, in the editor as on the
 * server (a proposal's word limit). Whitespace is not counted; a run of digits
 * and a run of Latin letters each count as one character, full-width ones too
 * (２０２４ is a number to a reader as 2024 is); a character outside the BMP is one.
 */
export function countDocChars(text: string): number {
  const folded = text
    .replace(/\s+/g, '')
    .replace(/[0-9０-９]+/g, '0')
    .replace(/[A-Za-zＡ-Ｚａ-ｚ]+/g, 'a');
  return Array.from(folded).length;
}

/** Form fields arrive as strings; an empty field is an absent one. */
const field = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const officeApiBody = z.object({
  method: z.coerce.number({ message: 'method 必须是数字' }).int('method 必须是整数'),
  fileId: field(z.string().trim().max(64, 'fileId 不能超过64个字符')),
  /** a path `uploadFile.do` answered: open it as the content (a .docx import) */
  filePath: field(z.string().trim().max(256, 'filePath 不能超过256个字符')),
  title: field(z.string().trim().max(DOC_TITLE_MAX, `标题不能超过${DOC_TITLE_MAX}个字`)),
  /** the old client's name for the title */
  fileTitle: field(z.string().trim().max(DOC_TITLE_MAX, `标题不能超过${DOC_TITLE_MAX}个字`)),
  html: field(z.string().max(1_500_000, '内容过长')),
  /** method 3: '0' closes without saving */
  save: field(z.enum(['0', '1'], { message: 'save 只能是0或1' })),
});
export type OfficeApiBody = z.infer<typeof officeApiBody>;

export const officeDocument = z.object({
  fileId: z.string(),
  title: z.string(),
  html: z.string(),
  /** the stored .docx (download through download.do?fileId=), null before the first save */
  filePath: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type OfficeDocument = z.infer<typeof officeDocument>;

export const officeStatus = z.object({ errorCode: z.number().int(), errorMessage: z.string() });
export type OfficeStatus = z.infer<typeof officeStatus>;

/** api.do answer: the status plus, on success, the document's fields (method 3 with save=0 gives none). */
export const officeApiResult = officeStatus.extend({
  fileId: z.string().optional(),
  title: z.string().optional(),
  html: z.string().optional(),
  filePath: z.string().nullable().optional(),
  updatedAt: z.string().optional(),
  updatedBy: z.string().nullable().optional(),
});
export type OfficeApiResult = z.infer<typeof officeApiResult>;

export const officeUploadResult = officeStatus.extend({ filePath: z.string().optional(), fileName: z.string().optional() });
export type OfficeUploadResult = z.infer<typeof officeUploadResult>;

export const officeDownloadQuery = z.object({ fileId: z.string().trim().min(1, '请提供 fileId').max(64) });
export const officeExportBody = z.object({
  title: z.string().trim().max(DOC_TITLE_MAX, `标题不能超过${DOC_TITLE_MAX}个字`).default(''),
  html: z.string().max(1_500_000, '内容过长').default(''),
});
