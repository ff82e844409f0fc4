import {
  type PageResult,
  type PublicationPageQuery,
  type PublicationRow,
  PublicationState,
  publicationNumberLabel,
  publicationStateLabel,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { containsText } from '../../../../platform/db/contains-text';
import { offsetOf } from '../../../../platform/http/paging';
import { publicationType } from '../../tables';
import { publication, publicationFeedback, publicationInstruction, publicationItem, publicationRead, publicationReader } from '../tables';
import { type PublicationRow as IssueRow, isEditor, readableBy, whoOnPublication } from './access';
import { publicationFlow } from './machine';

/**
 * The one reader of every issue list (全部刊物, 待签发, 优秀刊物, 阅读刊物 …): the caller's
 * reading rights, the list's own condition, the common filters and sorts, and each row with
 * its counts and the steps the caller may take on it now. Other sub-areas pass their list's
 * condition as `extra` rather than reading the table themselves.
 */

/** A list counts up to this many rows and then says 共10000+条数据, as the item lists do. */
export const ISSUE_TOTAL_CAP = 10_000;

/** The row actions besides the machine's steps: the editors delete a draft and mark a signed issue excellent. */
export const PUBLICATION_ROW_ACTIONS = { delete: '删除', excellent: '设为优秀' } as const;

export type IssueFilters = Omit<PublicationPageQuery, 'pageNum' | 'pageSize' | 'sort' | 'order'> & Record<string, unknown>;

/** The conditions of the filters every list offers. */
export function issueFilters(f: IssueFilters): SQL[] {
  const out: (SQL | undefined)[] = [
    f.typeId ? eq(publication.typeId, String(f.typeId)) : undefined,
    f.year !== undefined && f.year !== null ? eq(publication.year, Number(f.year)) : undefined,
    f.state !== undefined && f.state !== null ? eq(publication.state, Number(f.state)) : undefined,
    f.num !== undefined && f.num !== null ? eq(publication.num, Number(f.num)) : undefined,
    f.excellent !== undefined && f.excellent !== null ? eq(publication.excellent, Boolean(f.excellent)) : undefined,
    f.title ? containsText(publication.title, String(f.title)) : undefined,
  ];
  return out.filter((c): c is SQL => Boolean(c));
}

/**
 * Sorts, each with the id breaking ties in the same direction and an index of its own:
 * createdAt publication_created_idx, num publication_num_idx (year, num), publishDate
 * publication_publish_date_idx (an issue not yet printed sorts as the earliest).
 */
function orderOf(sort: string | undefined, ascending: boolean | undefined): SQL[] {
  const dir = (c: Parameters<typeof asc>[0]) => (ascending ? asc(c) : desc(c));
  if (sort === 'num') return [dir(publication.year), dir(publication.num), dir(publication.id)];
  if (sort === 'publishDate') return [dir(sql`coalesce(${publication.publishDate}, '0001-01-01'::date)`), dir(publication.id)];
  if (sort === 'createdAt') return [dir(publication.createdAt), dir(publication.id)];
  return [desc(publication.createdAt), desc(publication.id)];
}

export type IssueQuery = { pageNum: number; pageSize: number; sort?: string; order?: boolean } & IssueFilters;

/** A page of the issues the caller may read that also meet `extra` and the filters, newest first unless sorted. */
export async function pageIssues(q: Queryable, p: Principal, query: IssueQuery, extra?: SQL): Promise<PageResult<PublicationRow>> {
  const cond = and(readableBy(p), extra, ...issueFilters(query));
  const [rows, [counted]] = await Promise.all([
    q
      .select()
      .from(publication)
      .where(cond)
      .orderBy(...orderOf(query.sort, query.order))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    q.select({ n: sql<number>`count(*)::int` }).from(
      q
        .select({ one: sql`1` })
        .from(publication)
        .where(cond)
        .limit(ISSUE_TOTAL_CAP + 1)
        .as('counted'),
    ),
  ]);
  const n = counted?.n ?? 0;
  return {
    list: await issueRows(q, p, rows),
    total: Math.min(n, ISSUE_TOTAL_CAP),
    ...(n > ISSUE_TOTAL_CAP ? { totalCapped: true } : {}),
  };
}

/** Counts per issue of one child table, for the issues of a page (a deleted row counts not). */
async function countBy(q: Queryable, table: PgTable, col: AnyPgColumn, ids: string[], live?: SQL): Promise<Map<string, number>> {
  const rows = await q
    .select({ id: col, n: count() })
    .from(table)
    .where(and(inArray(col, ids), live))
    .groupBy(col);
  return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
}

/** The steps the caller may take on an issue now: the machine's, then delete and excellent for the editors. */
export function issueActions(p: Principal, row: Pick<IssueRow, 'id' | 'state' | 'signerId'>): string[] {
  const out: string[] = publicationFlow.availableActions(whoOnPublication(p, row), row);
  if (isEditor(p) && row.state === PublicationState.editing) out.push('delete');
  if (isEditor(p) && row.state >= PublicationState.signed) out.push('excellent');
  return out;
}

/** List rows from issue rows: the type's name, the numbers' label, the counts and the caller's steps. */
export async function issueRows(q: Queryable, p: Principal, rows: readonly IssueRow[]): Promise<PublicationRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const [types, items, readers, reads, instructions, feedback] = await Promise.all([
    q.select({ id: publicationType.id, name: publicationType.name }).from(publicationType).where(inArray(publicationType.id, typeIds)),
    countBy(q, publicationItem, publicationItem.publicationId, ids),
    countBy(q, publicationReader, publicationReader.publicationId, ids),
    countBy(q, publicationRead, publicationRead.publicationId, ids),
    countBy(q, publicationInstruction, publicationInstruction.publicationId, ids, isNull(publicationInstruction.deletedAt)),
    countBy(q, publicationFeedback, publicationFeedback.publicationId, ids, isNull(publicationFeedback.deletedAt)),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    typeId: r.typeId,
    typeName: typeName.get(r.typeId) ?? '',
    year: r.year,
    num: r.num,
    totalNum: r.totalNum,
    numLabel: publicationNumberLabel(r.year, r.num, r.totalNum),
    title: r.title,
    state: r.state,
    stateLabel: publicationStateLabel[r.state] ?? String(r.state),
    excellent: r.excellent,
    itemCount: items.get(r.id) ?? 0,
    editorName: r.editorName,
    signerName: r.signerName,
    publishDate: r.publishDate,
    signedAt: r.signedAt?.toISOString() ?? null,
    distributedAt: r.distributedAt?.toISOString() ?? null,
    readerCount: readers.get(r.id) ?? 0,
    readCount: reads.get(r.id) ?? 0,
    instructionCount: instructions.get(r.id) ?? 0,
    feedbackCount: feedback.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    actions: issueActions(p, r),
  }));
}
