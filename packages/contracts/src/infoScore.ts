import { z } from 'zod';
import { pageQuery } from './paging';
import { dateStr, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * Score rules, scores, statistics and the information desktop (spec 002 §7
 * Score rules, Statistics, Desktop; docs/info-scores.md says how a score is
 * computed and what every statistic counts).
 */

/** What earns points. The last three are fired by the publications (刊物, docs/publications-reading.md). */
export const ScoreEvent = {
  /** 报送: the item's first submission */
  report: 'report',
  /** 审核通过: every level of its review flow passed */
  reviewPass: 'reviewPass',
  /** 采用: adopted by the information office */
  adopt: 'adopt',
  /** 上级采用: a result registered as adopted above (info_result), by submission object */
  upperAdopt: 'upperAdopt',
  /** 合并采用: an adopted merged item credits the reporters of the items merged into it */
  mergeAdopt: 'mergeAdopt',
  /** 刊发: published in a periodical */
  publish: 'publish',
  /** 领导批示: a leader's instruction, by the leader's level */
  instruction: 'instruction',
  /** 单位反馈: a reader's feedback on the issue or the item */
  feedback: 'feedback',
} as const;
export type ScoreEventValue = (typeof ScoreEvent)[keyof typeof ScoreEvent];
export const SCORE_EVENTS = Object.values(ScoreEvent) as [ScoreEventValue, ...ScoreEventValue[]];
export const scoreEventLabel: Record<ScoreEventValue, string> = {
  report: '报送',
  reviewPass: '审核通过',
  adopt: '采用',
  upperAdopt: '上级采用',
  mergeAdopt: '合并采用',
  publish: '刊发',
  instruction: '领导批示',
  feedback: '单位反馈',
};

/** Who a rule credits. */
export const ScoreTarget = { reporters: 1, units: 2, both: 3 } as const;
export const scoreTargetLabel: Record<number, string> = { 1: '上报人', 2: '上报单位', 3: '上报人和上报单位' };

/** The leader levels of an instruction (领导批示 rules). */
export const InstructionLevel = { national: 1, province: 2, city: 3, district: 4 } as const;
export const instructionLevelLabel: Record<number, string> = { 1: '国家级领导', 2: '省级领导', 3: '市级领导', 4: '区县级领导' };

const year = z.coerce
  .number({ error: '年度必须是数字' })
  .int('年度必须是整数')
  .min(2000, '年度不能早于2000年')
  .max(2100, '年度不能晚于2100年');
const points = z
  .number({ error: '分值必须是数字' })
  .min(0, '分值不能小于0')
  .max(999, '分值不能超过999')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, { message: '分值最多保留1位小数' });

/** POST info/score/rule/add (update adds the id). */
export const scoreRuleBody = z.object({
  year,
  name: text('规则名称', 50),
  event: z.enum(SCORE_EVENTS, { error: '计分事件不正确' }),
  points,
  target: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '计分对象只能是1（上报人）、2（上报单位）或3（两者）' }).default(3),
  typeId: idOf('信息类别').nullish(),
  submissionObject: z
    .number({ error: '报送对象必须是数字' })
    .int('报送对象必须是整数')
    .min(0, '报送对象不正确')
    .max(3, '报送对象不正确')
    .nullish(),
  instructionLevel: z
    .number({ error: '批示级别必须是数字' })
    .int('批示级别必须是整数')
    .min(1, '批示级别不正确')
    .max(4, '批示级别不正确')
    .nullish(),
  publicationTypeId: idOf('刊物类型').nullish(),
  enabled: z.boolean({ error: '是否启用必须是布尔值' }).default(true),
  sort: z.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序不能超过9999').default(0),
  remark: optText('备注', 200),
});
export type ScoreRuleBody = z.input<typeof scoreRuleBody>;
export const scoreRuleUpdateBody = scoreRuleBody.extend({ id: idOf('规则id') });

