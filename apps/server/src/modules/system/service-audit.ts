import { PassThrough } from 'node:stream';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditRow,
  auditActionLabel,
  auditCategoryLabel,
  type auditFilter,
  auditObjectTypeLabel,
  type auditPageQuery,
  auditResultLabel,
  type loginLogPageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import type { Db, Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { type Caller, iso, likePattern, offsetOf } from './common';

type Filter = z.output<typeof auditFilter>;
type Row = typeof auditLog.$inferSelect;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A bare date is a day in China Standard Time (the users' calendar), not a UTC day. */
const startOf = (s: string) => new Date(DATE_ONLY.test(s) ? `${s}T00:00:00+08:00` : s);
/** `to` is inclusive: a bare date means up to the end of that day. */
const endOf = (s: string) => (DATE_ONLY.test(s) ? new Date(startOf(s).getTime() + 86_400_000) : new Date(new Date(s).getTime() + 1));

function whereOf(f: Partial<Filter>): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.username) conds.push(ilike(auditLog.username, likePattern(f.username)));
  if (f.objectType) conds.push(eq(auditLog.objectType, f.objectType));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.result) conds.push(eq(auditLog.result, f.result));
  if (f.category) conds.push(eq(auditLog.category, f.category));
  if (f.from) conds.push(gte(auditLog.at, startOf(f.from)));
  if (f.to) conds.push(lt(auditLog.at, endOf(f.to)));
  return and(...conds);
}

const present = (r: Row): AuditRow => ({
  id: r.id,
  at: iso(r.at) ?? '',
  userId: r.userId,
  username: r.username,
  ip: r.ip,
  objectType: r.objectType,
  objectId: r.objectId,
  action: r.action,
  result: r.result,
  category: r.category,
  detail: r.detail ?? null,
});

async function page(q: Queryable, where: SQL | undefined, p: { pageNum: number; pageSize: number }): Promise<PageResult<AuditRow>> {
  const [{ total }] = await q.select({ total: count() }).from(auditLog).where(where);
  // newest first always: an audit trail is read backwards from now
  const rows = await q
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(p.pageSize)
    .offset(offsetOf(p));
  return { list: rows.map(present), total };
}

export const pageAudit = (q: Queryable, f: z.output<typeof auditPageQuery>) => page(q, whereOf(f), f);

export const pageLoginLog = (q: Queryable, f: z.output<typeof loginLogPageQuery>) => page(q, whereOf({ ...f, category: 'login' }), f);

/**
 * POST system/audit/export: an .xlsx with Chinese headers, streamed row by
 * row (exceljs streaming writer) so that 50 000 rows never sit in memory as
 * a workbook. The export itself is audited: reading the trail leaves a trace.
 */
export async function exportAudit(db: Db, c: Caller, f: Filter): Promise<{ stream: PassThrough; filename: string }> {
  const where = whereOf(f);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  if (total > AUDIT_EXPORT_MAX_ROWS)
    throw badRequest(`符合条件的日志有${total}条，超过单次导出上限${AUDIT_EXPORT_MAX_ROWS}条，请缩小时间范围后再导出`);
  await audit(db, c.actor, { objectType: 'audit', action: 'export', detail: { filter: f, rows: total } });
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('审计日志');
  sheet.columns = [
    { header: '时间', key: 'at', width: 22 },
    { header: '操作人', key: 'username', width: 14 },
    { header: 'IP 地址', key: 'ip', width: 16 },
    { header: '类别', key: 'category', width: 10 },
    { header: '对象类型', key: 'objectType', width: 12 },
    { header: '对象标识', key: 'objectId', width: 26 },
    { header: '操作', key: 'action', width: 12 },
    { header: '结果', key: 'result', width: 8 },
    { header: '详情', key: 'detail', width: 60 },
  ];
  const fmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
  const write = async () => {
    const batch = 2000;
    for (let offset = 0; offset < total; offset += batch) {
      const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(batch).offset(offset);
      for (const r of rows) {
        sheet
          .addRow({
            at: fmt.format(r.at),
            username: r.username ?? '',
            ip: r.ip ?? '',
            category: auditCategoryLabel[r.category],
            objectType: auditObjectTypeLabel[r.objectType] ?? r.objectType,
            objectId: r.objectId ?? '',
            action: auditActionLabel[r.action] ?? r.action,
            result: auditResultLabel[r.result],
            detail: r.detail ? JSON.stringify(r.detail) : '',
          })
          .commit();
      }
      if (rows.length < batch) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { stream, filename: `审计日志_${stamp}.xlsx` };
}
