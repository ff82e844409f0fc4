import {
  type PageResult,
  type PublicationOpenRow,
  PublicationPerm,
  type PublicationReaders,
  type PublicationReading,
  PublicationState,
  publicationNumberLabel,
  type publicationOpenQuery,
} from '@cppcc/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { containsText } from '../../../../platform/db/contains-text';
import { offsetOf } from '../../../../platform/http/paging';
import type { CallContext } from '../../../../platform/http/route-kit';
import { withAfterCommit } from '../../../../platform/workflow';
import { infoReporter, publicationType } from '../../tables';
import { listedAccounts, loadReadable, readerOf } from '../core/access';
import { publicationFlow } from '../core/machine';
import { publication, publicationItem, publicationRead } from '../tables';
import { instructionsOf } from './instructions';
import { onList } from './shared';

/**
 * The readers' side of an issue (docs/publications-reading.md): the issues a reader received,
 * reading one (the first opening leaves the read receipt), and who on the list has read it.
 */

const p = publication;
const rowsOf = async <T>(q: Queryable, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await q.execute(query)) as unknown as { rows: T[] }).rows;

interface OpenRow {
  id: string;
  type_name: string | null;
  year: number;
  num: number;
  total_num: number;
  title: string;
  publish_date: string | null;
  distributed_at: Date | string | null;
  item_count: number;
  instruction_count: number;
  read_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** POST publication/open/page: the caller's received issues, the unread ones first, then the newest. */
export async function openPage(
  q: Queryable,
  who: Principal,
  f: z.output<typeof publicationOpenQuery>,
): Promise<PageResult<PublicationOpenRow>> {
  const read = sql`exists (select 1 from ${publicationRead} r where r.publication_id = ${p.id} and r.user_id = ${who.userId})`;
  const where = sql.join(
    [
      sql`${p.deletedAt} is null`,
      readerOf(who),
      f.typeId ? sql`${p.typeId} = ${f.typeId}` : undefined,
      f.year !== undefined ? sql`${p.year} = ${f.year}` : undefined,
      f.title ? containsText(p.title, f.title) : undefined,
      f.read === undefined ? undefined : f.read ? read : sql`not ${read}`,
    ].filter((c): c is ReturnType<typeof sql> => Boolean(c)),
    sql` and `,
  );
  const [rows, [n]] = await Promise.all([
    rowsOf<OpenRow>(
      q,
      sql`select ${p.id} as id, t.name as type_name, ${p.year} as year, ${p.num} as num, ${p.totalNum} as total_num, ${p.title} as title,
          ${p.publishDate}::text as publish_date, ${p.distributedAt} as distributed_at,
          (select count(*)::int from ${publicationItem} pi where pi.publication_id = ${p.id}) as item_count,
          (select count(*)::int from publication_instruction x where x.publication_id = ${p.id} and x.deleted_at is null) as instruction_count,
          (select r.read_at from ${publicationRead} r where r.publication_id = ${p.id} and r.user_id = ${who.userId}) as read_at
        from ${p} left join ${publicationType} t on t.id = ${p.typeId}
        where ${where}
        order by (${read}) asc, ${p.distributedAt} desc nulls last, ${p.id} desc
        limit ${f.pageSize} offset ${offsetOf(f)}`,
    ),
    rowsOf<{ n: number }>(q, sql`select count(*)::int as n from ${p} where ${where}`),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      typeName: r.type_name ?? '刊物',
      numLabel: publicationNumberLabel(r.year, r.num, r.total_num),
      title: r.title,
      publishDate: r.publish_date,
      distributedAt: iso(r.distributed_at),
      itemCount: Number(r.item_count),
      instructionCount: Number(r.instruction_count),
      read: r.read_at !== null,
      readAt: iso(r.read_at),
    })),
    total: Number(n?.n ?? 0),
  };
}

/**
 * The first time a reader on the list opens a distributed issue: the receipt, a line on the issue's
 * trail and its audit row (publicationFlow.record, action `read`). Opening it again writes nothing;
 * the editors and viewers reading it are not readers and leave no receipt.
 */
