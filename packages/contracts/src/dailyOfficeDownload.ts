import { z } from 'zod';
import { ossFileRecord } from './oss';
import { pageQuery } from './paging';
import { refFilter, refId, refName, refSort, refText } from './reference';

/**
 * 下载中心 (spec 001 §2.11 downloadList/downloadForm, §7.5): files and online
 * documents the office publishes to members and staff. Office staff manage
 * every item; everyone else with the centre in their menu sees the published
 * items that are open to all or name them among the visible people.
 */
export const DownloadApi = {
  page: 'office/download/center/page',
  add: 'office/download/center/add',
  update: 'office/download/center/update',
  delete: 'office/download/center/delete',
  /** + /{id} */
  detail: 'office/download/center',
  publish: 'office/download/center/publish',
  /** counts one download of an item (an attachment or the online document was opened) */
  count: 'office/download/center/count',
  /** + /{id}: the online document as Word, for everyone who may see the item */
  doc: 'office/download/center/doc',
  export: 'office/download/center/export',
  /** GET: the enabled download types (the filter and the form) */
  typeList: 'office/download/center/getDownLoadTypeList',
} as const;

export const DownloadPerm = {
  /** manage: every item, published or not */
  list: 'dailyOffice:download:list',
  add: 'dailyOffice:download:add',
  edit: 'dailyOffice:download:edit',
  remove: 'dailyOffice:download:delete',
  export: 'dailyOffice:download:export',
  /** read: the published items visible to the caller */
  view: 'dailyOffice:download:view',
} as const;

/** Export type code (export templates choose its columns). */
export const DOWNLOAD_EXPORT_TYPE = 'download';
/** 高级查询 筛选配置 module number (1–99; 1 is proposals). */
export const DOWNLOAD_SEARCH_MODULE = 31;

export const DOWNLOAD_TITLE_MAX = 100;
export const DOWNLOAD_DESCRIPTION_MAX = 500;
/** attachments per item: the uploader's own limit (docs/files.md, kind file) */
export const DOWNLOAD_FILES_MAX = 10;
/** visible people per item: every member of a large conference fits */
export const DOWNLOAD_VISIBLE_MAX = 20_000;

const bool = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${label}必须是布尔值` })
    .transform((v) => v === true || v === 'true' || v === '1');

/** The filters of the list and of its export. */
export const downloadFilter = z.object({
  /** title, partial match */
  keyword: refFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  typeCode: refFilter(z.string().trim().max(32, '下载类型 typeCode 过长')),
  published: refFilter(bool('发布状态 published')),
  /** created at or after (ISO time) */
  from: refFilter(z.iso.datetime({ offset: true, error: '开始时间 from 格式不正确' })),
  /** created at or before (ISO time) */
  to: refFilter(z.iso.datetime({ offset: true, error: '结束时间 to 格式不正确' })),
});
export type DownloadFilter = z.input<typeof downloadFilter>;

/** sort keys: title, typeCode, sort, downloadCount, createdAt, publishedAt */
export const downloadPageQuery = pageQuery.extend(downloadFilter.shape);
export type DownloadPageQuery = z.input<typeof downloadPageQuery>;

export const downloadSaveBody = z.object({
  title: refName('标题', DOWNLOAD_TITLE_MAX),
  typeCode: refId('下载类型'),
  description: refText('说明', DOWNLOAD_DESCRIPTION_MAX),
  /** the attachments, in order: the FileUploader value's ids */
  fileIds: z
    .array(refId('附件 fileIds'), { error: '附件 fileIds 必须是数组' })
    .max(DOWNLOAD_FILES_MAX, `附件不能超过${DOWNLOAD_FILES_MAX}个`)
    .default([]),
  /** officedoc fileId of the online document; null removes it */
  docFileId: z.preprocess((v) => (v === '' ? null : v), refId('在线文档 docFileId').nullish()),
  /** 可见人员 (user ids); empty = everyone */
  visibleUserIds: z
    .array(refId('可见人员 visibleUserIds'), { error: '可见人员 visibleUserIds 必须是数组' })
    .max(DOWNLOAD_VISIBLE_MAX, `可见人员不能超过${DOWNLOAD_VISIBLE_MAX}人`)
    .default([]),
  published: bool('发布状态 published').default(false),
  sort: refSort.default(0),
});
export type DownloadSaveBody = z.input<typeof downloadSaveBody>;
export const downloadUpdateBody = downloadSaveBody.extend({ id: refId('id') });

export const downloadPublishBody = z.object({ id: refId('id'), published: bool('发布状态 published') });
export const downloadCountBody = z.object({ id: refId('id') });

export const downloadListItem = z.object({
  id: z.string(),
  title: z.string(),
  typeCode: z.string(),
  /** the type's name (deleted types keep theirs), or the code */
  typeName: z.string(),
  description: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  sort: z.number().int(),
  downloadCount: z.number().int(),
  fileCount: z.number().int(),
  /** title of the online document, null without one */
  docTitle: z.string().nullable(),
  docFileId: z.string().nullable(),
  /** 0 = everyone */
  visibleCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DownloadListItem = z.infer<typeof downloadListItem>;

export const downloadVisiblePerson = z.object({ userId: z.string(), userType: z.number().int(), name: z.string() });
export type DownloadVisiblePerson = z.infer<typeof downloadVisiblePerson>;

export const downloadDetail = downloadListItem.extend({
  files: z.array(ossFileRecord),
  /** in pick order; empty = everyone (only managers get the list, others get []) */
  visiblePeople: z.array(downloadVisiblePerson),
});
export type DownloadDetail = z.infer<typeof downloadDetail>;
