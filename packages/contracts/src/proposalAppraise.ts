import { z } from 'zod';
import { pageQuery } from './paging';
import { idOf, optFilter, yearOf } from './proposalFields';

/** Appraisal (appraise/*, appraiseUnit/*; docs/proposal-statistics.md): members appraise proposals and the handling units' work. */

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

const isoTime = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .refine((s) => !Number.isNaN(new Date(s).getTime()), { message: `${label}格式不正确` })
    .transform((s) => new Date(s).toISOString());

const appraiseFieldsBase = z.object({
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(100, '标题不能超过100个字'),
  year: yearOf('年度'),
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
  year: optFilter(yearOf('年度')),
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
