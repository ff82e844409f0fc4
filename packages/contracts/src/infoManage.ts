import { z } from 'zod';
import { exportTemplateChoice } from './export';
import { infoContentFields, infoListQuery, infoRow, infoVersion } from './infoItem';
import { pageQuery } from './paging';
import { dateStr, fileIds, idOf, optText, text } from './proposalFields';

/**
 * The information office's lists and steps (docs/info-manage.md): the management
 * lists and their counts, office entry, merge, adopt, serial numbers, the hand-off
 * to editing, sending upward with results, the original library, manuscripts,
 * take feedback and the exports.
 */

/** The management lists (POST info/page `list`); each has a page of spec 001 §2.6/§2.7. */
export const InfoList = {
  /** /info/infoMgt/todayPage: reported today (China time) */
  today: 'today',
  /** /info/infoMgt/allPage, /social/info/allPage: every item but others' drafts */
  all: 'all',
  /** /info/infoMgt/sysPage, /social/info/addPage: entered by the office (source 2) */
  sys: 'sys',
  /** /info/infoMgt/discardPage: 已弃用 */
  discard: 'discard',
  /** /info/infoMgt/adoptPage: 待采用 */
  adopt: 'adopt',
  /** /info/infoMgt/infoPage: 已采用 */
  adopted: 'adopted',
  /** /info/infoMgt/firstAdopt: adopted and still without a 编号 (the serial number is given next) */
  firstAdopt: 'firstAdopt',
  /** /social/info/unReadPage: not yet read by the office */
  unread: 'unread',
} as const;
export type InfoListName = (typeof InfoList)[keyof typeof InfoList];
export const INFO_LISTS = Object.values(InfoList) as [InfoListName, ...InfoListName[]];
export const infoListLabel: Record<InfoListName, string> = {
  today: '今日信息',
  all: '全部信息',
  sys: '信息录入',
  discard: '弃用信息',
  adopt: '待采用信息',
  adopted: '已采用信息',
  firstAdopt: '待编号信息',
  unread: '未读信息',
};

export const infoListName = z.enum(INFO_LISTS, { error: '列表名称不正确' });

/** POST info/page: one of the lists, with the filters every list offers. */
export const infoManagePageQuery = pageQuery.extend(infoListQuery.shape).extend({ list: infoListName.default('all') });

/** POST info/page/count/{id}: the tab counts; {id} is a year, or 0 for every year. */
export const infoCountParams = z.object({
  id: z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(0, '年度不正确').max(9999, '年度不正确'),
});
export const infoListCounts = z.record(z.string(), z.number().int());
export type InfoListCounts = Record<InfoListName, number>;

/** POST info/markRead: opening unread items marks them read. */
export const infoMarkReadBody = z.object({
  ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条信息').max(500, '一次最多操作500条信息'),
});

/** POST info/sys/add: the office enters an item for a reporter (代录, source 2). */
export const infoSysAddBody = z.object({
  ...infoContentFields,
  /** whose item it is: a member, collective user or direct-report point */
  reporterId: idOf('上报人'),
  /** true: straight to 待采用 (补录 of an item already reviewed elsewhere); false: into the review flow */
  skipReview: z.boolean().optional().default(false),
  /** false keeps a draft */
  submit: z.boolean().optional().default(true),
});
export type InfoSysAddBody = z.input<typeof infoSysAddBody>;
/** POST info/sys/update: the office edits an item's text (修改); every change keeps a version. */
export const infoSysUpdateBody = z.object({ id: idOf('信息id'), ...infoContentFields });
export type InfoSysUpdateBody = z.input<typeof infoSysUpdateBody>;

