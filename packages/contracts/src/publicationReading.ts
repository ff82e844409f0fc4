import { z } from 'zod';
import { pageQuery } from './paging';
import { dateStr, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * The readers' side of the publications (docs/publications-reading.md): the distributed issues a
 * reader receives with read receipts, leaders' instructions (领导批示) recorded by the office, and
 * units' feedback (刊物反馈) from the readers. Both reach the credited reporters of the items in the
 * message centre and count in their scores (ScoreEvent.instruction, ScoreEvent.feedback).
 */

const yearFilter = intFilter('年度');
const titleFilter = optFilter(z.string().trim().max(100, '标题不能超过100个字'));

/** POST publication/open/page: the distributed issues whose list names the caller or the caller's organisation. */
export const publicationOpenQuery = pageQuery.extend({
  typeId: optFilter(idOf('刊物类型')),
  year: yearFilter,
  title: titleFilter,
  /** true: only the read ones, false: only the unread ones */
  read: optFilter(z.coerce.boolean()),
});
export type PublicationOpenQuery = z.input<typeof publicationOpenQuery>;
export const publicationOpenRow = z.object({
  id: z.string(),
  typeName: z.string(),
  numLabel: z.string(),
  title: z.string(),
  publishDate: z.string().nullable(),
  distributedAt: z.string().nullable(),
  itemCount: z.number().int(),
  instructionCount: z.number().int(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type PublicationOpenRow = z.infer<typeof publicationOpenRow>;

/** A leader's instruction as every list and detail shows it. */
export const publicationInstructionRow = z.object({
  id: z.string(),
  publicationId: z.string(),
  typeName: z.string(),
  numLabel: z.string(),
  publicationTitle: z.string(),
  /** null: on the whole issue */
  infoId: z.string().nullable(),
  infoTitle: z.string().nullable(),
  leaderName: z.string(),
  leaderPost: z.string().nullable(),
  level: z.number().int(),
  levelLabel: z.string(),
  content: z.string(),
  instructedOn: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicationInstructionRow = z.infer<typeof publicationInstructionRow>;

/** One item of an issue as the reader reads it (the issue's text). */
export const publicationReadingItem = z.object({
  id: z.string(),
  infoId: z.string(),
  sort: z.number().int(),
  title: z.string(),
  content: z.string(),
  reporterNames: z.string(),
  unitNames: z.string(),
});

/** GET publication/read/{id}: the issue laid out for reading; opening it leaves the read receipt. */
export const publicationReading = z.object({
  id: z.string(),
  typeName: z.string(),
  numLabel: z.string(),
  title: z.string(),
  state: z.number().int(),
  publishDate: z.string().nullable(),
  distributedAt: z.string().nullable(),
  issuer: z.string().nullable(),
  reportTo: z.string().nullable(),
  sendTo: z.string().nullable(),
  issueTo: z.string().nullable(),
  items: z.array(publicationReadingItem),
  instructions: z.array(publicationInstructionRow),
  /** when the caller first read it (null: not on the list, e.g. an editor) */
  readAt: z.string().nullable(),
  /** the caller is on the distribution list and may answer with feedback */
  canFeedback: z.boolean(),
  /** the caller records instructions (the office) */
  canInstruct: z.boolean(),
});
export type PublicationReading = z.infer<typeof publicationReading>;

/** GET publication/readers/{id}: everyone the list names (people, and the people of the organisations), read or not. */
export const publicationReaderState = z.object({
  userId: z.string(),
  name: z.string(),
  /** 本人 or the organisation that put them on the list */
  via: z.string(),
  readAt: z.string().nullable(),
});
export const publicationReaders = z.object({
  total: z.number().int(),
  read: z.number().int(),
  rows: z.array(publicationReaderState),
});
export type PublicationReaders = z.infer<typeof publicationReaders>;

// ---------- instructions ----------

export const publicationInstructionPageQuery = pageQuery.extend({
  publicationId: optFilter(idOf('刊物')),
  leaderName: optFilter(z.string().trim().max(50, '批示领导不能超过50个字')),
  level: optFilter(
    z.coerce.number({ error: '批示级别必须是数字' }).int('批示级别必须是整数').min(1, '批示级别不正确').max(4, '批示级别不正确'),
  ),
  dateFrom: optFilter(dateStr('开始日期')),
  dateTo: optFilter(dateStr('结束日期')),
  /** a reporter's view: the instructions on the items that credit the caller */
  mine: optFilter(z.coerce.boolean()),
});
export type PublicationInstructionPageQuery = z.input<typeof publicationInstructionPageQuery>;

/** POST publicationInstruction/add (update adds the id). */
export const publicationInstructionBody = z.object({
  publicationId: idOf('刊物'),
  infoId: optFilter(idOf('批示信息')).nullable(),
  leaderName: text('批示领导', 50),
  leaderPost: optText('领导职务', 100),
  level: z.number({ error: '批示级别必须是数字' }).int('批示级别必须是整数').min(1, '批示级别只能是1至4').max(4, '批示级别只能是1至4'),
  content: text('批示内容', 5000),
  instructedOn: dateStr('批示日期'),
});
export type PublicationInstructionBody = z.input<typeof publicationInstructionBody>;
export const publicationInstructionUpdateBody = publicationInstructionBody.extend({ id: idOf('批示id') });
export const publicationInstructionIdBody = z.object({ id: idOf('批示id') });
export const publicationInstructionIdParams = z.object({ id: idOf('id') });

/** GET publicationInstruction/check/{id}: an issue's instructions, on the whole issue and per item. */
export const publicationInstructionCheck = z.object({
  publicationId: z.string(),
  numLabel: z.string(),
  issue: z.array(publicationInstructionRow),
  items: z.array(z.object({ infoId: z.string(), title: z.string(), instructions: z.array(publicationInstructionRow) })),
});
export type PublicationInstructionCheck = z.infer<typeof publicationInstructionCheck>;

// ---------- feedback ----------

export const publicationFeedbackRow = z.object({
  id: z.string(),
  publicationId: z.string(),
  typeName: z.string(),
  numLabel: z.string(),
  publicationTitle: z.string(),
  infoId: z.string().nullable(),
  infoTitle: z.string().nullable(),
  unitName: z.string(),
  content: z.string(),
  checked: z.number().int(),
  checkedAt: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** the author may still take it back (not yet seen by the office) */
  canDelete: z.boolean(),
});
export type PublicationFeedbackRow = z.infer<typeof publicationFeedbackRow>;

export const publicationFeedbackPageQuery = pageQuery.extend({
  publicationId: optFilter(idOf('刊物')),
  unitName: optFilter(z.string().trim().max(100, '反馈单位不能超过100个字')),
  checked: optFilter(
    z.coerce.number({ error: '查看状态必须是数字' }).int('查看状态必须是整数').min(0, '查看状态只能是0或1').max(1, '查看状态只能是0或1'),
  ),
  year: yearFilter,
});
export type PublicationFeedbackPageQuery = z.input<typeof publicationFeedbackPageQuery>;

/** POST publicationFeedback/add: a reader answers a distributed issue (or one item of it). */
export const publicationFeedbackBody = z.object({
  publicationId: idOf('刊物'),
  infoId: optFilter(idOf('反馈信息')).nullable(),
  content: text('反馈内容', 2000),
});
export type PublicationFeedbackBody = z.input<typeof publicationFeedbackBody>;
export const publicationFeedbackIdBody = z.object({ id: idOf('反馈id') });

/** The readers' calls (relative to /api; POST unless noted). The preview is PublicationComposeApi.preview. */
export const PublicationReadingApi = {
  openPage: '/publication/open/page',
  /** GET: the issue with a read receipt */
  read: (id: string) => `/publication/read/${encodeURIComponent(id)}`,
  /** GET */
  readers: (id: string) => `/publication/readers/${encodeURIComponent(id)}`,
  instructionPage: '/publicationInstruction/page',
  instructionAdd: '/publicationInstruction/add',
  instructionUpdate: '/publicationInstruction/update',
  instructionDelete: '/publicationInstruction/delete',
  /** GET */
  instructionCheck: (id: string) => `/publicationInstruction/check/${encodeURIComponent(id)}`,
  instructionDetail: '/publicationInstruction/web/detail',
  feedbackPage: '/publicationFeedback/page',
  /** the reader's own feedback */
  myFeedbackPage: '/publicationFeedback/mine/page',
  feedbackAdd: '/publicationFeedback/add',
  feedbackDelete: '/publicationFeedback/delete',
  /** GET */
  feedbackCheck: (id: string) => `/publicationFeedback/check/${encodeURIComponent(id)}`,
} as const;
