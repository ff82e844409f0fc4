import { z } from 'zod';
import { dateStr, fileIds, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * Information items (社情民意信息): the codes, labels, permissions and shapes the
 * reporting, review, management and scoring parts share (spec 001 §4, 002 §4;
 * docs/info.md). Each part's own request and answer shapes live beside it
 * (infoFlow.ts, infoReview.ts, infoManage.ts, infoScore.ts).
 */

/** Where an item stands. The spec names the actions, not the values; these are ours (docs/info.md). */
export const InfoState = {
  /** 草稿: private to its author */
  draft: 0,
  /** 审核中: at one level of its review flow */
  reviewing: 1,
  /** 待采用: every level passed (level 999) */
  toAdopt: 2,
  /** 已采用 (adopt 1) */
  adopted: 3,
  /** 未采用 (adopt 0) */
  notAdopted: 4,
  /** 已合并: folded into a merged item, which carries it on */
  merged: 5,
  /** 已弃用 (check -1 or adopt -1), with a reason */
  discarded: -1,
  /** 已退回: back with the reporter, with a reason */
  returned: -2,
} as const;
export type InfoStateValue = (typeof InfoState)[keyof typeof InfoState];
export const infoStateLabel: Record<number, string> = {
  0: '草稿',
  1: '审核中',
  2: '待采用',
  3: '已采用',
  4: '未采用',
  5: '已合并',
  [-1]: '已弃用',
  [-2]: '已退回',
} satisfies Record<InfoStateValue, string>;

/** Review levels of a flow (seed 001 enumerations); 999 means every level has passed. */
export const InfoLevel = {
  admin: 1,
  divisionHead: 2,
  deputyDirector: 3,
  director: 4,
  secretaryGeneral: 5,
  chairman: 6,
  complete: 999,
} as const;
export const infoLevelLabel: Record<number, string> = {
  1: '管理员',
  2: '处长',
  3: '副主任',
  4: '主任',
  5: '秘书长',
  6: '主席',
  999: '审核完成',
};
export const INFO_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Info flow type (seed 001): a review flow before adoption, an editing flow after it. */
export const InfoFlowType = { review: 1, editing: 2 } as const;
export const infoFlowTypeLabel: Record<number, string> = { 1: '审核流程', 2: '编辑流程' };

/** Where an adopted item stands in its type's editing flow: none, waiting at a level, or through every level. */
export const InfoEditState = { none: 0, editing: 1, edited: 2 } as const;
export const infoEditStateLabel: Record<number, string> = { 0: '无需编辑审核', 1: '编辑审核中', 2: '编辑完成' };

/** Check status (seed 001 §4): 1 pass, -1 discard, -2 return. */
export const CheckStatus = { pass: 1, discard: -1, back: -2 } as const;
export type CheckStatusValue = (typeof CheckStatus)[keyof typeof CheckStatus];
export const checkStatusLabel: Record<number, string> = { 1: '通过', [-1]: '弃用', [-2]: '退回' } satisfies Record<
  CheckStatusValue,
  string
>;

/** Where a return sends the item (spec: back type 1/2/3; the meanings are ours). */
export const BackType = { toReporter: 1, toPrevious: 2, toFirst: 3 } as const;
export type BackTypeValue = (typeof BackType)[keyof typeof BackType];
export const backTypeLabel: Record<number, string> = { 1: '退回上报人修改', 2: '退回上一级', 3: '退回第一级' };

/** Adopt (seed 001 §4): 1 adopted, 0 not adopted, -1 discarded. */
export const Adopt = { adopted: 1, notAdopted: 0, discarded: -1 } as const;
export const adoptLabel: Record<number, string> = { 1: '采用', 0: '不采用', [-1]: '弃用' };

/** Joint (seed 001 §4): a co-reporter's answer. */
export const JointAnswer = { agree: 1, disagree: 0, pending: -1 } as const;
export const jointAnswerLabel: Record<number, string> = { 1: '同意', 0: '不同意', [-1]: '待确认' };

/** A reporter's part in an item. */
export const ReporterRole = { lead: 1, joint: 2, mergedFrom: 3 } as const;
export const reporterRoleLabel: Record<number, string> = { 1: '上报人', 2: '联名人', 3: '合并来源上报人' };

/** Info submit unit (seed 001): where an item is sent upward. */
export const SubmitUnit = { province: 1, national: 2, special: 3, forwarded: 99 } as const;
export const submitUnitLabel: Record<number, string> = { 1: '省政协和省政府', 2: '全国政协', 3: '专报', 99: '转报' };

/** Submission object (issue: 0 unit, 1 city, 2 province, 3 national). */
export const SubmissionObject = { unit: 0, city: 1, province: 2, national: 3 } as const;
export const submissionObjectLabel: Record<number, string> = { 0: '本单位', 1: '市级', 2: '省级', 3: '全国' };

/** How an item entered: reported by its author on the web, or entered by the office (代录). */
export const InfoSource = { web: 1, office: 2, merge: 3 } as const;
export const infoSourceLabel: Record<number, string> = { 1: '网上报送', 2: '信息处录入', 3: '合并生成' };

/** Edit-stage titles (seed 001). */
export const infoEditTitle = { modify: '修改', supplement: '补录' } as const;

/** What a version of the text records (every edit is kept; docs/info.md). */
export const InfoVersionStage = { report: 1, resubmit: 2, review: 3, editing: 4, merge: 5 } as const;
export const infoVersionStageLabel: Record<number, string> = { 1: '上报', 2: '修改后重新报送', 3: '审核修改', 4: '编辑加工', 5: '合并' };

/** Permissions of the area (`<area>:<resource>:<action>`). */
export const InfoPerm = {
  /** 报送信息: members, collective users, direct-report points */
  report: 'info:report:write',
  /** 联名确认 */
  joint: 'info:report:joint',
  /** 审核流程 setup */
  flow: 'info:flow:manage',
  /** 信息审核 queues: the level's reviewers (the flow decides which items) */
  check: 'info:check:do',
  /** 信息管理: the information office's lists and steps */
  manage: 'info:item:manage',
  /** 合并 */
  merge: 'info:item:merge',
  /** 采用 / 不采用 / 弃用 */
  adopt: 'info:item:adopt',
  /** 报送上级 and their results */
  submit: 'info:item:submit',
  /** 导出 */
  export: 'info:item:export',
  /** 积分规则 */
  scoreRule: 'info:score:rule',
  /** 统计 */
  statistics: 'info:statistics:view',
} as const;

/** The web pages of the area (seed 001 §2.6, §2.7). */
export const InfoPage = {
  detail: (id: string) => `/info/infoDetail/${id}`,
  reportList: '/social/reportPage',
  reportForm: '/social/reportForm',
  jointConfirm: '/social/jointConfirm',
  /** the route pattern of `detail` */
  detailRoute: '/info/infoDetail/:id',
  /** the /info aliases of the reporters' pages */
  reportListAlias: '/info/reportPage',
  reportFormAlias: '/info/reportForm',
  jointConfirmAlias: '/info/jointConfirm',
  checkList: (flowId: string) => `/info/check/list/${flowId}`,
  /** the route pattern of `checkList` */
  checkListRoute: '/info/check/list/:flowId',
  checkFormRoute: '/info/check/list/:flowId/check',
  editCheckFormRoute: '/info/check/list/:flowId/edit/check',
  /** a queue's review form (修改并审核 when `edit`); the item goes in ?id= */
  checkForm: (flowId: string, edit = false) => `/info/check/list/${flowId}/${edit ? 'edit/check' : 'check'}`,
  checkFinished: '/info/check/finish/page',
  allPage: '/info/infoMgt/allPage',
  adoptPage: '/info/infoMgt/adoptPage',
  // 信息设置
  types: '/info/infoType',
  publicationTypes: '/info/publicationType',
  flows: '/info/infoFlow',
} as const;

export const infoIdParams = z.object({ id: idOf('信息id') });
export const infoIdsBody = z.object({
  ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条信息').max(500, '一次最多操作500条信息'),
});

/** The text of an item as its author writes it (web/info add, update; info/sys add, update). */
export const infoContentFields = {
  typeId: idOf('信息类别'),
  title: text('信息标题', 100),
  /** rich text (sanitised on the server) */
  content: text('信息内容', 50_000),
  /** 执笔人 */
  writerNames: optText('执笔人', 100),
  /** 联系电话 */
  contactPhone: optText('联系电话', 30),
  /** co-reporters who confirm (joint) */
  jointUserIds: z.array(idOf('联名人id')).max(50, '联名人不能超过50人').default([]),
  fileIds,
};

/** POST web/info/add and web/info/update: `submit` true sends it into review, false keeps a draft. */
export const infoReportBody = z.object({ ...infoContentFields, submit: z.boolean().optional().default(false) });
export type InfoReportBody = z.input<typeof infoReportBody>;
export const infoReportUpdateBody = infoReportBody.extend({ id: idOf('信息id') });
export type InfoReportUpdateBody = z.input<typeof infoReportUpdateBody>;

/** Filters every item list offers (each list adds its own fixed conditions). */
export const infoListQuery = z.object({
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
  typeId: optFilter(idOf('信息类别')),
  state: intFilter('状态'),
  adopt: intFilter('采用情况'),
  year: intFilter('年度'),
  reporterName: optFilter(z.string().trim().max(50, '上报人不能超过50个字')),
  serialNumber: optFilter(z.string().trim().max(50, '编号不能超过50个字')),
  dateFrom: optFilter(dateStr('开始日期')),
  dateTo: optFilter(dateStr('结束日期')),
  /** 未读 only (info/unReadPage) */
  unread: optFilter(z.coerce.boolean()),
});
export type InfoListQuery = z.input<typeof infoListQuery>;

/** A row of any item list. `actions` are the steps the caller may take now (from the workflow). */
export const infoRow = z.object({
  id: z.string(),
  serialNumber: z.string().nullable(),
  title: z.string(),
  typeId: z.string(),
  typeName: z.string().nullable(),
  reporterName: z.string(),
  unitName: z.string().nullable(),
  writerNames: z.string().nullable(),
  reportTime: z.string().nullable(),
  year: z.number().int().nullable(),
  state: z.number().int(),
  /** 当前审核环节 (flow level name), null outside review */
  levelName: z.string().nullable(),
  flowName: z.string().nullable(),
  adopt: z.number().int().nullable(),
  read: z.boolean(),
  source: z.number().int(),
  submissionStatus: z.number().int(),
  /** InfoEditState of an adopted item (the lists that read the editing flow fill it) */
  editState: z.number().int().optional(),
  /** 编辑审核中 · 管理员 / 编辑完成: the editing stage as a label, null outside it */
  editStateName: z.string().nullable().optional(),
  actions: z.array(z.string()),
});
export type InfoRow = z.infer<typeof infoRow>;

export const infoReporter = z.object({
  userId: z.string(),
  name: z.string(),
  unitName: z.string().nullable(),
  role: z.number().int(),
  joint: z.number().int().nullable(),
});

export const infoHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int().nullable(),
  levelName: z.string().nullable(),
  opinion: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type InfoHistoryEntry = z.infer<typeof infoHistoryEntry>;

export const infoFileRef = z.object({ id: z.string(), name: z.string(), size: z.number().nullable() });

/** POST info/detail/{id} (and web/info/detail/{id}): the item, its people, files, versions and trail. */
export const infoDetail = infoRow.extend({
  content: z.string(),
  contactPhone: z.string().nullable(),
  flowId: z.string().nullable(),
  currentLevel: z.number().int().nullable(),
  backType: z.number().int().nullable(),
  backReason: z.string().nullable(),
  discardReason: z.string().nullable(),
  mergedInto: z.string().nullable(),
  reporters: z.array(infoReporter),
  files: z.array(infoFileRef),
  versionCount: z.number().int(),
  history: z.array(infoHistoryEntry),
});

/** One kept version of the text (the reporter's original is version 1). */
export const infoVersion = z.object({
  id: z.string(),
  no: z.number().int(),
  stage: z.number().int(),
  title: z.string(),
  content: z.string(),
  editorName: z.string().nullable(),
  at: z.string(),
});
export type InfoVersion = z.infer<typeof infoVersion>;

/** A year filter the statistics and score pages share. */
export const infoYearQuery = z.object({ year: intFilter('年度') });

/** GET /info/setting: the area's settings every reporter's form reads. */
export const infoSetting = z.object({
  /** thresholdInfo (spec 002 §5): the similarity percent at or above which the duplicate check warns */
  thresholdInfo: z.number().int(),
});
export type InfoSetting = z.infer<typeof infoSetting>;
/** POST /info/setting/update (the information office). */
export const infoSettingBody = z.object({
  thresholdInfo: z.coerce
    .number({ error: '查重阈值 thresholdInfo 必须是数字' })
    .int('查重阈值 thresholdInfo 必须是整数')
    .min(1, '查重阈值 thresholdInfo 不能小于1')
    .max(100, '查重阈值 thresholdInfo 不能大于100'),
});
export type InfoSettingBody = z.input<typeof infoSettingBody>;

/** The settings' calls (relative to /api). */
export const InfoSettingApi = {
  /** GET */
  get: '/info/setting',
  update: '/info/setting/update',
} as const;
