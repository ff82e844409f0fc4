import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Duplicate check (查重), seed 000 §2, §3, §5, §7 and seed 002 §7; docs/intellect.md.
 * Thresholds travel as percentages (90), similarities as fractions (0–1).
 */

export const SimilarMsg = {
  empty: '暂无内容, 无法进行查重',
  tooShort: '当前内容不足100字，无法进行查重！',
  noComparison: '暂无对比数据',
  libraryImported: '导入成功',
} as const;

/** spec 000 §5: "at least about 100 characters of plain text" */
export const SIMILAR_MIN_CHARS = 100;
/** spec 000 §7: default similarity threshold (percent) */
export const DEFAULT_SIMILAR_THRESHOLD = 90;
/** hits below this share of the source text are coincidences, not reuse (docs/intellect.md) */
export const SIMILAR_REPORT_FLOOR = 0.05;

const content = z.string({ error: 'content 不能为空' }).max(200_000, { message: 'content 不能超过200000字' });
const threshold = z.coerce
  .number({ error: 'threshold 必须是数字' })
  .min(0, { message: 'threshold 不能小于0' })
  .max(100, { message: 'threshold 不能大于100' })
  .optional();

export const proposalSimilarCheckBody = z.object({
  content,
  threshold,
  /** the proposal being edited: never reported as its own duplicate */
  proposalId: z.string().max(64).optional().nullable(),
  sessionId: z.string().max(64).optional().nullable(),
});

export const infoSimilarCheckBody = z.object({
  content,
  threshold,
  infoId: z.string().max(64).optional().nullable(),
  year: z.coerce.number().int().min(1949).max(2100).optional().nullable(),
});

export const similarItem = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  /** share (0–1) of the checked text found in this document */
  similarity: z.number(),
  sort: z.number().int(),
  /** at or above the threshold the check was asked for */
  overThreshold: z.boolean(),
});
export type SimilarItem = z.infer<typeof similarItem>;

export const similarDetail = z.object({ title: z.string(), contentHtml: z.string(), contentText: z.string() });
export type SimilarDetail = z.infer<typeof similarDetail>;

export const comparisonBody = z.object({
  sourceContent: z.string({ error: 'sourceContent 不能为空' }).max(200_000),
  targetContent: z.string({ error: 'targetContent 不能为空' }).max(200_000),
});
export const comparisonResult = z.object({
  sourceMarkedHtml: z.string(),
  targetMarkedHtml: z.string(),
  /** share (0–1) of the source found in the target */
  similarity: z.number(),
});
export type ComparisonResult = z.infer<typeof comparisonResult>;

/** Reference library (查重资料库): proposals and items of other conferences and years. */
export const LibraryKind = { proposal: 'proposal', info: 'info' } as const;
export const libraryKind = z.enum(LibraryKind, { error: 'kind 只能是 proposal 或 info' });
export type LibraryKindValue = z.infer<typeof libraryKind>;

export const libraryPageQuery = pageQuery.extend({
  kind: libraryKind.optional(),
  keyword: z.string().max(50, { message: '关键词不能超过50个字' }).optional(),
  year: z.coerce.number().int().optional(),
});
export const libraryItem = z.object({
  id: z.string(),
  kind: libraryKind,
  title: z.string(),
  source: z.string(),
  year: z.number().int().nullable(),
  length: z.number().int(),
  createdAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;
export const libraryImportResult = z.object({ imported: z.number().int(), skipped: z.number().int(), errors: z.array(z.string()) });
export type LibraryImportResult = z.infer<typeof libraryImportResult>;

/** The duplicate checks and their reference library, relative to the API prefix (docs/intellect.md). */
export const IntellectApi = {
  /** POST: proposals like a text, among this committee's */
  similarCheck: '/data/intellect/similar/check',
  /** …and in the reference library */
  cppccSimilarCheck: '/data/intellect/cppcc/similar/check',
  similarInfoCheck: '/data/intellect/similar/info/check',
  cppccSimilarInfoCheck: '/data/intellect/cppcc/similar/info/check',
  /** GET: one similar document found by the check of the same scope */
  similarDetail: (id: string) => `/data/intellect/similar/detail/${encodeURIComponent(id)}`,
  cppccSimilarDetail: (id: string) => `/data/intellect/cppcc/similar/detail/${encodeURIComponent(id)}`,
  similarInfoDetail: (id: string) => `/data/intellect/similar/detail/info/${encodeURIComponent(id)}`,
  cppccSimilarInfoDetail: (id: string) => `/data/intellect/cppcc/similar/detail/info/${encodeURIComponent(id)}`,
  /** POST: the two texts side by side, their common passages marked */
  comparison: '/data/intellect/duplication/comparison',
  libraryPage: '/data/intellect/library/page',
  /** multipart */
  libraryImport: '/data/intellect/library/import',
  libraryDelete: '/data/intellect/library/delete',
} as const;

export const IntellectPerm = {
  libraryList: 'intellect:library:list',
  libraryImport: 'intellect:library:import',
  libraryDelete: 'intellect:library:delete',
} as const;
