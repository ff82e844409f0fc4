import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Intelligent checks beyond the duplicate check (seed 000 §2, §3, §7, §9; seed 002 §7):
 * proofreading, sensitive words, AI-writing detection, recommendations, reference search,
 * and the two libraries behind them (quotations, reference documents). docs/intellect.md.
 */

export const CheckMsg = {
  correctionEmpty: '暂无内容, 无法进行纠错',
  aiTooShort: '提案内容过少，无法检测，请至少输入100个字符',
  recommendEmpty: '暂无内容, 无法进行推荐',
  /** spec 000 §8: the search service's signature failed */
  signatureFailed: '鉴权失败',
} as const;

/** Proofreading, AI detection, the reference search's credential and the two libraries, relative to the API prefix. */
export const IntellectCheckApi = {
  /** POST: proofreading */
  correction: '/data/intellect/baidu/error/correction',
  /** POST: AI-writing detection */
  aiDetect: '/data/intellect/ai/detect',
  /** POST: handling units suggested for a proposal's text */
  recommendUnits: '/data/intellect/recommend/undertakeUnit',
  /** GET: the reference search's credential and domain (the search calls go to that domain) */
  signature: '/data/intellect/get/signature',
  quotationPage: '/data/intellect/quotation/page',
  quotationAdd: '/data/intellect/quotation/add',
  quotationUpdate: '/data/intellect/quotation/update',
  quotationDelete: '/data/intellect/quotation/delete',
  /** multipart */
  quotationImport: '/data/intellect/quotation/import',
  referenceDocPage: '/data/intellect/reference/doc/page',
  /** multipart */
  referenceDocImport: '/data/intellect/reference/doc/import',
  referenceDocDelete: '/data/intellect/reference/doc/delete',
} as const;

export const IntellectCheckPerm = {
  quotationList: 'intellect:quotation:list',
  quotationAdd: 'intellect:quotation:add',
  quotationEdit: 'intellect:quotation:edit',
  quotationDelete: 'intellect:quotation:delete',
  quotationImport: 'intellect:quotation:import',
  referenceList: 'intellect:reference:list',
  referenceImport: 'intellect:reference:import',
  referenceDelete: 'intellect:reference:delete',
} as const;

const MAX_CONTENT = 200_000;
/** A missing content is the spec's "no content" case, answered with its message by the service. */
const content = z
  .string({ error: 'content 必须是字符串' })
  .max(MAX_CONTENT, { message: `content 不能超过${MAX_CONTENT}字` })
  .default('');

// ---------- proofreading (POST /data/intellect/baidu/error/correction) ----------

export const proofreadChecks = [
  'spelling',
  'variant',
  'particle',
  'quotation',
  'punctuation',
  'repeat',
  'grammar',
  'person',
  'division',
  'number',
  'sensitive',
] as const;
export const correctionBody = z.object({
  content,
  /** optional subset of the checks; default all */
  checks: z
    .array(z.enum(proofreadChecks, { error: `checks 只能是 ${proofreadChecks.join('、')}` }))
    .max(proofreadChecks.length)
    .optional(),
});

/** One finding (spec 000 §3), plus its UTF-16 offsets in the checked plain text. */
export const proofreadItem = z.object({
  id: z.string(),
  /** error type code of spec 000 §9 (010100 wrong character …) */
  type: z.string(),
  /** 0 check, 1 swap, 2 replace, 3 insert, 4 delete */
  operation: z.number().int(),
  error: z.string(),
  correct: z.string(),
  explain: z.string(),
  sentence: z.string(),
  sort: z.number().int(),
  checked: z.boolean(),
  start: z.number().int(),
  end: z.number().int(),
});
export type ProofreadItemDto = z.infer<typeof proofreadItem>;

/** A sensitive-word finding: the proofreading item plus explainStructure and its origin. */
export const sensitiveCheckItem = proofreadItem.extend({
  explainStructure: z.string(),
  /** origin code (politics, porn …) and its Chinese label */
  origin: z.string(),
  originName: z.string(),
});
export type SensitiveCheckItem = z.infer<typeof sensitiveCheckItem>;

