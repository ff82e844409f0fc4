import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Proposal counts (proposalCount/*), statistics (statistic/*), dashboard
 * counters, appraisal (appraise/*, appraiseUnit/*) and Word documents
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

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const intOf = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(1900, `${label}不正确`)
    .max(2999, `${label}不正确`);
const dateStr = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return s >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label}不是有效的日期`);

/** Every statistics call: the proposal session and/or the year. */
export const proposalStatQuery = z.object({
  sessionId: optFilter(z.string().trim().max(64, '提案届次不正确')),
  year: optFilter(intOf('年度')),
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
export const proposalAnnualQuery = z.object({ year: optFilter(intOf('年度')) });

// ---------- appraisal ----------

/** appraise: members appraise proposals; appraiseUnit: members appraise the handling units' work. */
export const appraiseKinds = ['proposal', 'unit'] as const;
export type AppraiseKind = (typeof appraiseKinds)[number];
/** URL segment of each kind */
export const appraiseSegment: Record<AppraiseKind, 'appraise' | 'appraiseUnit'> = { proposal: 'appraise', unit: 'appraiseUnit' };
export const appraiseKindLabel: Record<AppraiseKind, string> = { proposal: '提案评议', unit: '承办单位测评' };

/** The pages of each appraisal kind (spec 001 §2.5), under /proposal/appraise/ or /proposal/appraiseUnit/. */
export const appraisePageNames = [
  'mgt/list',
  'mgt/form',
  'mgt/statistics',
  'mgt/statisticsDetailList',
  'mgt/unevaluated',
  'mgt/unevaluatedList',
  'member/list',
  'member/target',
  'member/result',
  'member/result/detail',
  'member/form',
] as const;
export type AppraisePageName = (typeof appraisePageNames)[number];
const appraisePagesOf = (kind: AppraiseKind) =>
  Object.fromEntries(appraisePageNames.map((p) => [p, `/proposal/${appraiseSegment[kind]}/${p}`])) as Record<AppraisePageName, string>;
/** The page URLs of each kind (web routes, server menus): ProposalAppraisePage.unit['mgt/list']. */
export const ProposalAppraisePage: Record<AppraiseKind, Record<AppraisePageName, string>> = {
  proposal: appraisePagesOf('proposal'),
  unit: appraisePagesOf('unit'),
};

const appraiseApiOf = (kind: AppraiseKind) => {
  const base = `/proposal/${appraiseSegment[kind]}`;
  return {
    page: `${base}/mgt/page`,
    unevaluatedPage: `${base}/mgt/unevaluated/page`,
    /** GET: one appraisal with its targets and members */
    detail: (id: string) => `${base}/mgt/detail/${encodeURIComponent(id)}`,
    add: `${base}/mgt/add`,
    update: `${base}/mgt/update`,
    remove: `${base}/mgt/delete`,
    publish: `${base}/mgt/publish`,
    end: `${base}/mgt/end`,
    /** GET: per target counts of one appraisal */
    statistics: (id: string) => `${base}/mgt/statistics/${encodeURIComponent(id)}`,
    recordPage: `${base}/mgt/record/page`,
    unevaluatedList: `${base}/mgt/unevaluatedList`,
    remind: `${base}/mgt/remind`,
    /** GET (?keyword) */
    targetOptions: `${base}/mgt/targetOptions`,
    /** GET (?keyword) */
    memberOptions: `${base}/mgt/memberOptions`,
    memberPage: `${base}/member/page`,
    /** GET: the targets of one appraisal with the caller's own appraisal of each */
    memberTarget: (id: string) => `${base}/member/target/${encodeURIComponent(id)}`,
    memberSubmit: `${base}/member/submit`,
  } as const;
};
/** The appraisal calls of each kind (relative to /api): ProposalAppraiseApi.proposal.page. */
export const ProposalAppraiseApi = { proposal: appraiseApiOf('proposal'), unit: appraiseApiOf('unit') } as const;
export const appraiseTargetLabel: Record<AppraiseKind, string> = { proposal: '提案', unit: '承办单位' };

/** 0 draft, 1 ongoing (published), 2 ended. */
export const AppraiseState = { draft: 0, ongoing: 1, ended: 2 } as const;
export const appraiseStateLabel: Record<number, string> = { 0: '暂存', 1: '进行中', 2: '已结束' };
/** Same codes as a proposal rating: 1 satisfied, 2 basically, 0 not. */
export const appraiseGradeLabel: Record<number, string> = { 1: '满意', 2: '基本满意', 0: '不满意' };

/** appraise:mgt:list … ; the member side appraise:member:do. */
export const AppraisePerm = {
  proposal: {
    list: 'proposal:appraise:list',
    edit: 'proposal:appraise:edit',
    publish: 'proposal:appraise:publish',
    statistics: 'proposal:appraise:statistics',
    remind: 'proposal:appraise:remind',
    member: 'proposal:appraise:member',
  },
  unit: {
    list: 'proposal:appraiseUnit:list',
    edit: 'proposal:appraiseUnit:edit',
    publish: 'proposal:appraiseUnit:publish',
    statistics: 'proposal:appraiseUnit:statistics',
    remind: 'proposal:appraiseUnit:remind',
    member: 'proposal:appraiseUnit:member',
  },
} as const;

const idOf = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const isoTime = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .refine((s) => !Number.isNaN(new Date(s).getTime()), { message: `${label}格式不正确` })
    .transform((s) => new Date(s).toISOString());

const appraiseFieldsBase = z.object({
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(100, '标题不能超过100个字'),
  year: intOf('年度'),
  sessionId: optFilter(z.string().trim().max(64, '提案届次不正确')),
  startTime: isoTime('开始时间'),
  endTime: isoTime('结束时间'),
  description: z.string().trim().max(2000, '说明不能超过2000个字').nullish(),
  /** proposal ids (appraise) or unit ids (appraiseUnit) */
  targetIds: z.array(idOf('评议对象')).max(500, '评议对象最多500个').default([]),
  /** members' user ids; empty = every member of the current term at publishing */
  participantIds: z.array(idOf('参评委员')).max(5000, '参评委员最多5000人').default([]),
});
const timesInOrder = (v: { startTime: string; endTime: string }) => new Date(v.endTime) > new Date(v.startTime);
const timesMessage = { message: '结束时间必须晚于开始时间', path: ['endTime'] };
export const appraiseAddBody = appraiseFieldsBase.refine(timesInOrder, timesMessage);
export type AppraiseAddBody = z.input<typeof appraiseAddBody>;
export const appraiseUpdateBody = appraiseFieldsBase.extend({ id: idOf('测评id') }).refine(timesInOrder, timesMessage);
export type AppraiseUpdateBody = z.input<typeof appraiseUpdateBody>;
export const appraiseIdBody = z.object({ id: idOf('测评id') });
export const appraiseIdsBody = z.object({
  ids: z.array(idOf('测评id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条记录').max(100, '一次最多操作100条记录'),
});
export const appraiseIdParams = z.object({ id: idOf('id') });

export const appraisePageQuery = pageQuery.extend({
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  year: optFilter(intOf('年度')),
  state: optFilter(z.coerce.number().int().min(0, '状态不正确').max(2, '状态不正确')),
});
export type AppraisePageQuery = z.input<typeof appraisePageQuery>;

export const appraiseItem = z.object({
  id: z.string(),
  kind: z.enum(appraiseKinds),
  title: z.string(),
  year: z.number(),
  sessionId: z.string().nullable(),
  sessionName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string().nullable(),
  state: z.number(),
  stateName: z.string(),
  targetCount: z.number(),
  participantCount: z.number(),
  /** participants who appraised every target */
  finishedCount: z.number(),
  publishedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppraiseItem = z.infer<typeof appraiseItem>;

export const appraiseTarget = z.object({ id: z.string(), targetId: z.string(), name: z.string(), extra: z.string().nullable() });
export const appraiseDetail = appraiseItem.extend({
  targets: z.array(appraiseTarget),
  participants: z.array(z.object({ userId: z.string(), username: z.string() })),
  /** empty participant list means every member at publishing */
  allMembers: z.boolean(),
});
export type AppraiseDetail = z.infer<typeof appraiseDetail>;

/** mgt/statistics: one row per target. */
export const appraiseStatRow = z.object({
  targetRowId: z.string(),
  targetId: z.string(),
  name: z.string(),
  extra: z.string().nullable(),
  count: z.number(),
  satisfied: z.number(),
  basically: z.number(),
  not: z.number(),
  /** average score, null when nobody appraised it */
  avgScore: z.number().nullable(),
  /** (satisfied + basically) / count, percent */
  satisfactionRate: z.number().nullable(),
});
export type AppraiseStatRow = z.infer<typeof appraiseStatRow>;
export const appraiseStatistics = z.object({
  appraise: appraiseItem,
  rows: z.array(appraiseStatRow),
});
export type AppraiseStatistics = z.infer<typeof appraiseStatistics>;

export const appraiseRecordPageQuery = pageQuery.extend({
  appraiseId: idOf('测评id'),
  /** a target row id: statisticsDetailList of one target */
  targetRowId: optFilter(z.string().trim().max(64)),
  grade: optFilter(z.coerce.number().int().min(0, '评价等级不正确').max(2, '评价等级不正确')),
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
});
export type AppraiseRecordPageQuery = z.input<typeof appraiseRecordPageQuery>;
export const appraiseRecordItem = z.object({
  id: z.string(),
  appraiseId: z.string(),
  targetRowId: z.string(),
  targetName: z.string(),
  userId: z.string(),
  username: z.string(),
  grade: z.number(),
  gradeName: z.string(),
  score: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppraiseRecordItem = z.infer<typeof appraiseRecordItem>;

/** mgt/unevaluatedList: participants who still owe appraisals in one appraisal. */
export const unevaluatedPageQuery = pageQuery.extend({
  appraiseId: idOf('测评id'),
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
});
export type UnevaluatedPageQuery = z.input<typeof unevaluatedPageQuery>;
export const unevaluatedItem = z.object({
  userId: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  done: z.number(),
  remaining: z.number(),
});
export type UnevaluatedItem = z.infer<typeof unevaluatedItem>;
export const appraiseRemindBody = z.object({
  appraiseId: idOf('测评id'),
  /** empty = every participant who has not finished */
  userIds: z.array(idOf('委员')).max(5000).default([]),
});

/** member/list: the appraisals the caller takes part in. */
export const myAppraiseItem = appraiseItem.extend({ done: z.number(), open: z.boolean() });
export type MyAppraiseItem = z.infer<typeof myAppraiseItem>;
/** member/target: the targets of one appraisal with the caller's own appraisal, if any. */
export const myTargetItem = appraiseTarget.extend({
  record: z
    .object({ id: z.string(), grade: z.number(), score: z.number(), comment: z.string().nullable(), updatedAt: z.string() })
    .nullable(),
});
export type MyTargetItem = z.infer<typeof myTargetItem>;
export const myTargets = z.object({ appraise: myAppraiseItem, targets: z.array(myTargetItem) });
export type MyTargets = z.infer<typeof myTargets>;

/** member/form: appraise one target (again, while the appraisal is open). */
export const appraiseSubmitBody = z.object({
  appraiseId: idOf('测评id'),
  targetRowId: idOf('评议对象'),
  grade: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '评价等级只能是满意、基本满意或不满意' }),
  score: z.coerce.number({ error: '评分必须是数字' }).int('评分必须是整数').min(0, '评分不能小于0').max(100, '评分不能超过100'),
  comment: z.string().trim().max(1000, '意见建议不能超过1000个字').nullish(),
});
export type AppraiseSubmitBody = z.input<typeof appraiseSubmitBody>;

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
