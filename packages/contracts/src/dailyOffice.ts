import { z } from 'zod';

/** Download types of the download centre (下载类型): GET /office/download/center/getDownLoadTypeList (spec 000 §7). */
export const DownloadTypePerm = {
  list: 'dailyOffice:downloadType:list',
  add: 'dailyOffice:downloadType:add',
  edit: 'dailyOffice:downloadType:edit',
  remove: 'dailyOffice:downloadType:delete',
} as const;

export const downloadTypeOption = z.object({ code: z.string(), name: z.string() });
export type DownloadTypeOption = z.infer<typeof downloadTypeOption>;