async function receipt(sc: CallContext, id: string): Promise<string | null> {
  const who = sc.caller.principal;
  if (!(await onList(sc.ctx.db, who, id))) return null;
  const [had] = await sc.ctx.db
    .select({ at: publicationRead.readAt })
    .from(publicationRead)
    .where(and(eq(publicationRead.publicationId, id), eq(publicationRead.userId, who.userId)))
    .limit(1);
  if (had) return had.at.toISOString();
  return withAfterCommit(sc.ctx.db, async (tx, after) => {
    const [added] = await tx
      .insert(publicationRead)
      .values({ publicationId: id, userId: who.userId, userName: who.username })
      .onConflictDoNothing()
      .returning({ at: publicationRead.readAt });
    if (added)
      await publicationFlow.record(
        { tx, after, actor: sc.caller.actor },
        { id, state: PublicationState.distributed },
        {
          action: 'read',
          fromState: PublicationState.distributed,
          toState: PublicationState.distributed,
        },
      );
    return (added?.at ?? new Date()).toISOString();
  });
}

/** GET publication/read/{id}: the issue as its readers read it (404 unknown, 403 not on the list or not yet distributed). */
export async function readIssue(sc: CallContext, id: string): Promise<PublicationReading> {
  const who = sc.caller.principal;
  const { db } = sc.ctx;
  const row = await loadReadable(db, who, id);
  const readAt = await receipt(sc, id);
  const [[type], items, instructions] = await Promise.all([
    db.select({ name: publicationType.name }).from(publicationType).where(eq(publicationType.id, row.typeId)).limit(1),
    rowsOf<{
      id: string;
      info_id: string;
      sort: number;
      title: string;
      content: string;
      reporter_names: string | null;
      unit_names: string | null;
    }>(
      db,
      sql`select pi.id, pi.info_id, pi.sort, pi.title, pi.content,
          (select string_agg(r.name, '、' order by r.role, r.name) from ${infoReporter} r where r.item_id = pi.info_id and r.role in (1, 2)) as reporter_names,
          (select string_agg(distinct r.unit_name, '、') from ${infoReporter} r where r.item_id = pi.info_id and r.role in (1, 2)) as unit_names
        from ${publicationItem} pi where pi.publication_id = ${id} order by pi.sort, pi.id`,
    ),
    instructionsOf(db, { publicationId: id }),
  ]);
  return {
    id: row.id,
    typeName: type?.name ?? '刊物',
    numLabel: publicationNumberLabel(row.year, row.num, row.totalNum),
    title: row.title,
    state: row.state,
    publishDate: row.publishDate,
    distributedAt: row.distributedAt?.toISOString() ?? null,
    issuer: row.issuer,
    reportTo: row.reportTo,
    sendTo: row.sendTo,
    issueTo: row.issueTo,
    items: items.map((i) => ({
      id: i.id,
      infoId: i.info_id,
      sort: i.sort,
      title: i.title,
      content: i.content,
      reporterNames: i.reporter_names ?? '',
      unitNames: i.unit_names ?? '',
    })),
    instructions,
    readAt,
    canFeedback: readAt !== null,
    canInstruct: who.permissions.has(PublicationPerm.instruct) && row.state === PublicationState.distributed,
  };
}

/** GET publication/readers/{id}: everyone the list names, people and the people of the organisations, read or not. */
export async function readersOf(q: Queryable, who: Principal, id: string): Promise<PublicationReaders> {
  await loadReadable(q, who, id);
  const [{ accounts }, reads] = await Promise.all([
    listedAccounts(q, id),
    q.select().from(publicationRead).where(eq(publicationRead.publicationId, id)).orderBy(asc(publicationRead.readAt)),
  ]);
  const readAt = new Map(reads.map((r) => [r.userId, r.readAt.toISOString()]));
  const rows = accounts.map((a) => ({ userId: a.id, name: a.username, via: a.via, readAt: readAt.get(a.id) ?? null }));
  rows.sort((x, y) => (x.readAt ? 0 : 1) - (y.readAt ? 0 : 1) || (x.readAt ?? '').localeCompare(y.readAt ?? ''));
  return { total: rows.length, read: rows.filter((r) => r.readAt).length, rows };
}
