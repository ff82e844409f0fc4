import { z } from 'zod';
import { pageQuery } from './paging';
import { dateStr, fileIds, idOf, intFilter, optFilter, optText, smsFlag, text } from './proposalFields';

/** After the reply: instructions, feedback, yearly summaries; historical records and the office's edits. */

// ---------- instructions, feedback, year summaries, records ----------

export const instructionAddBody = z.object({
  proposalId: idOf('提案id'),
  leaderName: text('批示领导', 50),
  content: text('批示内容', 5000),
  instructedAt: dateStr('批示日期'),
  fileIds,
  sms: smsFlag,
});
export const instructionUpdateBody = instructionAddBody.omit({ proposalId: true, sms: true }).extend({ id: idOf('批示id') });
export const instructionPageQuery = pageQuery.extend({ keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')) });
export const instructionItem = z.object({
  id: z.string(),
  proposalId: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  leaderName: z.string(),
  content: z.string(),
  instructedAt: z.string(),
  fileIds: z.array(z.string()),
  feedbackCount: z.number(),
  createdAt: z.string(),
});
export const feedbackAddBody = z.object({
  proposalId: idOf('提案id'),
  instructionId: optText('批示id', 64),
  content: text('反馈内容', 5000),
  fileIds,
});

export const yearSummaryBody = z.object({
  year: z.coerce.number({ error: '年度必须是数字' }).int().min(2000, '年度不正确').max(2100, '年度不正确'),
  title: text('标题', 100),
  content: text('总结内容', 100_000),
  fileIds,
  submit: z.boolean().default(false),
});
export const yearSummaryUpdateBody = yearSummaryBody.extend({ id: idOf('总结id') });
export const yearSummaryPageQuery = pageQuery.extend({
  year: intFilter('年度'),
  unitId: optFilter(z.string().max(64)),
  state: intFilter('状态'),
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
});
export const yearSummaryItem = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  year: z.number(),
  title: z.string(),
  content: z.string(),
  fileIds: z.array(z.string()),
  /** 0 draft, 1 submitted */
  state: z.number(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** A historical proposal entered by staff with its outcome already known (recordProposalForm). */
export const recordBody = z.object({
  sessionId: idOf('提案届次'),
  number: z.coerce.number({ error: '案号必须是数字' }).int().min(1, '案号必须大于0').nullish(),
  title: text('提案标题', 100),
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  proposerName: text('提案人', 200),
  proposerId: optText('提案人', 64),
  proposerType: z.union([z.literal(1), z.literal(3)], { error: '提案人类型只能是1（委员）或3（集体）' }).default(1),
  state: z.union([z.literal(12), z.literal(14), z.literal(15), z.literal(16)], { error: '历史提案状态只能是12、14、15或16' }).default(12),
  unitNames: optText('承办单位', 500),
  submittedAt: optFilter(dateStr('提交日期')),
  fileIds,
});
export const recordUpdateBody = recordBody.extend({ id: idOf('提案id') });

/** Office edit of any proposal's descriptive fields (allProposalListForm); states change only through transitions. */
export const officeUpdateBody = z.object({
  id: idOf('提案id'),
  title: text('提案标题', 100),
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  fileIds,
});

export const remindRunBody = z.object({ now: optFilter(z.string().datetime({ offset: true, error: '时间格式不正确' })) });
export const remindRunResult = z.object({ sent: z.number(), skipped: z.number() });

/** The office's calls after the reply (relative to /api): marks, openness, records, instructions, feedback, year summaries. */
export const ProposalAfterApi = {
  /** set or clear 重点 / 优秀 / 良好 on proposals */
  mark: '/proposal/mark',
  open: '/proposal/open',
  /** the office's edit of a proposal from the all-proposals list */
  allUpdate: '/proposal/all/update',
  /** POST: the all-proposals list as a workbook */
  allExport: '/proposal/all/export',
  recordAdd: '/proposal/record/add',
  recordUpdate: '/proposal/record/update',
  instructionPage: '/proposal/instruction/page',
  instructionAdd: '/proposal/instruction/add',
  instructionUpdate: '/proposal/instruction/update',
  instructionDelete: '/proposal/instruction/delete',
  feedbackAdd: '/proposal/feedback/add',
  yearSummaryPage: '/proposal/yearSummary/page',
  /** GET: one year summary */
  yearSummaryDetail: (id: string) => `/proposal/yearSummary/detail/${encodeURIComponent(id)}`,
  yearSummaryAdd: '/proposal/yearSummary/add',
  yearSummaryUpdate: '/proposal/yearSummary/update',
  yearSummaryDelete: '/proposal/yearSummary/delete',
} as const;
