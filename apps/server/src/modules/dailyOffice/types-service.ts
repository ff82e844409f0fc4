import type { DownloadTypeOption } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { codeListService } from '../../platform/reference/code-lists';
import { downloadType } from './tables';

export const downloadTypes = codeListService(downloadType, { objectType: 'downloadType', label: '下载类型' });

/** GET /office/download/center/getDownLoadTypeList: enabled types as (code, name). */
export async function downloadTypeOptions(q: Queryable): Promise<DownloadTypeOption[]> {
  return (await downloadTypes.options(q)).map(({ code, name }) => ({ code, name }));
}

/** Names by code (deleted types included), for the download centre list. */
export const downloadTypeNames = (q: Queryable, codes: string[]) => downloadTypes.namesByCode(q, codes);

export const DOWNLOAD_TYPES = [
  { code: '01', name: '制度文件' },
  { code: '02', name: '表格模板', remark: '提案、社情民意信息等表格' },
  { code: '03', name: '学习资料' },
  { code: '04', name: '软件工具' },
  { code: '99', name: '其他' },
];

export const seedDownloadTypes = (q: Queryable) => downloadTypes.seed(q, DOWNLOAD_TYPES);
