import {
  adoptLabel,
  type InfoListName,
  type InfoRow,
  infoListLabel,
  infoSourceLabel,
  infoStateLabel,
  type PageQuery,
  submissionObjectLabel,
} from '@cppcc/contracts';
import { Packer } from 'docx';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import {
  type ExportColumn,
  type ExportType,
  officialDocument,
  pagedRows,
  sendDocx,
  sendZip,
  type ZipEntry,
} from '../../../platform/export';
import { htmlToText } from '../../../platform/html/sanitize';
import { formatChinaDateTime } from '../../../platform/time/china';
import { exportFileName, exportWithTemplate } from '../../export';
import { loadVisible } from '../core/access';
import { infoResult, infoType } from '../tables';
import { pageList } from './lists';

const submittedLabel: Record<string, string> = { 0: '未报送', 1: '已报送' };

/** The columns of an item list as a spreadsheet: codes written as their labels, times in China time. */
export const infoExportColumns: ExportColumn<InfoRow>[] = [
  { key: 'serialNumber', title: '编号', width: 12 },
  { key: 'title', title: '信息标题', width: 44 },
  { key: 'typeName', title: '信息类别', width: 14 },
  { key: 'reporterName', title: '上报人', width: 16 },
  { key: 'unitName', title: '所在单位', width: 24 },
  { key: 'writerNames', title: '执笔人', width: 14 },
  { key: 'reportTime', title: '报送时间', format: 'datetime', width: 18 },
  { key: 'state', title: '状态', labels: infoStateLabel, width: 10 },
  { key: 'levelName', title: '当前环节', width: 10 },
  { key: 'adopt', title: '采用情况', labels: adoptLabel, width: 10 },
  { key: 'source', title: '来源', labels: infoSourceLabel, width: 12 },
  { key: 'submissionStatus', title: '报送上级', labels: submittedLabel, width: 10 },
];

const EXPORT_BATCH = 500;
const INFO_EXPORT_TYPE = 'info';

/** 系统管理 → 导出模板 may choose and order these columns for the item lists (the manifest's `exports`). */
export const infoExportType: ExportType<InfoRow> = { code: INFO_EXPORT_TYPE, name: '社情民意信息', columns: infoExportColumns };

/**
 * POST infoExport/info/excel: the list with its filters as .xlsx, read page by page through
 * the list query itself (the file holds exactly what the list shows), named 「列表名_YYYYMMDD.xlsx」.
 */
export function exportList(
  reply: FastifyReply,
  db: Queryable,
  p: Principal,
  body: Omit<PageQuery, 'pageNum' | 'pageSize'> & Record<string, unknown> & { list: InfoListName; templateId?: string },
): Promise<FastifyReply> {
  const { templateId, ...filters } = body;
  const name = `社情民意${infoListLabel[filters.list]}`;
  const batch = (offset: number, limit: number) =>
    pageList(db, p, { ...filters, pageNum: offset / limit + 1, pageSize: limit }).then((r) => r.list);
  return exportWithTemplate(reply, {
    db,
    type: INFO_EXPORT_TYPE,
    templateId,
    filename: name,
    sheetName: name,
    rows: pagedRows(batch, EXPORT_BATCH),
  });
}

/** One item as an official-format Word document: head lines, the text, and what happened above. */
async function itemDocument(q: Queryable, p: Principal, id: string) {
  const item = await loadVisible(q, p, id);
  const [[type], results] = await Promise.all([
    q.select({ name: infoType.name }).from(infoType).where(eq(infoType.id, item.typeId)).limit(1),
    q.select().from(infoResult).where(eq(infoResult.itemId, id)).orderBy(asc(infoResult.resultDate)),
  ]);
  const head = [
    item.serialNumber ? `编号：${item.serialNumber}` : null,
    `信息类别：${type?.name ?? '—'}`,
    `上报人：${item.reporterName}${item.unitName ? `（${item.unitName}）` : ''}`,
    item.writerNames ? `执笔人：${item.writerNames}` : null,
    item.reportTime ? `报送时间：${formatChinaDateTime(item.reportTime)}` : null,
    `状态：${infoStateLabel[item.state] ?? item.state}`,
  ].filter((l): l is string => Boolean(l));
  const above = results.map(
    (r) => `${submissionObjectLabel[r.submissionObject] ?? ''}${r.adopted ? '采用' : '反馈'}（${r.resultDate}）：${r.content}`,
  );
  return {
    title: item.title,
    document: officialDocument({
      title: item.title,
      subtitle: head.join('    '),
      paragraphs: [...htmlToText(item.content).split('\n'), ...(above.length ? ['上级采用情况：', ...above] : [])],
    }),
  };
}

/** POST info/getFile: one id → its Word document; several → a zip with one document per item. */
export async function sendItemFiles(reply: FastifyReply, q: Queryable, p: Principal, infoId: string | string[]): Promise<FastifyReply> {
  const ids = [...new Set(Array.isArray(infoId) ? infoId : [infoId])];
  if (ids.length === 1) {
    const doc = await itemDocument(q, p, ids[0]);
    return sendDocx(reply, { filename: doc.title, document: doc.document, timeoutMs: 300_000 });
  }
  // every id is checked before the archive starts, so a refusal still answers an error envelope
  for (const id of ids) await loadVisible(q, p, id);
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const id of ids) {
      const doc = await itemDocument(q, p, id);
      yield { name: `${doc.title}.docx`, data: () => Packer.toBuffer(doc.document) };
    }
  }
  return sendZip(reply, { filename: exportFileName('社情民意信息', 'zip'), entries: entries(), timeoutMs: 300_000 });
}