/** POST info/abandoned/detail/{id}: why, by whom and when an item was discarded. */
export const infoAbandonedDetail = z.object({
  id: z.string(),
  title: z.string(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string().nullable(),
  /** the review level it was discarded at; null when the office discarded it at adoption */
  levelName: z.string().nullable(),
});
export type InfoAbandonedDetail = z.infer<typeof infoAbandonedDetail>;

/** POST info/merge/page: 待采用 items to merge (candidates), or the items merges made (merged). */
export const infoMergePageQuery = pageQuery.extend(infoListQuery.shape).extend({
  view: z.enum(['candidates', 'merged'], { error: '列表名称不正确' }).default('candidates'),
});

/** POST info/merge/choose/list: similar 待采用 items for a chosen one. */
export const infoMergeChooseBody = z.object({ id: idOf('信息id') });
export const infoMergeCandidate = z.object({
  id: z.string(),
  title: z.string(),
  typeId: z.string(),
  typeName: z.string().nullable(),
  reporterName: z.string(),
  unitName: z.string().nullable(),
  reportTime: z.string().nullable(),
  /** 0–1; shown as a percent with 2 decimals */
  similarity: z.number(),
  sameType: z.boolean(),
});
export type InfoMergeCandidate = z.infer<typeof infoMergeCandidate>;

/** POST info/merge: two or more 待采用 items of one type become one new 待采用 item. */
export const infoMergeBody = z.object({
  ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(2, '请至少选择两条信息进行合并').max(50, '一次最多合并50条信息'),
  title: text('信息标题', 100),
  content: text('信息内容', 50_000),
  writerNames: optText('执笔人', 100),
  opinion: optText('合并说明', 500),
});
export type InfoMergeBody = z.input<typeof infoMergeBody>;

export const infoMergeSource = infoRow.omit({ actions: true }).extend({ content: z.string() });
/** GET info/merge/view/{id}: a merged item and the items it was made from (or, for a source, what it went into). */
export const infoMergeView = z.object({
  item: infoMergeSource,
  sources: z.array(infoMergeSource),
  mergedInto: infoMergeSource.nullable(),
});
export type InfoMergeView = z.infer<typeof infoMergeView>;

/** POST info/adopt/page: items at the adoption stage (待采用, 已采用, 未采用, and those discarded there). */
export const infoAdoptPageQuery = pageQuery.extend(infoListQuery.shape);

/** POST info/adopt: 1 采用, 0 不采用, -1 弃用 (with a reason) on one or many. */
export const infoAdoptBody = z
  .object({
    ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条信息').max(500, '一次最多操作500条信息'),
    adopt: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: '采用情况只能是采用、不采用或弃用' }),
    opinion: optText('意见', 500),
  })
  .refine((b) => b.adopt !== -1 || Boolean(b.opinion), { message: '弃用时请填写弃用理由', path: ['opinion'] });
export type InfoAdoptBody = z.input<typeof infoAdoptBody>;

/** GET info/adopt/detail/{id}: the adoption decision of an item. */
export const infoAdoptDetail = z.object({
  id: z.string(),
  title: z.string(),
  state: z.number().int(),
  adopt: z.number().int().nullable(),
  serialNumber: z.string().nullable(),
  adoptedAt: z.string().nullable(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  at: z.string().nullable(),
});
export type InfoAdoptDetail = z.infer<typeof infoAdoptDetail>;

/** POST info/back: the office sends an item back to its reporter with a reason. */
export const infoBackBody = z.object({ id: idOf('信息id'), reason: text('退回理由', 500) });

/** POST info/updateSerialNumber: 编号, unique within the item's year. */
export const infoSerialBody = z.object({ id: idOf('信息id'), serialNumber: text('编号', 50) });

/** POST info/editingPopup/page: adopted items to collect into editing (or those collected). */
export const infoEditingPageQuery = pageQuery.extend(infoListQuery.shape).extend({
  collected: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.boolean().optional()),
});
/** POST info/useInfo: collect into (true) or remove from (false) editing. */
export const infoUseBody = z.object({
  ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条信息').max(500, '一次最多操作500条信息'),
  use: z.boolean({ error: '请选择收入或移出编辑' }),
});
/** POST info/popupDetail: an item as the editing popup shows it (text, versions, title by stage). */
export const infoPopupDetail = infoMergeSource.extend({
  collected: z.boolean(),
  /** 修改 once the office has edited the text, 补录 for an item the office entered */
  editTitle: z.string(),
  versions: z.array(infoVersion),
});
export type InfoPopupDetail = z.infer<typeof infoPopupDetail>;

