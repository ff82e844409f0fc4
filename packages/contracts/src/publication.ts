import { z } from 'zod';
import { infoRow, infoVersion } from './infoItem';
import { pageQuery } from './paging';
import { dateStr, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * Publications (刊物, spec 002 §Publication): adopted information items compiled
 * into numbered issues of a publication type, signed off, distributed to
 * readers, with leaders' instructions and units' feedback (docs/publications.md).
 * The composer, the readers' side and the statistics have their own files
 * (publicationCompose.ts, publicationReading.ts, publicationStats.ts).
 */

/** An issue's states: compiled by the editors, submitted for sign-off, signed (adopted), distributed to its readers. */
export const PublicationState = { editing: 0, submitted: 1, signed: 2, distributed: 3 } as const;
export type PublicationStateValue = (typeof PublicationState)[keyof typeof PublicationState];
export const publicationStateLabel: Record<number, string> = {
  0: '编辑中',
  1: '待签发',
  2: '已签发',
  3: '已分发',
} satisfies Record<PublicationStateValue, string>;

/** Permissions of the publications (`<area>:<resource>:<action>`). */
export const PublicationPerm = {
  /** 刊物编辑: collect items, order and edit them, number, submit, distribute, delete a draft, mark excellent */
  edit: 'info:publication:edit',
  /** 刊物签发: the signer named on an issue signs it or returns it (adopt/page) */
  sign: 'info:publication:adopt',
  /** 全部刊物, 优秀刊物, statistics: the information office's view of every issue */
  view: 'info:publication:view',
  /** 领导批示: record, edit and delete instructions */
  instruct: 'info:publication:instruct',
  /** 反馈管理: the office's list of the units' feedback */
  feedback: 'info:publication:feedback',
  /** 阅读刊物 and 反馈: the readers on an issue's distribution list */
  read: 'info:publication:read',
} as const;

/** The web pages (seed 001 §2.6, §2.7, §2.23). */
export const PublicationPage = {
  all: '/info/periodical/all',
  edit: '/info/periodical/edit',
  adopt: '/info/periodical/adopt',
  instruct: '/info/periodical/instruct',
  feedback: '/info/periodical/feedback',
  excellentList: '/info/periodical/excellentList',
  submitPage: '/info/periodical/submitPage',
  takeFeedback: '/info/takePeriodical/feedback',
  open: '/info/openPeriodical',
  socialAll: '/social/periodical/all',
  socialEdit: '/social/periodical/edit',
  socialAdopt: '/social/periodical/adopt',
  socialInstruct: '/social/periodical/instruct',
  socialFeedback: '/social/periodical/feedback',
  socialTakeFeedback: '/social/takePeriodical/feedback',
  socialOpen: '/social/openPeriodical',
  /** the reader's page of one issue (read receipt on opening) */
  detail: (id: string) => `/periodical/periodicalDetail/${id}`,
  /** the route pattern of `detail` */
  detailRoute: '/periodical/periodicalDetail/:id',
  /** the editor's page of one issue */
  editForm: (id: string) => `/info/periodical/edit/${id}`,
  /** the route pattern of `editForm` */
  editFormRoute: '/info/periodical/edit/:id',
} as const;

/** 第3期（总第45期）: how an issue's numbers read everywhere. */
export const publicationNumberLabel = (year: number, num: number, totalNum: number) => `${year}年第${num}期（总第${totalNum}期）`;

const year = z.coerce.number({ error: '年度必须是数字' }).int('年度必须是整数').min(2000, '年度不正确').max(2100, '年度不正确');
const issueNum = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(1, `${label}不能小于1`)
    .max(99_999, `${label}不能超过99999`);
const ids = (label: string, max: number) => z.array(idOf(label), { error: `${label}必须是数组` }).max(max, `${label}最多${max}个`);

export const publicationIdParams = z.object({ id: idOf('刊物id') });
export const publicationIdBody = z.object({ id: idOf('刊物id') });

/** POST publication/getNum/{typeId}/{year}: the numbers the next issue of a type would get. */
export const publicationNumParams = z.object({ a: idOf('刊物类型'), b: year });
/** POST publication/getTotalNum/{typeId}. */
export const publicationTotalParams = z.object({ id: idOf('刊物类型') });
export const publicationNextNum = z.object({
  year: z.number().int(),
  num: z.number().int(),
  totalNum: z.number().int(),
  label: z.string(),
});

/**
 * POST publication/editing: collect adopted items into an issue. Without `publicationId` a new
 * issue of `typeId` is created and numbered (第N期 of the year, 总第M期 of the type) in the same
 * transaction; with it, the items are added to that issue (still 编辑中).
 */
export const publicationEditingBody = z
  .object({
    publicationId: idOf('刊物id').optional(),
    typeId: idOf('刊物类型').optional(),
    title: optText('刊物标题', 100),
    infoIds: ids('信息', 200).min(1, '请至少选择一条信息'),
  })
  .refine((b) => b.publicationId || b.typeId, { message: '请选择刊物类型', path: ['typeId'] });
export const publicationEditingResult = z.object({ id: z.string(), num: z.number().int(), totalNum: z.number().int(), label: z.string() });

/** POST publication/noEditing/{id}: take one item (publication item id) out of its issue. */
export const publicationItemParams = z.object({ id: idOf('刊物信息id') });

/** One item as compiled into an issue: the issue's text, the reporter's original kept on the item. */
export const publicationItem = z.object({
  id: z.string(),
  infoId: z.string(),
  sort: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** the title the reporter gave (the issue's may be edited) */
  originalTitle: z.string(),
  edited: z.boolean(),
  serialNumber: z.string().nullable(),
  typeName: z.string().nullable(),
  reporterNames: z.string(),
  unitNames: z.string(),
});
export type PublicationItem = z.infer<typeof publicationItem>;

/** A reader on the distribution list: a person or an organisation (everyone in it reads). */
export const PublicationReaderKind = { user: 1, org: 2 } as const;
export const publicationReader = z.object({ kind: z.number().int(), id: z.string(), name: z.string() });
export type PublicationReader = z.infer<typeof publicationReader>;

export const publicationRow = z.object({
  id: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  year: z.number().int(),
  num: z.number().int(),
  totalNum: z.number().int(),
  numLabel: z.string(),
  title: z.string(),
  state: z.number().int(),
  stateLabel: z.string(),
  excellent: z.boolean(),
  itemCount: z.number().int(),
  editorName: z.string().nullable(),
  signerName: z.string().nullable(),
  publishDate: z.string().nullable(),
  signedAt: z.string().nullable(),
  distributedAt: z.string().nullable(),
  readerCount: z.number().int(),
  readCount: z.number().int(),
  instructionCount: z.number().int(),
  feedbackCount: z.number().int(),
  createdAt: z.string(),
  /** the steps the caller may take now (machine actions) */
  actions: z.array(z.string()),
});
export type PublicationRow = z.infer<typeof publicationRow>;

export const publicationHistoryEntry = z.object({
  action: z.string(),
  actionLabel: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int().nullable(),
  opinion: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});

export const publicationDetail = publicationRow.extend({
  /** 签发人 printed on the header (types that have one) */
  issuer: z.string().nullable(),
  hasIssuer: z.boolean(),
  publishingUnit: z.string().nullable(),
  signerId: z.string().nullable(),
  signOpinion: z.string().nullable(),
  /** the distribution lines at the end: 报 (superiors), 送 (leaders), 发 (units) */
  reportTo: z.string().nullable(),
  sendTo: z.string().nullable(),
  issueTo: z.string().nullable(),
  remark: z.string().nullable(),
  items: z.array(publicationItem),
  readers: z.array(publicationReader),
  history: z.array(publicationHistoryEntry),
});
export type PublicationDetail = z.infer<typeof publicationDetail>;

/** Filters of every issue list (all/page, adopt/page, excellentList, submitPage, openPeriodical). */
export const publicationPageQuery = pageQuery.extend({
  typeId: optFilter(idOf('刊物类型')),
  year: intFilter('年度'),
  state: intFilter('状态'),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
  num: intFilter('期号'),
  excellent: optFilter(z.coerce.boolean()),
});
export type PublicationPageQuery = z.input<typeof publicationPageQuery>;

/** POST publication/update: the issue's header, numbers, distribution and the items' order and text. */
export const publicationUpdateBody = z.object({
  id: idOf('刊物id'),
  title: text('刊物标题', 100),
  num: issueNum('期号'),
  totalNum: issueNum('总期号'),
  publishDate: optFilter(dateStr('印发日期')).nullable(),
  issuer: optText('签发人', 20),
  reportTo: optText('报', 300),
  sendTo: optText('送', 300),
  issueTo: optText('发', 300),
  remark: optText('备注', 500),
  readers: z
    .array(
      z.object({ kind: z.union([z.literal(1), z.literal(2)], { error: '阅读对象类型只能是1（人员）或2（单位）' }), id: idOf('阅读对象') }),
    )
    .max(500, '阅读对象最多500个')
    .default([]),
  items: z
    .array(
      z.object({
        id: idOf('刊物信息id'),
        title: text('信息标题', 200),
        content: text('信息内容', 50_000),
      }),
    )
    .max(200, '一期最多200条信息')
    .optional(),
});
export type PublicationUpdateBody = z.input<typeof publicationUpdateBody>;

/** POST publication/submit: for sign-off by the named signer. */
export const publicationSubmitBody = z.object({ id: idOf('刊物id'), signerId: idOf('签发人'), opinion: optText('说明', 500) });
/** POST publication/adopt: the signer signs (1) or returns it to the editors (-2, with a reason). */
export const publicationAdoptBody = z
  .object({
    id: idOf('刊物id'),
    result: z.union([z.literal(1), z.literal(-2)], { error: '签发结果只能是1（签发）或-2（退回）' }),
    opinion: optText('签发意见', 500),
  })
  .refine((b) => b.result === 1 || !!b.opinion, { message: '退回时请填写退回理由', path: ['opinion'] });
export const PublicationSignResult = { sign: 1, back: -2 } as const;
/** POST publication/distribute: sends the signed issue to its readers (message centre). */
export const publicationDistributeBody = z.object({ id: idOf('刊物id') });
/** POST publication/setExcellent. */
export const publicationExcellentBody = z.object({ id: idOf('刊物id'), excellent: z.boolean({ error: '是否优秀必须是布尔值' }) });
/** POST publication/delete: issues still 编辑中 only; their items go back to the collected pool. */
export const publicationDeleteBody = z.object({ ids: ids('刊物', 100).min(1, '请至少选择一期刊物') });

/** POST publication/editing/detail: the pool of adopted items in no issue, collected ones first. */
export const publicationPoolQuery = pageQuery.extend({
  typeId: optFilter(idOf('信息类别')),
  year: intFilter('年度'),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
});
export type PublicationPoolQuery = z.input<typeof publicationPoolQuery>;
/** An item of the pool: the item list's row and whether the office already collected it (info/useInfo). */
export const publicationPoolRow = infoRow.extend({ collected: z.boolean() });
export type PublicationPoolRow = z.infer<typeof publicationPoolRow>;

/** An item on the editor's page: the issue's text, the item's text it was copied from, and every version of the item. */
export const publicationEditingItem = publicationItem.extend({
  /** the item's text when the issue was edited against it (the item keeps it; the issue's may differ) */
  originalContent: z.string(),
  /** the item's versions, the reporter's original first (the page diffs the issue's text against it) */
  versions: z.array(infoVersion),
});
export type PublicationEditingItem = z.infer<typeof publicationEditingItem>;
export const publicationEditingDetail = publicationDetail.extend({ items: z.array(publicationEditingItem) });
export type PublicationEditingDetail = z.infer<typeof publicationEditingDetail>;
export type PublicationEditingResult = z.infer<typeof publicationEditingResult>;
export type PublicationNextNum = z.infer<typeof publicationNextNum>;
export type PublicationEditingBody = z.input<typeof publicationEditingBody>;
export type PublicationSubmitBody = z.input<typeof publicationSubmitBody>;
export type PublicationAdoptBody = z.input<typeof publicationAdoptBody>;

/** The editing, sign-off and distribution calls (relative to /api; POST unless noted). */
export const PublicationApi = {
  editingDetail: '/publication/editing/detail',
  editing: '/publication/editing',
  noEditing: (itemId: string) => `/publication/noEditing/${encodeURIComponent(itemId)}`,
  getNum: (typeId: string, year: number) => `/publication/getNum/${encodeURIComponent(typeId)}/${year}`,
  allPage: '/publication/all/page',
  adoptPage: '/publication/adopt/page',
  /** GET */
  getEditingDetail: (id: string) => `/publication/getEditingDetail/${encodeURIComponent(id)}`,
  /** GET */
  detail: (id: string) => `/publication/detail/${encodeURIComponent(id)}`,
  /** GET */
  adoptDetail: (id: string) => `/publication/adopt/detail/${encodeURIComponent(id)}`,
  update: '/publication/update',
  submit: '/publication/submit',
  recall: '/publication/recall',
  adopt: '/publication/adopt',
  distribute: '/publication/distribute',
  setExcellent: '/publication/setExcellent',
  remove: '/publication/delete',
} as const;
