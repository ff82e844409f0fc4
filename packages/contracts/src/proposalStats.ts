import { z } from 'zod';
import { dateStr, optFilter, yearOf } from './proposalFields';

/**
 * Proposal counts (proposalCount/*), statistics (statistic/*), dashboard
 * counters and Word documents (appraisal: proposalAppraise.ts)
 * (docs/proposal-statistics.md). Paths follow the web routes of spec 001 §2.5.
 */

// ---------- counts and statistics ----------

/** proposalCount/* pages (spec 001 §2.5 Counts). */
export const proposalCountNames = [
  'conditionCount',
  'memberCount',
  'collectiveCount',
  'handleUnitCount',
  'feedbackCount',
  'proposalHandleCount',
] as const;
/** statistic/* pages (spec 001 §2.5 Statistics). */
export const proposalStatisticNames = [
  'sectorCount',
  'satisfactionCount',
  'factionCount',
  'committeeCount',
  'totalCount',
  'submitCount',
  'memberPersonCount',
  'factionProposalCount',
  'groupCount',
  'committeeProposalCount',
  'sectorProposalCount',
  'checkLianCount',
  'assignCount',
  'proposalTypeCount',
  'proposalSatisfactionCount',
] as const;
export type ProposalCountName = (typeof proposalCountNames)[number];
export type ProposalStatisticName = (typeof proposalStatisticNames)[number];
export type ProposalStatName = ProposalCountName | ProposalStatisticName;

/** Page titles, also the names of the menus and of the exported workbooks. */
export const proposalStatTitle: Record<ProposalStatName, string> = {
  conditionCount: '条件统计',
  memberCount: '委员提案统计',
  collectiveCount: '集体提案统计',
  handleUnitCount: '承办单位统计',
  feedbackCount: '预交办反馈统计',
  proposalHandleCount: '提案办理统计',
  sectorCount: '界别统计',
  satisfactionCount: '满意度统计',
  factionCount: '党派统计',
  committeeCount: '专委会统计',
  totalCount: '提案总数统计',
  submitCount: '提交情况统计',
  memberPersonCount: '委员个人统计',
  factionProposalCount: '党派提案统计',
  groupCount: '小组统计',
  committeeProposalCount: '专委会提案统计',
  sectorProposalCount: '界别提案统计',
  checkLianCount: '审查立案统计',
  assignCount: '交办统计',
  proposalTypeCount: '提案类别统计',
  proposalSatisfactionCount: '提案满意度统计',
};

/** URL group of a statistics page: /proposal/proposalCount/x or /proposal/statistic/x. */
export const proposalStatGroup = (name: ProposalStatName): 'proposalCount' | 'statistic' =>
  (proposalCountNames as readonly string[]).includes(name) ? 'proposalCount' : 'statistic';

const proposalStatNames: readonly ProposalStatName[] = [...proposalCountNames, ...proposalStatisticNames];
const byStatName = (path: (name: ProposalStatName) => string) =>
  Object.fromEntries(proposalStatNames.map((n) => [n, path(n)])) as Record<ProposalStatName, string>;
const statPath = (name: ProposalStatName) => `/proposal/${proposalStatGroup(name)}/${name}`;

/** The 21 statistics pages by name (web routes, server menus): /proposal/proposalCount/{name} or /proposal/statistic/{name}. */
export const ProposalStatPage = byStatName(statPath);

/** The statistics and dashboard counters' calls (relative to /api). */
export const ProposalStatsApi = {
  /** POST: a statistics page's numbers, at the page's own path */
  stat: byStatName(statPath),
  /** POST: the same numbers as a workbook */
  statExport: byStatName((n) => `${statPath(n)}/export`),
  /** GET: the proposal desktop's counters (?sessionId) */
  desktop: '/proposal/count/desktop',
  /** GET: the caller's counts of one year (?year) */
  annual: '/proposal/count/annual',
} as const;

/** Permission of a statistics page: view (the page and its numbers) or export (xlsx). */
export const proposalStatPerm = (name: ProposalStatName, action: 'view' | 'export') => `proposal:${name}:${action}`;