export const scoreRule = z.object({
  id: z.string(),
  year: z.number().int(),
  name: z.string(),
  event: z.string(),
  eventLabel: z.string(),
  points: z.number(),
  target: z.number().int(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  submissionObject: z.number().int().nullable(),
  instructionLevel: z.number().int().nullable(),
  publicationTypeId: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  /** the exclude rules naming this rule */
  excludeNames: z.array(z.string()),
});
export type ScoreRule = z.infer<typeof scoreRule>;

export const scoreRulePageQuery = pageQuery.extend({
  year: intFilter('年度'),
  event: optFilter(z.enum(SCORE_EVENTS, { error: '计分事件不正确' })),
  name: optFilter(z.string().trim().max(50, '规则名称不能超过50个字')),
});
export type ScoreRulePageQuery = z.input<typeof scoreRulePageQuery>;

/** POST info/score/rule/list and exclude/list: every rule of a year. */
export const scoreYearBody = z.object({ year });

export const scoreRuleIdsBody = z.object({
  ids: z.array(idOf('规则id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条规则').max(200, '一次最多删除200条规则'),
});
export const scoreIdParams = z.object({ id: idOf('id') });

/** POST info/score/rule/check: the year's rule set, with a rule about to be saved when given. */
export const scoreRuleCheckBody = z.object({ year, rule: scoreRuleBody.extend({ id: idOf('规则id').optional() }).optional() });
export const scoreRuleCheck = z.object({ valid: z.boolean(), problems: z.array(z.string()) });
export type ScoreRuleCheck = z.infer<typeof scoreRuleCheck>;

/** POST info/score/rule/copy: a year's rules and exclude rules into another year. */
export const scoreRuleCopyBody = z.object({
  fromYear: year,
  toYear: year,
  /** the target year's rules are replaced; without it a year that has rules is refused */
  replace: z.boolean({ error: '是否覆盖必须是布尔值' }).default(false),
});
export type ScoreRuleCopyBody = z.input<typeof scoreRuleCopyBody>;
export const scoreRuleCopyResult = z.object({ rules: z.number().int(), excludes: z.number().int() });

/** 互斥规则 (exclude rules). */
export const scoreExcludeBody = z.object({
  year,
  name: text('互斥规则名称', 50),
  ruleIds: z
    .array(idOf('规则id'), { error: 'ruleIds 必须是数组' })
    .min(2, '互斥规则至少包含2条积分规则')
    .max(50, '互斥规则最多包含50条积分规则'),
  remark: optText('备注', 200),
});
export type ScoreExcludeBody = z.input<typeof scoreExcludeBody>;
export const scoreExcludeUpdateBody = scoreExcludeBody.extend({ id: idOf('互斥规则id') });
export const scoreExclude = z.object({
  id: z.string(),
  year: z.number().int(),
  name: z.string(),
  ruleIds: z.array(z.string()),
  ruleNames: z.array(z.string()),
  remark: z.string().nullable(),
});
export type ScoreExclude = z.infer<typeof scoreExclude>;

// ---------- scores ----------

/** Scores per reporter (person) or per reporting unit (unit). */
export const ScoreKind = { person: 'person', unit: 'unit' } as const;
export type ScoreKindValue = (typeof ScoreKind)[keyof typeof ScoreKind];
export const scoreKindLabel: Record<ScoreKindValue, string> = { person: '上报人', unit: '上报单位' };

export const scoreStatisticsQuery = z.object({
  year,
  kind: z.enum(ScoreKind, { error: '统计对象只能是 person 或 unit' }).default('person'),
  name: optFilter(z.string().trim().max(50, '名称不能超过50个字')),
});
export type ScoreStatisticsQuery = z.input<typeof scoreStatisticsQuery>;

export const scoreRow = z.object({
  /** user id or unit id */
  id: z.string(),
  name: z.string(),
  unitName: z.string().nullable(),
  rank: z.number().int(),
  total: z.number(),
  /** how many items earned points */
  items: z.number().int(),
  /** points by event code */
  byEvent: z.record(z.string(), z.number()),
});
export type ScoreRow = z.infer<typeof scoreRow>;
export const scoreStatistics = z.object({
  year: z.number().int(),
  kind: z.enum(ScoreKind),
  rows: z.array(scoreRow),
  total: z.number(),
  /** when the figures were computed (they are cached until a rule changes or the cache is cleared) */
  computedAt: z.string(),
});
export type ScoreStatistics = z.infer<typeof scoreStatistics>;

/** POST info/score/statistics/detail: how one reporter's or unit's score is made, line by line. */
export const scoreExplainQuery = z.object({
  year,
  kind: z.enum(ScoreKind, { error: '统计对象只能是 person 或 unit' }),
  id: idOf('统计对象id'),
});
export const scoreLine = z.object({
  itemId: z.string(),
  title: z.string(),
  event: z.string(),
  eventLabel: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  /** the rule's points */
  rulePoints: z.number(),
  /** what the line counts: 0 when an exclude rule let a higher rule count instead */
  points: z.number(),
  excludedBy: z.string().nullable(),
  at: z.string(),
  /** what else the line is about: the issue for 刊发, the issue and the leader for 领导批示, the issue and the unit for 单位反馈 */
  note: z.string().nullable(),
});
export type ScoreLine = z.infer<typeof scoreLine>;
export const scoreExplain = z.object({ id: z.string(), name: z.string(), total: z.number(), lines: z.array(scoreLine) });
export type ScoreExplain = z.infer<typeof scoreExplain>;

// ---------- statistics ----------

/** Filters every statistics page takes: a year (of the report), a report-date range, a type. */
export const infoStatQuery = z.object({
  year: intFilter('年度'),
  dateFrom: optFilter(dateStr('开始日期')),
  dateTo: optFilter(dateStr('结束日期')),
  typeId: optFilter(idOf('信息类别')),
});
/** unit/report: `byType` spreads the reported items over the top-level types (报送类别统计). */
export const infoUnitStatQuery = infoStatQuery.extend({ byType: optFilter(z.coerce.boolean()) });

/** The statistics pages and the calls behind them (the web page path is /info/statistic/{page}). */
export const InfoStatPage = {
  summaryCount: 'info/statistics/summary',
  typeCount: 'info/statistics/type',
  reportCount: 'info/statistics/report',
  reportTypeCount: 'info/statistics/unit/report',
  useStatusList: 'info/adopt/statistics',
  personalUseList: 'info/individual/adopt/statistics',
} as const;
export type InfoStatPageName = keyof typeof InfoStatPage;

/** Page URLs of score rules, statistics and the desktop (spec 001 §2.6, §2.7). */
export const InfoScorePage = {
  rules: '/info/scoreRulesList',
  ruleForm: '/info/scoreRulesForm',
  mutualForm: '/info/mutualRulesForm',
  scoreCount: '/info/statistic/scoreCount',
  desktop: '/info/desktop',
  /** the office's statistics page of one InfoStatPage */
  statistic: (name: InfoStatPageName) => `/info/statistic/${name}`,
  /** a reporter's own counts: the same statistic over the items that credit them */
  socialCount: (name: InfoStatPageName) => `/social/count/${name}`,
} as const;
export const infoStatTitle: Record<InfoStatPageName | 'contribution' | 'unitReport', string> = {
  summaryCount: '汇总统计',
  typeCount: '类别统计',
  reportCount: '报送统计',
  reportTypeCount: '报送类别统计',
  useStatusList: '采用情况统计',
  personalUseList: '个人采用统计',
  contribution: '贡献统计',
  unitReport: '单位报送统计',
};

/** adopt/detail: the adopted items behind a statistic's cell. */
export const infoAdoptDetailQuery = pageQuery.extend({
  year: intFilter('年度'),
  dateFrom: optFilter(dateStr('开始日期')),
  dateTo: optFilter(dateStr('结束日期')),
  typeId: optFilter(idOf('信息类别')),
  unitId: optFilter(idOf('单位')),
  reporterId: optFilter(idOf('上报人')),
});

/** adopt/statistics/info/detail: the items sent to one submission object, with what came back. */
export const upperDetailQuery = pageQuery.extend({
  year: intFilter('年度'),
  submissionObject: intFilter('报送对象'),
  adopted: optFilter(z.coerce.boolean()),
});
export type UpperDetailQuery = z.input<typeof upperDetailQuery>;
export const upperDetailRow = z.object({
  id: z.string(),
  title: z.string(),
  reporterName: z.string(),
  unitName: z.string().nullable(),
  submissionObject: z.number().int(),
  submittedAt: z.string(),
  adopted: z.boolean(),
  resultDate: z.string().nullable(),
  resultContent: z.string().nullable(),
});
export type UpperDetailRow = z.infer<typeof upperDetailRow>;

// ---------- desktop ----------

/** GET info/desktop/overview: this year's figures for the information office. */
export const infoOverview = z.object({
  year: z.number().int(),
  reported: z.number().int(),
  reviewing: z.number().int(),
  toAdopt: z.number().int(),
  adopted: z.number().int(),
  sentUp: z.number().int(),
  upperAdopted: z.number().int(),
  today: z.number().int(),
  unread: z.number().int(),
});
export type InfoOverview = z.infer<typeof infoOverview>;

/** GET info/desktop/graph/data/{year}: month by month; graph/two/data/{year}: by top-level type. */
export const infoGraph = z.object({
  year: z.number().int(),
  categories: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), name: z.string(), data: z.array(z.number()) })),
});
export type InfoGraph = z.infer<typeof infoGraph>;
export const infoGraphParams = z.object({ x: year });