/** POST info/submit/config: the choices of sending upward. */
export const infoSubmitConfig = z.object({
  submitUnits: z.array(z.object({ value: z.number().int(), label: z.string() })),
  submissionObjects: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type InfoSubmitConfig = z.infer<typeof infoSubmitConfig>;

const submitUnitValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(99)], { error: '报送单位不正确' });
const submissionObjectValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '报送对象不正确' });

/** POST info/submit: send adopted items upward. */
export const infoSubmitUpwardBody = z.object({
  ids: z.array(idOf('信息id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条信息').max(500, '一次最多操作500条信息'),
  submitUnit: submitUnitValue,
  submissionObject: submissionObjectValue,
  remark: optText('备注', 500),
});
export type InfoSubmitUpwardBody = z.input<typeof infoSubmitUpwardBody>;

export const infoSubmissionEntry = z.object({
  id: z.string(),
  submitUnit: z.number().int(),
  submissionObject: z.number().int(),
  remark: z.string().nullable(),
  submittedAt: z.string(),
});
export const infoResultEntry = z.object({
  id: z.string(),
  submissionObject: z.number().int(),
  adopted: z.boolean(),
  content: z.string(),
  resultDate: z.string(),
  createdAt: z.string(),
});
/** GET info/submit/detail/{id} and info/result/view/{id}. */
export const infoSubmitDetail = z.object({
  id: z.string(),
  title: z.string(),
  submissionStatus: z.number().int(),
  submissions: z.array(infoSubmissionEntry),
  results: z.array(infoResultEntry),
});
export type InfoSubmitDetail = z.infer<typeof infoSubmitDetail>;

/** POST info/result/add: what the level above did with an item sent to it. */
export const infoResultAddBody = z.object({
  itemId: idOf('信息id'),
  submissionObject: submissionObjectValue,
  adopted: z.boolean().optional().default(false),
  content: text('采用情况说明', 1000),
  resultDate: dateStr('采用日期'),
});
export type InfoResultAddBody = z.input<typeof infoResultAddBody>;

/** GET collectiveInfo/info/list: a collective user's items (their own; the office names the user). */
export const collectiveInfoQuery = pageQuery.extend({
  userId: z.preprocess((v) => (v === '' ? undefined : v), idOf('用户id').optional()),
  year: infoListQuery.shape.year,
});

/** POST infoManuscript/page and info/original/page (原稿库). */
export const infoLibraryPageQuery = pageQuery.extend(infoListQuery.shape);
/** A row of the original library: the item and its reporter's original title. */
export const infoOriginalRow = infoRow.extend({ originalTitle: z.string(), versionCount: z.number().int() });
export type InfoOriginalRow = z.infer<typeof infoOriginalRow>;
/** POST infoManuscript/detail/{id}: the edited text beside the reporter's original. */
export const infoManuscriptDetail = z.object({
  item: infoMergeSource,
  original: infoVersion.nullable(),
  versions: z.array(infoVersion),
});
export type InfoManuscriptDetail = z.infer<typeof infoManuscriptDetail>;

/** take/info/feedback: what a unit that took up an adopted item did with it. */
export const takeFeedbackPageQuery = pageQuery.extend({
  itemId: z.preprocess((v) => (v === '' ? undefined : v), idOf('信息id').optional()),
  title: infoListQuery.shape.title,
});
const takeFeedbackFields = {
  itemId: idOf('信息id'),
  unitName: text('反馈单位', 100),
  content: text('反馈内容', 5000),
  feedbackDate: dateStr('反馈日期'),
  fileIds,
};
export const takeFeedbackAddBody = z.object(takeFeedbackFields);
export const takeFeedbackUpdateBody = z.object({ id: idOf('反馈id'), ...takeFeedbackFields });
export type TakeFeedbackBody = z.input<typeof takeFeedbackAddBody>;
export const takeFeedbackRow = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  serialNumber: z.string().nullable(),
  unitName: z.string(),
  content: z.string(),
  feedbackDate: z.string(),
  fileIds: z.array(z.string()),
  createdAt: z.string(),
});
export type TakeFeedbackRow = z.infer<typeof takeFeedbackRow>;

