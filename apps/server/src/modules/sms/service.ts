import type { PageResult, SmsStatusValue } from '@cppcc/contracts';
import { and, asc, count, desc, eq, gte, like, lte } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { fromBound, toBound } from '../../platform/time/china';
import { smsOutbox } from './tables';

export interface OutboxPageQuery {
  pageNum: number;
  pageSize: number;
  order?: boolean;
  mobile?: string;
  bizType?: string;
  status?: SmsStatusValue;
  from?: string;
  to?: string;
}

export async function pageOutbox(db: Queryable, q: OutboxPageQuery): Promise<PageResult<OutboxItem>> {
  const where = and(
    // digits only (schema), so a prefix LIKE needs no escaping
    q.mobile ? like(smsOutbox.mobile, `%${q.mobile}%`) : undefined,
    q.bizType ? eq(smsOutbox.bizType, q.bizType) : undefined,
    q.status ? eq(smsOutbox.status, q.status) : undefined,
    q.from ? gte(smsOutbox.createdAt, fromBound(q.from)) : undefined,
    q.to ? lte(smsOutbox.createdAt, toBound(q.to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(q.order ? asc(smsOutbox.createdAt) : desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(smsOutbox).where(where),
  ]);
  return { list: rows.map(toOutboxItem), total: Number(total?.n ?? 0) };
}

export type OutboxItem = ReturnType<typeof toOutboxItem>;
function toOutboxItem(r: typeof smsOutbox.$inferSelect) {
  return {
    id: r.id,
    mobile: r.mobile,
    content: r.content,
    bizType: r.bizType,
    provider: r.provider,
    status: r.status,
    error: r.error,
    senderId: r.senderId,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}
