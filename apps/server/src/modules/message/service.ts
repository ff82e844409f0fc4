import { type ImMessage, type MsgTypeValue, type PageResult, ReadState, type ReadStateValue } from '@cppcc/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { inTx } from '../../platform/db/tx';
import { notFound } from '../../platform/errors';
import { fromBound, toBound } from '../../platform/time/china';
import { accountsByIds } from '../system';
import { toImMessage } from './present';
import { notifyUnread } from './send';
import { message } from './tables';

const mine = (userId: string) => and(eq(message.userId, userId), isNull(message.deletedAt));
const readFilter = (readState?: ReadStateValue) =>
  readState === ReadState.read ? isNotNull(message.readAt) : readState === ReadState.unread ? isNull(message.readAt) : undefined;
/** LIKE wildcards typed by a user are matched literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(message)
    .where(and(mine(userId), isNull(message.readAt)));
  return Number(r?.n ?? 0);
}

export async function latestMessages(db: Queryable, userId: string, size: number, readState?: 0 | 1): Promise<ImMessage[]> {
  const rows = await db
    .select()
    .from(message)
    .where(and(mine(userId), readFilter(readState)))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(size);
  return rows.map(toImMessage);
}

export interface MyPageQuery {
  pageNum: number;
  pageSize: number;
  order?: boolean;
  readState?: ReadStateValue;
  keyword?: string;
  bizType?: string;
}

export async function pageMyMessages(db: Queryable, userId: string, q: MyPageQuery): Promise<PageResult<ImMessage>> {
  const where = and(
    mine(userId),
    readFilter(q.readState),
    q.bizType ? eq(message.bizType, q.bizType) : undefined,
    q.keyword ? or(ilike(message.title, likePattern(q.keyword)), ilike(message.content, likePattern(q.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(message)
      .where(where)
      .orderBy(q.order ? asc(message.createdAt) : desc(message.createdAt), desc(message.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(message).where(where),
  ]);
  return { list: rows.map(toImMessage), total: Number(total?.n ?? 0) };
}

/** Only the recipient sees a message; anyone else gets the same 404 as for a missing one. */
export async function getMyMessage(db: Queryable, userId: string, id: string): Promise<ImMessage> {
  const [row] = await db
    .select()
    .from(message)
    .where(and(mine(userId), eq(message.id, id)))
    .limit(1);
  if (!row) throw notFound('消息');
  return toImMessage(row);
}

/** Marks one message (or `all`) of the caller read: a state change, so audited as action 'read'. */
export async function markRead(ctx: AppContext, actor: Actor, userId: string, id: string): Promise<{ updated: number; unread: number }> {
  const updated = await inTx(ctx.db, async (tx) => {
    if (id !== 'all') {
      const [row] = await tx
        .select({ id: message.id })
        .from(message)
        .where(and(mine(userId), eq(message.id, id)))
        .limit(1);
      if (!row) throw notFound('消息');
    }
    const rows = await tx
      .update(message)
      .set({ readAt: new Date() })
      .where(and(mine(userId), isNull(message.readAt), id === 'all' ? undefined : eq(message.id, id)))
      .returning({ id: message.id });
    if (rows.length)
      await audit(tx, actor, {
        objectType: 'message',
        objectId: id === 'all' ? null : id,
        action: 'read',
        detail: { all: id === 'all', count: rows.length },
      });
    return rows.length;
  });
  if (updated) notifyUnread(ctx.events, [userId]);
  return { updated, unread: await unreadCount(ctx.db, userId) };
}

// ---------- administration: one row per sending ----------

export interface AllPageQuery {
  pageNum: number;
  pageSize: number;
  order?: boolean;
  keyword?: string;
  bizType?: string;
  msgType?: MsgTypeValue;
  from?: string;
  to?: string;
}

export async function pageAllBatches(db: Queryable, q: AllPageQuery) {
  const conds: (SQL | undefined)[] = [
    isNull(message.deletedAt),
    q.bizType ? eq(message.bizType, q.bizType) : undefined,
    q.msgType !== undefined ? eq(message.msgType, q.msgType) : undefined,
    q.keyword ? or(ilike(message.title, likePattern(q.keyword)), ilike(message.content, likePattern(q.keyword))) : undefined,
    q.from ? gte(message.createdAt, fromBound(q.from)) : undefined,
    q.to ? lte(message.createdAt, toBound(q.to)) : undefined,
  ];
  const where = and(...conds);
  const createdAt = sql<Date>`min(${message.createdAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: message.batchId,
        title: sql<string>`min(${message.title})`,
        content: sql<string>`min(${message.content})`,
        msgType: sql<number>`min(${message.msgType})`,
        bizType: sql<string | null>`min(${message.bizType})`,
        senderName: sql<string | null>`min(${message.senderName})`,
        recipientCount: sql<number>`count(*)::int`,
        readCount: sql<number>`count(${message.readAt})::int`,
        createdAt,
      })
      .from(message)
      .where(where)
      .groupBy(message.batchId)
      .orderBy(q.order ? asc(createdAt) : desc(createdAt), desc(message.batchId))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(distinct ${message.batchId})::int` })
      .from(message)
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, msgType: Number(r.msgType), createdAt: new Date(r.createdAt).toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

/** Soft-deletes whole sendings; recipients' unread counts drop at once. */
export async function deleteBatches(ctx: AppContext, actor: Actor, batchIds: string[]): Promise<number> {
  const affected = await inTx(ctx.db, async (tx) => {
    const rows = await tx
      .update(message)
      .set({ deletedAt: new Date() })
      .where(and(inArray(message.batchId, batchIds), isNull(message.deletedAt)))
      .returning({ userId: message.userId, readAt: message.readAt, batchId: message.batchId });
    if (!rows.length) throw notFound('消息');
    for (const batchId of new Set(rows.map((r) => r.batchId))) {
      await audit(tx, actor, {
        objectType: 'message',
        objectId: batchId,
        action: 'delete',
        detail: { recipients: rows.filter((r) => r.batchId === batchId).length },
      });
    }
    return rows;
  });
  notifyUnread(ctx.events, [...new Set(affected.filter((r) => !r.readAt).map((r) => r.userId))]);
  return affected.length;
}

export async function batchRecords(db: Queryable, batchId: string, readState?: ReadStateValue) {
  const rows = await db
    .select({ id: message.id, userId: message.userId, readAt: message.readAt })
    .from(message)
    .where(and(eq(message.batchId, batchId), isNull(message.deletedAt), readFilter(readState)))
    .orderBy(asc(message.id));
  if (!rows.length && readState === undefined) throw notFound('消息');
  const accounts = await accountsByIds(
    db,
    rows.map((r) => r.userId),
  );
  // by the recipients' account order, then message id (the sort is stable); unknown accounts last, as nulls sort in SQL
  const sortOf = (userId: string) => accounts.get(userId)?.sort ?? Number.POSITIVE_INFINITY;
  rows.sort((a, b) => sortOf(a.userId) - sortOf(b.userId));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    username: accounts.get(r.userId)?.username ?? null,
    readState: r.readAt ? (1 as const) : (0 as const),
    readAt: r.readAt?.toISOString() ?? null,
  }));
}
