import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditRow,
  auditActionLabel,
  auditCategoryLabel,
  auditDetailText,
  type auditFilter,
  auditObjectTypeLabel,
  type auditPageQuery,
  auditResultLabel,
  type loginLogPageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import { type VerifyReport, verifyChain } from '../../platform/audit/chain';
import { auditLog } from '../../platform/audit/tables';
import type { Db, Queryable } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { ExportType } from '../../platform/export';
import type { Caller } from '../../platform/http/caller';
import { likePattern, offsetOf } from '../../platform/http/paging';
import { addDays, dayStart, fromBound, isDateOnly } from '../../platform/time/china';
import { iso } from '../../platform/time/iso';

type Filter = z.output<typeof auditFilter>;
type Row = typeof auditLog.$inferSelect;

/** `to` is inclusive, compared with `<`: a bare date runs to the next Beijing midnight, an instant to its next millisecond. */
const endOf = (s: string) => (isDateOnly(s) ? dayStart(addDays(s, 1)) : new Date(new Date(s).getTime() + 1));

function whereOf(f: Partial<Filter>): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.username) conds.push(ilike(auditLog.username, likePattern(f.username)));
  if (f.objectType) conds.push(eq(auditLog.objectType, f.objectType));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.result) conds.push(eq(auditLog.result, f.result));
  if (f.category) conds.push(eq(auditLog.category, f.category));
  if (f.from) conds.push(gte(auditLog.at, fromBound(f.from)));
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
  detailText: auditDetailText(r.detail),
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

/** The audit trail as an export type: templates under 导出模板 choose from these columns. */
export const auditExportType: ExportType<Row> = {
  code: 'audit',
  name: '审计日志',
  columns: [
    { key: 'at', title: '时间', format: 'datetime', width: 22 },
    { key: 'username', title: '操作人', width: 14 },
    { key: 'ip', title: 'IP 地址', width: 16 },
    { key: 'category', title: '类别', labels: auditCategoryLabel, width: 10 },
    { key: 'objectType', title: '对象类型', labels: auditObjectTypeLabel, width: 12 },
    { key: 'objectId', title: '对象标识', width: 26 },
    { key: 'action', title: '操作', labels: auditActionLabel, width: 12 },
    { key: 'result', title: '结果', labels: auditResultLabel, width: 8 },
    // labelled text, not the stored JSON: the xlsx is read by people (issue 15 #6)
    { key: 'detail', title: '详情', width: 60, value: (r) => auditDetailText(r.detail) ?? '' },
  ],
};

/**
 * POST system/audit/export: the rows, newest first, read in keyset batches
 * (rows written while the export runs neither repeat nor shift it). The
 * export itself is audited on the first read: reading the trail leaves a trace.
 */
export async function* auditExportRows(db: Db, c: Caller, f: Filter): AsyncGenerator<Row> {
  const where = whereOf(f);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  if (total > AUDIT_EXPORT_MAX_ROWS)
    throw badRequest(`符合条件的日志有${total}条，超过单次导出上限${AUDIT_EXPORT_MAX_ROWS}条，请缩小时间范围后再导出`);
  await audit(db, c.actor, { objectType: 'audit', action: 'export', detail: { filter: f, rows: total } });
  const batch = 2000;
  // the key is compared as PostgreSQL text: a JS Date would drop the microseconds and skip rows
  const columns = { ...getTableColumns(auditLog), atKey: sql<string>`${auditLog.at}::text` };
  let last: { atKey: string; id: string } | undefined;
  for (;;) {
    const after = last
      ? or(
          sql`${auditLog.at} < ${last.atKey}::timestamptz`,
          and(sql`${auditLog.at} = ${last.atKey}::timestamptz`, lt(auditLog.id, last.id)),
        )
      : undefined;
    const rows = await db
      .select(columns)
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}

/** POST system/audit/verify: walks the chain, then records that it did and what it found. */
export async function verifyAudit(db: Db, c: Caller): Promise<VerifyReport> {
  const report = await verifyChain(db);
  await audit(db, c.actor, {
    objectType: 'audit',
    action: 'verify',
    result: report.ok ? 'success' : 'failure',
    detail: { rows: report.rows, ms: report.ms, headSeq: report.headSeq, firstBreak: report.firstBreak },
  });
  return report;
}