export const correctionResult = z.object({
  /** the checked text, HTML-escaped, each finding in <mark class="proofread-mark" data-id="…"> */
  contentHtml: z.string(),
  /** wrong characters, words, poems, punctuation, repeats, names, posts, numbers, places (panel 错词) */
  detailList: z.array(proofreadItem),
  /** sensitive words (panel 敏感词, check only) */
  checkDetailList: z.array(sensitiveCheckItem),
});
export type CorrectionResult = z.infer<typeof correctionResult>;

// ---------- sensitive words (POST /sensitiveWord/wordTypeMap) ----------

export const wordTypeMapBody = z.object({ content });
export const wordTypeItem = z.object({
  id: z.string(),
  error: z.string(),
  explainStructure: z.string(),
  /** origin code */
  type: z.string(),
  /** occurrences in the text */
  count: z.number().int(),
});
/** origin (Chinese label: 政治, 禁用词 …) → the distinct words found */
export const wordTypeMapResult = z.record(z.string(), z.array(wordTypeItem));
export type WordTypeMapResult = z.infer<typeof wordTypeMapResult>;

// ---------- AI-writing detection (POST /data/intellect/ai/detect) ----------

export const AI_DETECT_MIN_LENGTH = 100;
export const aiDetectBody = z.object({ content });
export const aiDetectLine = z.object({
  text: z.string(),
  /** 0–100 */
  ai_percent: z.number(),
  remark: z.string(),
});
export const aiDetectResult = z.object({
  /** 0–100 */
  ai_percent: z.number(),
  all_lines: z.array(aiDetectLine),
  /** 疑似AI生成 (> 80), 部分AI生成 (> 60), 人工撰写 */
  remark: z.string(),
  /** local | showapi */
  provider: z.string(),
  /** measured document accuracy of the detector (0–1), null when the provider publishes none */
  accuracy: z.number().nullable(),
});
export type AiDetectResult = z.infer<typeof aiDetectResult>;

// ---------- recommendations (seed 002 §7) ----------

export const recommendBody = z.object({
  content,
  title: z.string().max(200, { message: 'title 不能超过200字' }).optional().nullable(),
  /** the proposal being edited: excluded from similar lists; its proposer and co-signers from joint suggestions */
  proposalId: z.string().max(64).optional().nullable(),
  limit: z.coerce
    .number({ error: 'limit 必须是数字' })
    .int('limit 必须是整数')
    .min(1, 'limit 不能小于1')
    .max(20, 'limit 不能大于20')
    .default(5),
});

/** history: learned from this conference's records; names: no history yet, text compared with the names; none: nothing to go on */
export const recommendBasis = z.enum(['history', 'names', 'none']);
export const recommendItem = z.object({ id: z.string(), name: z.string(), score: z.number() });
export type RecommendItem = z.infer<typeof recommendItem>;
export const recommendResult = z.object({
  basis: recommendBasis,
  /** says in Chinese what the suggestions rest on */
  basisText: z.string(),
  /** records learned from */
  samples: z.number().int(),
  list: z.array(recommendItem),
});
export type RecommendResult = z.infer<typeof recommendResult>;

export const similarProposalItem = recommendItem.extend({
  number: z.number().int().nullable(),
  proposerName: z.string(),
  year: z.number().int().nullable(),
  typeName: z.string().nullable(),
});
export const similarProposalResult = recommendResult.extend({ list: z.array(similarProposalItem) });
export type SimilarProposalResult = z.infer<typeof similarProposalResult>;

// ---------- reference search (Quote panel) ----------

/** spec 000 §4: search credentials live 110 minutes */
export const REFERENCE_TOKEN_TTL_MS = 6_600_000;
export const REFERENCE_PAGE_SIZE = 20;
/** law 法律法规, policy 政策文件, proposal 往届提案 (imported); current 本会提案 (this conference's filed proposals) */
export const referenceKinds = ['law', 'policy', 'proposal'] as const;
export const referenceSearchKinds = [...referenceKinds, 'current'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];
export type ReferenceSearchKind = (typeof referenceSearchKinds)[number];
export const referenceKindLabel: Record<ReferenceSearchKind, string> = {
  law: '法律法规',
  policy: '政策文件',
  proposal: '往届提案',
  current: '本会提案',
};
export const referenceKind = z.enum(referenceKinds, { error: 'kind 只能是 law、policy 或 proposal' });

