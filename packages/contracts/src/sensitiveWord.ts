import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * 敏感词 (系统管理 → /system/sensitive, seed 001 §2.15): the dictionary the
 * intelligent checks mark in texts (spec 000 §3: a sensitive-word item is id,
 * error, explainStructure; POST /sensitiveWord/wordTypeMap groups them by origin).
 */
export const SensitiveApi = {
  page: 'system/sensitive/page',
  detail: 'system/sensitive/detail', // + /{id}
  add: 'system/sensitive/add',
  update: 'system/sensitive/update',
  delete: 'system/sensitive/delete',
  enable: 'system/sensitive/enable',
  /** multipart: file (.xlsx or .txt), type (default origin), overwrite */
  import: 'system/sensitive/import',
  /** GET: the .xlsx import template */
  importTemplate: 'system/sensitive/import/template',
  /** POST: the words matching the filters as .xlsx (export template type 'sensitiveWord') */
  export: 'system/sensitive/export',
} as const;

export const SensitivePerm = {
  list: 'system:sensitive:list',
  add: 'system:sensitive:add',
  edit: 'system:sensitive:edit',
  delete: 'system:sensitive:delete',
  import: 'system:sensitive:import',
  export: 'system:sensitive:export',
} as const;

export const sensitiveTypes = ['politics', 'porn', 'terror', 'illegal', 'forbidden', 'custom'] as const;
export type SensitiveType = (typeof sensitiveTypes)[number];
/** origin of a word; 禁用词 are the usage rules of official texts (新华社禁用词和慎用词 style) */
export const sensitiveTypeLabel: Record<SensitiveType, string> = {
  politics: '政治',
  porn: '色情',
  terror: '暴恐',
  illegal: '违禁',
  forbidden: '禁用词',
  custom: '自定义',
};
export const SENSITIVE_WORD_MAX = 50;
export const SENSITIVE_IMPORT_MAX_ROWS = 20_000;
export const SENSITIVE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const swId = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const swBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const sensitiveTypeSchema = z.enum(sensitiveTypes, {
  error: `类型只能是 ${sensitiveTypes.map((t) => `${t}（${sensitiveTypeLabel[t]}）`).join('、')}`,
});
export const sensitiveWordSchema = z
  .string({ error: '敏感词不能为空' })
  .trim()
  .min(1, '敏感词不能为空')
  .max(SENSITIVE_WORD_MAX, `敏感词不能超过${SENSITIVE_WORD_MAX}个字`)
  .refine((s) => !/[\r\n\t]/.test(s), '敏感词不能包含换行或制表符');

export const sensitivePageQuery = pageQuery.extend({
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键字不能超过50个字').optional()),
  type: z.preprocess(blank, sensitiveTypeSchema.optional()),
  enabled: z.preprocess(blank, swBool.optional()),
});
export type SensitivePageQuery = z.input<typeof sensitivePageQuery>;
export const sensitiveFilter = sensitivePageQuery.omit({ pageNum: true, pageSize: true, sort: true, order: true });

export const sensitiveWordItem = z.object({
  id: z.string(),
  word: z.string(),
  type: sensitiveTypeSchema,
  /** why the word is flagged and what to write instead (explainStructure of the check) */
  explain: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SensitiveWordItem = z.infer<typeof sensitiveWordItem>;

const sensitiveFields = {
  word: sensitiveWordSchema,
  type: sensitiveTypeSchema,
  explain: z.string().trim().max(500, '说明不能超过500个字').nullish(),
  enabled: z.boolean().optional(),
};
export const sensitiveAddBody = z.object(sensitiveFields);
export type SensitiveAddBody = z.input<typeof sensitiveAddBody>;
export const sensitiveUpdateBody = z.object({ id: swId('敏感词id'), ...sensitiveFields });
export type SensitiveUpdateBody = z.input<typeof sensitiveUpdateBody>;
export const sensitiveEnableBody = z.object({ id: swId('敏感词id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });

export const sensitiveImportResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** already in the dictionary (not overwritten) or repeated in the file */
  skipped: z.number().int(),
  /** rows that could not be read: line number and reason (the first 50) */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type SensitiveImportResult = z.infer<typeof sensitiveImportResult>;