/** GET info/count/annual: the caller's items reported this year against the year's target (countByInfo / infoCount). */
export const infoAnnualCount = z.object({ year: z.number().int(), target: z.number().int().nullable(), done: z.number().int() });
export type InfoAnnualCount = z.infer<typeof infoAnnualCount>;

/** Score rules, scores, statistics and desktop calls (relative to /api; POST unless noted). */
export const InfoScoreApi = {
  rulePage: '/info/score/rule/page',
  ruleList: '/info/score/rule/list',
  /** GET */
  rule: (id: string) => `/info/score/rule/detail/${encodeURIComponent(id)}`,
  ruleAdd: '/info/score/rule/add',
  ruleUpdate: '/info/score/rule/update',
  ruleDelete: '/info/score/rule/delete',
  ruleCheck: '/info/score/rule/check',
  ruleCopy: '/info/score/rule/copy',
  excludeList: '/info/score/rule/exclude/list',
  /** GET */
  exclude: (id: string) => `/info/score/rule/exclude/detail/${encodeURIComponent(id)}`,
  excludeAdd: '/info/score/rule/exclude/add',
  excludeUpdate: '/info/score/rule/exclude/update',
  excludeRemove: (id: string) => `/info/score/rule/exclude/remove/${encodeURIComponent(id)}`,
  statistics: '/info/score/statistics',
  /** the scores as .xlsx */
  statisticsExport: '/info/score/statistics/export',
  statisticsDetail: '/info/score/statistics/detail',
  /** GET */
  clearCache: '/info/score/statistics/clear/cache',
  /** adopted items behind a statistic's cell (infoAdoptDetailQuery) */
  adoptDetail: '/info/statistics/adopt/detail',
  upperDetail: '/info/adopt/statistics/info/detail',
  /** GET */
  overview: '/info/desktop/overview',
  /** GET: items by month */
  graphMonth: (year: number) => `/info/desktop/graph/data/${year}`,
  /** GET: items by type */
  graphType: (year: number) => `/info/desktop/graph/two/data/${year}`,
  todoCheck: '/info/desktop/todo/check',
  doneCheck: '/info/desktop/done/check',
  /** GET */
  annual: '/info/count/annual',
} as const;
