import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client';
import { badRequest } from '../errors';
import { cellWriters, type ExportColumn, loadDictLabels } from './columns';
import type { ExportRows } from './rows';
import { sendStream } from './send-stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's limits: a sheet name of at most 31 characters without : \ / ? * [ ] */
const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

export interface XlsxExport<R extends object> {
  /** needed when a column declares `dict` */
  db?: Queryable;
  filename: string;
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  rows: ExportRows<R>;
  timeoutMs?: number;
}

/** Width from the header when a column does not say: CJK characters count double. */
const widthOf = (c: ExportColumn<never>) =>
  c.width ?? Math.min(60, Math.max(10, [...c.title].reduce((n, ch) => n + (ch.charCodeAt(0) > 255 ? 2 : 1), 0) + 4));

/**
 * Streams an .xlsx (exceljs streaming WorkbookWriter): each row is committed
 * as soon as it is written, so memory stays flat however many rows there are.
 */
export async function sendXlsx<R extends object>(reply: FastifyReply, x: XlsxExport<R>): Promise<FastifyReply> {
  if (!x.columns.length) throw badRequest('没有可导出的列');
  if (x.columns.some((c) => c.dict) && !x.db) throw new Error('a dict column needs the database to read its labels');
  return sendStream(reply, {
    contentType: XLSX_TYPE,
    filename: x.filename.endsWith('.xlsx') ? x.filename : `${x.filename}.xlsx`,
    timeoutMs: x.timeoutMs,
    produce: async (out, signal) => {
      const dicts = x.db ? await loadDictLabels(x.db, x.columns as readonly ExportColumn<never>[]) : new Map();
      const cells = cellWriters(x.columns, dicts);
      const iterator = (Symbol.asyncIterator in x.rows ? x.rows[Symbol.asyncIterator]() : x.rows[Symbol.iterator]()) as
        | AsyncIterator<R>
        | Iterator<R>;
      // the first row is read before the workbook starts: a failing query still answers an error envelope
      let next = await iterator.next();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetNameOf(x.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = x.columns.map((c) => ({ header: c.title, key: c.key, width: widthOf(c as ExportColumn<never>) }));
      const header = sheet.getRow(1);
      header.font = { bold: true };
      header.commit();
      try {
        while (!next.done) {
          if (signal.aborted) throw signal.reason;
          const row = next.value;
          sheet.addRow(cells.map((cell) => cell(row))).commit();
          next = await iterator.next();
        }
      } finally {
        if (!next.done) await iterator.return?.();
      }
      sheet.commit();
      await workbook.commit();
    },
  });
}
