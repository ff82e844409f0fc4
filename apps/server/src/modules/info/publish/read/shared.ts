import { PublicationPerm, PublicationState, publicationNumberLabel, ReporterRole } from '@cppcc/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../../platform/db/client';
import { newId } from '../../../../platform/db/ids';
import { fieldError, illegalState } from '../../../../platform/errors';
import type { InfoStep } from '../../core/step';
import { infoItem, infoReporter, publicationType } from '../../tables';
import { readerOf } from '../core/access';
import { publication, publicationHistory, publicationItem } from '../tables';

/** What the instructions and the feedback share: the issue's label, its items, their credited reporters, the trail. */

export type IssueRow = typeof publication.$inferSelect;

export const isOffice = (p: Principal): boolean =>
  p.permissions.has(PublicationPerm.instruct) || p.permissions.has(PublicationPerm.view) || p.permissions.has(PublicationPerm.edit);

/** 《社情民意》 and 2026年第3期（总第45期） of the issues asked for. */
export async function issueLabels(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, { typeName: string; numLabel: string; title: string }>> {
  if (!ids.length) return new Map();
  const rows = await q
    .select({
      id: publication.id,
      title: publication.title,
      year: publication.year,
      num: publication.num,
      totalNum: publication.totalNum,
      typeName: publicationType.name,
    })
    .from(publication)
    .leftJoin(publicationType, eq(publicationType.id, publication.typeId))
    .where(inArray(publication.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      { typeName: r.typeName ?? '刊物', numLabel: publicationNumberLabel(r.year, r.num, r.totalNum), title: r.title },
    ]),
  );
}

/** The titles the issue prints for its items (the issue's edited title, not the reporter's). */
export async function itemTitles(q: Queryable, publicationIds: readonly string[]): Promise<Map<string, string>> {
  if (!publicationIds.length) return new Map();
  const rows = await q
    .select({ publicationId: publicationItem.publicationId, infoId: publicationItem.infoId, title: publicationItem.title })
    .from(publicationItem)
    .where(inArray(publicationItem.publicationId, [...new Set(publicationIds)]));
  return new Map(rows.map((r) => [`${r.publicationId}:${r.infoId}`, r.title]));
}

/** What an instruction or a feedback row says about what it is on: the issue's label, the item's title in it. */
export interface IssueContext {
  publicationId: string;
  typeName: string;
  numLabel: string;
  publicationTitle: string;
  infoId: string | null;
  infoTitle: string | null;
}

/** The issue and item context of many rows, read in two queries. */
export async function issueContexts(
  q: Queryable,
  rows: readonly { publicationId: string; infoId: string | null }[],
): Promise<(r: { publicationId: string; infoId: string | null }) => IssueContext> {
  const ids = rows.map((r) => r.publicationId);
  const [labels, titles] = await Promise.all([issueLabels(q, ids), itemTitles(q, ids)]);
  return (r) => {
    const l = labels.get(r.publicationId);
    return {
      publicationId: r.publicationId,
      typeName: l?.typeName ?? '刊物',
      numLabel: l?.numLabel ?? '',
      publicationTitle: l?.title ?? '',
      infoId: r.infoId,
      infoTitle: r.infoId ? (titles.get(`${r.publicationId}:${r.infoId}`) ?? null) : null,
    };
  };
}

/**
 * A distributed, live issue for an instruction or a feedback, locked: an instruction or a feedback
 * is about what the readers received, so an issue still being edited or signed is refused.
 */
export async function distributedIssue(tx: Tx, id: string): Promise<IssueRow> {
  const [row] = await tx
    .select()
    .from(publication)
    .where(and(eq(publication.id, id), isNull(publication.deletedAt)))
    .for('update')
    .limit(1);
  if (!row) throw fieldError('publicationId', '刊物不存在');
  if (row.state !== PublicationState.distributed) throw illegalState('只有已分发的刊物可以登记批示或反馈');
  return row;
}

/** The item an instruction or a feedback is about must be one of the issue's. */
export async function assertItemOf(
  q: Queryable | Tx,
  publicationId: string,
  infoId: string | null | undefined,
  field: string,
): Promise<void> {
  if (!infoId) return;
  const [hit] = await q
    .select({ id: publicationItem.id })
    .from(publicationItem)
    .where(and(eq(publicationItem.publicationId, publicationId), eq(publicationItem.infoId, infoId)))
    .limit(1);
  if (!hit) throw fieldError(field, '所选信息不在该期刊物中');
}

/** The people a score line credits on an item (score/lines.ts `credits`): the lead and the co-reporters who agreed. */
export const credited = (r: string): SQL => {
  const t = sql.raw(r);
  return sql`(${t}.role = ${ReporterRole.lead} or (${t}.role = ${ReporterRole.joint} and ${t}.joint = 1))`;
};

/** The items an instruction or a feedback is about (one, or every item of the issue), with their credited reporters. */
export async function creditedItems(
  q: Queryable | Tx,
  publicationId: string,
  infoId: string | null,
): Promise<{ infoId: string; title: string; userIds: string[] }[]> {
  const rows = (
    (await q.execute(sql`select pi.info_id, i.title, array_remove(array_agg(distinct r.user_id), null) as user_ids
      from ${publicationItem} pi join ${infoItem} i on i.id = pi.info_id
      left join ${infoReporter} r on r.item_id = pi.info_id and ${credited('r')}
      where pi.publication_id = ${publicationId} ${infoId ? sql`and pi.info_id = ${infoId}` : sql``}
      group by pi.info_id, i.title, pi.sort order by pi.sort`)) as unknown as {
      rows: { info_id: string; title: string; user_ids: string[] }[];
    }
  ).rows;
  return rows.map((r) => ({ infoId: r.info_id, title: r.title, userIds: r.user_ids ?? [] }));
}

/** Is the caller credited with the item (or, for an issue-level record, with any item of the issue)? */
export async function creditsCaller(q: Queryable, p: Principal, publicationId: string, infoId: string | null): Promise<boolean> {
  const [hit] = (
    (await q.execute(sql`select 1 as one from ${publicationItem} pi join ${infoReporter} r on r.item_id = pi.info_id
      where pi.publication_id = ${publicationId} ${infoId ? sql`and pi.info_id = ${infoId}` : sql``}
        and r.user_id = ${p.userId} and ${credited('r')} limit 1`)) as unknown as { rows: { one: number }[] }
  ).rows;
  return !!hit;
}

/** Is the caller on the issue's distribution list (by name or by organisation), the issue distributed? */
export async function onList(q: Queryable | Tx, p: Principal, publicationId: string): Promise<boolean> {
  const [r] = await q
    .select({ one: sql<number>`1` })
    .from(publication)
    .where(and(eq(publication.id, publicationId), isNull(publication.deletedAt), readerOf(p)))
    .limit(1);
  return !!r;
}

/**
 * A line of the issue's trail for a step that changes no state of the issue (PUBLICATION_RECORD_ACTIONS
 * instruct, feedback): the record itself is audited under its own object type by the caller.
 */
export async function trail(
  s: InfoStep,
  publicationId: string,
  action: 'instruct' | 'feedback',
  opinion: string,
  detail: Record<string, unknown>,
) {
  const [row] = await s.tx.select({ state: publication.state }).from(publication).where(eq(publication.id, publicationId)).limit(1);
  await s.tx.insert(publicationHistory).values({
    id: newId(),
    publicationId,
    action,
    fromState: row?.state ?? null,
    toState: row?.state ?? null,
    opinion,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    detail,
  });
}
