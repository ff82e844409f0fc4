import { codeTable } from '../../platform/reference/code-lists';

/** 下载类型 of the download centre; download items keep the code. */
export const downloadType = codeTable('download_type');