export const signatureResult = z.object({
  /** send it as the header accessToken to the search domain */
  signature: z.string(),
  /** base path of the search: {domain}/search, {domain}/detail/{id} */
  domain: z.string(),
  expiresIn: z.number().int(),
});
export type SignatureResult = z.infer<typeof signatureResult>;

export const referenceSearchBody = z.object({
  keyword: z
    .string({ error: 'keyword 不能为空' })
    .trim()
    .min(1, { message: '请输入检索关键词' })
    .max(50, { message: '检索关键词不能超过50个字' }),
  pageNum: z.coerce.number({ error: 'pageNum 必须是数字' }).int().min(1, 'pageNum 不能小于1').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize 必须是数字' })
    .int()
    .min(1, 'pageSize 不能小于1')
    .max(50, 'pageSize 不能大于50')
    .default(REFERENCE_PAGE_SIZE),
  /** 0 relevance, 1 newest first */
  sortType: z.coerce.number().int().min(0).max(1, { message: 'sortType 只能是0或1' }).default(0),
  kind: z.enum(referenceSearchKinds, { error: 'kind 只能是 law、policy、proposal 或 current' }).optional(),
});

/** Seed 000 §3 fields; each kind fills the names that apply to it (a law: publishTime, enacting_agency, potency_level …). */
export const referenceHit = z.object({
  id: z.string(),
  kind: z.enum(referenceSearchKinds),
  title: z.string(),
  /** plain excerpt around the first match */
  content: z.string(),
  /** title and snippets, HTML-escaped, matched terms in <em> */
  highlights: z.array(z.string()),
  score: z.number(),
  publishTime: z.string().nullable(),
  startTime: z.string().nullable(),
  source: z.string().nullable(),
  releasePublisher: z.string().nullable(),
  enacting_agency: z.string().nullable(),
  username: z.string().nullable(),
  proposer: z.string().nullable(),
  potency_level: z.string().nullable(),
  effectiveness: z.string().nullable(),
});
export type ReferenceHitDto = z.infer<typeof referenceHit>;
export const referenceSearchResult = z.object({ total: z.number().int(), list: z.array(referenceHit) });
export type ReferenceSearchResult = z.infer<typeof referenceSearchResult>;
export const referenceDetail = referenceHit.omit({ highlights: true, score: true }).extend({ contentHtml: z.string() });
export type ReferenceDetail = z.infer<typeof referenceDetail>;

export const referenceDocPageQuery = pageQuery.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), referenceKind.optional()),
  keyword: z.string().trim().max(50, { message: '关键词不能超过50个字' }).optional(),
});
export const referenceDocItem = z.object({
  id: z.string(),
  kind: referenceKind,
  title: z.string(),
  publishTime: z.string().nullable(),
  source: z.string(),
  proposer: z.string().nullable(),
  potencyLevel: z.string().nullable(),
  effectiveness: z.string().nullable(),
  length: z.number().int(),
  createdAt: z.string(),
});
export type ReferenceDocItem = z.infer<typeof referenceDocItem>;
export const importResult = z.object({ imported: z.number().int(), skipped: z.number().int(), errors: z.array(z.string()) });
export type ImportResult = z.infer<typeof importResult>;

// ---------- quotations library ----------

const quoteText = z
  .string({ error: '名句内容不能为空' })
  .trim()
  .min(4, { message: '名句内容至少4个字' })
  .max(200, { message: '名句内容不能超过200字' });
const optText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label}不能超过${max}字` })
    .nullish()
    .transform((v) => v || null);
export const quotationAddBody = z.object({
  text: quoteText,
  author: optText('作者', 50),
  title: optText('出处', 100),
  dynasty: optText('朝代', 20),
});
export type QuotationAddBody = z.input<typeof quotationAddBody>;
export const quotationUpdateBody = quotationAddBody.extend({ id: z.string({ error: 'id 不能为空' }).min(1, 'id 不能为空').max(64) });
export const quotationPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, { message: '关键词不能超过50个字' }).optional(),
});
export const quotationItem = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string().nullable(),
  title: z.string().nullable(),
  dynasty: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuotationItem = z.infer<typeof quotationItem>;
