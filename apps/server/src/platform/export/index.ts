export { cellWriters, type ExportColumn, formatDateTime, loadDictLabels } from './columns';
export { contentDisposition, fileStamp, safeFilename } from './disposition';
export { DOCX_TYPE, type DocxExport, type OfficialText, officialDocument, sendDocx } from './docx';
export { type ExportType, exportTypeOf, listExportTypes, registerExportType } from './registry';
export { type ExportRows, pagedRows } from './rows';
export { exportTimeout, type StreamDownload, sendStream } from './send-stream';
export { statSheet } from './stat-sheet';
export { sendXlsx, XLSX_TYPE, type XlsxExport } from './xlsx';
export { entryNamer, sendZip, ZIP_TYPE, type ZipEntry, type ZipExport } from './zip';
