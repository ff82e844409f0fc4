import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../platform/db/client';
import { type ExportRows, fileStamp, sendXlsx } from '../../platform/export';
import { columnsFor } from './service';

export interface TemplateExport<R extends object> {
  db: Queryable;
  /** a registered export type code */
  type: string;
  /** the chosen export template; none = every column of the type */
  templateId?: string | null;
  /** read lazily (pagedRows over SQL): never the whole list in memory */
  rows: ExportRows<R>;
  /** file name without date and extension; the type's name by default */
  filename?: string;
  sheetName?: string;
}

/**
 * The one form of an export's file name: 「name_20260315.xlsx」, the date that of the export in China time
 * (docs/exports.md). Every list and statistics export is named through it.
 */
export const exportFileName = (name: string, ext = 'xlsx', now: Date = new Date()): string => `${name}_${fileStamp(now)}.${ext}`;

/**
 * The export a module's route answers with: an .xlsx of the type's rows with
 * the template's columns in its order, codes written as dictionary labels,
 * named 「name_20260315.xlsx」.
 */
export async function exportWithTemplate<R extends object>(reply: FastifyReply, o: TemplateExport<R>): Promise<FastifyReply> {
  const { typeName, columns } = await columnsFor<R>(o.db, o.type, o.templateId);
  return sendXlsx(reply, {
    db: o.db,
    filename: exportFileName(o.filename ?? typeName),
    sheetName: o.sheetName ?? typeName,
    columns,
    rows: o.rows,
  });
}