/** POST infoExport/info/excel: a list with its filters as .xlsx. */
/** the list's filters, and optionally a template of 系统管理 → 导出模板 choosing and ordering the columns */
export const infoExportBody = infoManagePageQuery.omit({ pageNum: true, pageSize: true }).extend(exportTemplateChoice.shape);
/** POST info/getFile: one Word document, or a zip of one per item. */
export const infoGetFileBody = z.object({
  infoId: z.union([idOf('信息id'), z.array(idOf('信息id')).min(1, '请至少选择一条信息').max(200, '一次最多导出200条信息')], {
    error: '请选择要下载的信息',
  }),
});

/** The management pages of spec 001 §2.6 and §2.7 (besides InfoPage). */
export const InfoManagePage = {
  today: '/info/infoMgt/todayPage',
  all: '/info/infoMgt/allPage',
  sys: '/info/infoMgt/sysPage',
  sysForm: '/info/infoMgt/sysForm',
  updateForm: '/info/infoMgt/updateForm',
  allForm: '/info/infoMgt/allForm',
  recordForm: '/info/infoMgt/recordForm',
  discard: '/info/infoMgt/discardPage',
  adopt: '/info/infoMgt/adoptPage',
  adopted: '/info/infoMgt/infoPage',
  firstAdopt: '/info/infoMgt/firstAdopt',
  socialUnread: '/social/info/unReadPage',
  socialAll: '/social/info/allPage',
  socialAdd: '/social/info/addPage',
  select: '/info/select/selectPage',
  checkForm: '/info/select/checkForm',
  mergeList: '/info/select/mergeListForm',
  mergeForm: '/info/select/mergeForm',
  original: '/info/originalLibrary',
  socialOriginal: '/social/originalLibrary',
  takeFeedback: '/info/takePeriodical/feedback',
  collect: '/info/collect/page',
  /** 编辑加工: the collected items being edited */
  editing: '/info/edit/editPage',
  /** 修改 from 编辑加工 (?id=) */
  editCheckForm: '/info/edit/checkForm',
  socialAddForm: '/social/info/addForm',
  socialUpdateForm: '/social/info/updateForm',
  /** :path is the list the items are collected from */
  socialCollect: '/social/info/:path/collect',
} as const;

/** The office's calls (relative to /api; POST unless noted). */
export const InfoManageApi = {
  page: '/info/page',
  counts: (year: number) => `/info/page/count/${year}`,
  markRead: '/info/markRead',
  sysAdd: '/info/sys/add',
  sysUpdate: '/info/sys/update',
  remove: (id: string) => `/info/delete/${encodeURIComponent(id)}`,
  abandoned: (id: string) => `/info/abandoned/detail/${encodeURIComponent(id)}`,
  mergePage: '/info/merge/page',
  chooseList: '/info/merge/choose/list',
  merge: '/info/merge',
  /** GET */
  mergeView: (id: string) => `/info/merge/view/${encodeURIComponent(id)}`,
  adopt: '/info/adopt',
  back: '/info/back',
  serialNumber: '/info/updateSerialNumber',
  editingPage: '/info/editingPopup/page',
  useInfo: '/info/useInfo',
  popupDetail: '/info/popupDetail',
  submitConfig: '/info/submit/config',
  submit: '/info/submit',
  /** GET */
  submitDetail: (id: string) => `/info/submit/detail/${encodeURIComponent(id)}`,
  resultAdd: '/info/result/add',
  originalPage: '/info/original/page',
  manuscript: (id: string) => `/infoManuscript/detail/${encodeURIComponent(id)}`,
  feedbackPage: '/take/info/feedback/page',
  feedbackAdd: '/take/info/feedback/add',
  feedbackUpdate: '/take/info/feedback/update',
  /** Word documents (infoGetFileBody) */
  getFile: '/info/getFile',
  /** the list as .xlsx (infoExportBody) */
  excel: '/infoExport/info/excel',
} as const;