/** Every statistics call: the proposal session and/or the year. */
export const proposalStatQuery = z.object({
  sessionId: optFilter(z.string().trim().max(64, '提案届次不正确')),
  year: optFilter(yearOf('年度')),
});

/** conditionCount takes further conditions (按条件统计). */
export const proposalConditionQuery = proposalStatQuery.extend({
  typeId: optFilter(z.string().trim().max(64, '提案类别不正确')),
  proposerType: optFilter(
    z.coerce
      .number()
      .int()
      .refine((n) => n === 1 || n === 3, { message: '提案人类型只能是1（委员）或3（集体）' }),
  ),
  isPlenary: optFilter(z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true')),
  unitId: optFilter(z.string().trim().max(64, '承办单位不正确')),
  from: optFilter(dateStr('提交时间起')),
  to: optFilter(dateStr('提交时间止')),
});
export type ProposalConditionQuery = z.input<typeof proposalConditionQuery>;

/** count: a number of things; rate: a percentage with one decimal; avg: an average with two decimals. */
export const statColumn = z.object({ key: z.string(), title: z.string(), kind: z.enum(['count', 'rate', 'avg']) });
export type StatColumn = z.infer<typeof statColumn>;

export const statRow = z.object({
  /** the grouping's id (sector, unit, member, state code …); null for "not set" */
  id: z.string().nullable(),
  name: z.string(),
  values: z.record(z.string(), z.number()),
});
export type StatRow = z.infer<typeof statRow>;

export const statResult = z.object({
  title: z.string(),
  /** the first column's title (界别, 承办单位, 状态 …) */
  dimension: z.string(),
  columns: z.array(statColumn),
  rows: z.array(statRow),
  /** the 合计 row; rates and averages over the whole */
  total: z.record(z.string(), z.number()),
});
export type StatResult = z.infer<typeof statResult>;

// ---------- dashboard counters ----------

export const countItem = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** the page that lists them */
  url: z.string().nullable(),
});
export type CountItem = z.infer<typeof countItem>;

/** GET /proposal/count/desktop: the office's, a unit's or a proposer's proposal counts. */
export const proposalDesktopCount = z.object({
  scope: z.enum(['office', 'unit', 'proposer']),
  sessionId: z.string().nullable(),
  sessionName: z.string().nullable(),
  /** submitted (office), assigned (unit) or own (proposer) */
  total: z.number().int(),
  /** by display state (office, proposer) or by sign state (unit) */
  states: z.array(countItem),
  /** what waits for the caller */
  todo: z.array(countItem),
});
export type ProposalDesktopCount = z.infer<typeof proposalDesktopCount>;
export const proposalDesktopQuery = z.object({ sessionId: optFilter(z.string().trim().max(64, '提案届次不正确')) });

/** GET /proposal/count/annual: the annual plan counter countByProposal / proposalCount (spec 001 §2.24). */
export const proposalAnnualCount = z.object({
  year: z.number().int(),
  /** the annual plan's proposalCount; null when no plan is set for the year */
  target: z.number().int().nullable(),
  /** proposals the caller led that year (submitted, not withdrawn) */
  done: z.number().int(),
  /** joint proposals the caller agreed to co-sign that year */
  joint: z.number().int(),
});
export type ProposalAnnualCount = z.infer<typeof proposalAnnualCount>;
export const proposalAnnualQuery = z.object({ year: optFilter(yearOf('年度')) });

// ---------- documents ----------

/** GET /proposal/document/... : Word documents and the attachments zip. */
export const ProposalDocumentApi = {
  /** GET: which documents the caller may download now */
  available: (id: string) => `/proposal/document/${encodeURIComponent(id)}/available`,
  proposal: (id: string) => `/proposal/document/${id}/proposal.docx`,
  assignNotice: (id: string, unitId?: string) =>
    `/proposal/document/${id}/assignNotice.docx${unitId ? `?unitId=${encodeURIComponent(unitId)}` : ''}`,
  caseNotice: (id: string) => `/proposal/document/${id}/caseNotice.docx`,
  attachments: (id: string) => `/proposal/document/${id}/attachments.zip`,
  book: (sessionId: string) => `/proposal/document/session/${sessionId}/book.docx`,
} as const;
