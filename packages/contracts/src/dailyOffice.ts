import { z } from 'zod';

/** Download types of the download centre (下载类型): GET /office/download/center/getDownLoadTypeList (spec 000 §7). */
export const DownloadTypePerm = {
  list: 'dailyOffice:downloadType:list',
  add: 'dailyOffice:downloadType:add',
  edit: 'dailyOffice:downloadType:edit',
  remove: 'dailyOffice:downloadType:delete',
} as const;

/** API prefix of the 下载类型 admin family: POST {prefix}/page, /add, /update, /delete, /enable. */
export const DOWNLOAD_TYPE_API_PREFIX = '/office/download/type';

/** The web pages of 日常办公. */
export const DailyOfficePage = {
  /** 下载类型 */
  downloadType: '/dailyOffice/downloadType',
  /** 下载中心 */
  downloadList: '/dailyOffice/downloadList',
} as const;

export const downloadTypeOption = z.object({ code: z.string(), name: z.string() });
export type DownloadTypeOption = z.infer<typeof downloadTypeOption>;
