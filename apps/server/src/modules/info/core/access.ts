import { InfoEditState, InfoPerm, InfoState } from '@cppcc/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { infoFlowLevel, infoHistory, infoItem, infoReporter } from '../tables';
import type { InfoActor, InfoWho } from './machine';

/**
 * Who sees which item (docs/info.md, data scope): a reporter sees the items that
 * credit them; a reviewer the items waiting at a level they hold of a review or an
 * editing flow, and those they took a step on; the information office every item
 * except others' drafts, which stay private to their author.
 */
export type InfoItemRow = typeof infoItem.$inferSelect;

export const isOffice = (p: Principal): boolean => p.permissions.has(InfoPerm.manage);

/** The item waits at a level of its flow that the caller reviews. */
export const waitsForCaller = (p: Principal): SQL =>
  sql`(${infoItem.state} = ${InfoState.reviewing} and exists (select 1 from ${infoFlowLevel} l
    where l.flow_id = ${infoItem.flowId} and l.seq = ${infoItem.levelSeq} and ${p.userId} = any(l.reviewer_ids)))`;

/** The caller took a review step on the item. */
export const reviewedByCaller = (p: Principal): SQL =>
  sql`exists (select 1 from ${infoHistory} h where h.item_id = ${infoItem.id} and h.actor_id = ${p.userId} and h.level is not null)`;

/** A draft is its author's alone: the reporter's, or the office account's that entered it. */
const authoredByCaller = (p: Principal): SQL => sql`(${infoItem.reporterId} = ${p.userId} or ${infoItem.createdBy} = ${p.userId})`;

/** The rows the caller may read (to AND with a list's own conditions). */
export function visibleTo(p: Principal): SQL {
  // the office reads every submitted item, so the per-person clauses add nothing: leaving them out
  // keeps the planner from probing the history and the reporters for each of 200,000 rows
  if (isOffice(p)) {
    const authored = sql`(${infoItem.state} = ${InfoState.draft} and ${authoredByCaller(p)})`;
    return and(isNull(infoItem.deletedAt), sql`(${infoItem.state} <> ${InfoState.draft} or ${authored})`) as SQL;
  }
  // anyone else sees a few items of 200,000: their ids first (each branch by an index), then the rows
  const branches = [
    // credited with a submitted item (a co-reporter named on a draft sees it only once it is submitted)
    sql`select r.item_id from ${infoReporter} r join ${infoItem} x on x.id = r.item_id where r.user_id = ${p.userId} and x.state <> ${InfoState.draft}`,
    // their own drafts (only the office enters items for others)
    sql`select x.id from ${infoItem} x where x.reporter_id = ${p.userId} and x.state = ${InfoState.draft}`,
  ];
  if (p.permissions.has(InfoPerm.check)) {
    branches.push(
      sql`select x.id from ${infoFlowLevel} l join ${infoItem} x on x.flow_id = l.flow_id and x.level_seq = l.seq
        where x.state = ${InfoState.reviewing} and ${p.userId} = any(l.reviewer_ids)`,
      sql`select h.item_id from ${infoHistory} h where h.actor_id = ${p.userId} and h.level is not null`,
      // an adopted item waiting at an editing level they hold (info_item_edit_queue_idx)
      sql`select x.id from ${infoFlowLevel} l join ${infoItem} x on x.edit_flow_id = l.flow_id and x.edit_level_seq = l.seq
        where x.edit_state = ${InfoEditState.editing} and x.state = ${InfoState.adopted} and ${p.userId} = any(l.reviewer_ids)`,
    );
  }
  return and(isNull(infoItem.deletedAt), sql`${infoItem.id} in (${sql.join(branches, sql` union all `)})`) as SQL;
}

/** Reads an item the caller may see (404 otherwise, so no id reveals another's item); locks it for a step. */
export async function loadVisible(q: Queryable | Tx, p: Principal, id: string, lock = false): Promise<InfoItemRow> {
  const query = q
    .select()
    .from(infoItem)
    .where(and(eq(infoItem.id, id), visibleTo(p)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: infoItem }) : await query;
  if (!row) throw notFound('信息');
  return row;
}

/** An adopted item waiting in its editing flow (edit_state 1). */
export const underEditing = (row: Pick<InfoItemRow, 'state' | 'editState'>): boolean =>
  row.state === InfoState.adopted && row.editState === InfoEditState.editing;

/** The caller's parts on one item, for the workflow's checks and the action lists. */
export async function whoOn(q: Queryable, p: Principal, row: InfoItemRow): Promise<InfoWho> {
  const [reviews, edits] = await Promise.all([
    row.state === InfoState.reviewing && row.flowId !== null && row.levelSeq !== null
      ? holdsLevel(q, p.userId, row.flowId, row.levelSeq)
      : false,
    underEditing(row) && row.editFlowId !== null && row.editLevelSeq !== null
      ? holdsLevel(q, p.userId, row.editFlowId, row.editLevelSeq)
      : false,
  ]);
  return actorOn(p, row, reviews, edits);
}

/**
 * The caller's parts on a row whose level questions are answered (`reviews`: the caller holds its
 * current review level; `edits`: its current editing level).
 */
export function actorOn(
  p: Principal,
  row: Pick<InfoItemRow, 'reporterId' | 'state' | 'editState'>,
  reviews: boolean,
  edits = false,
): InfoWho {
  const kinds: InfoActor[] = [];
  if (row.reporterId === p.userId) kinds.push('reporter');
  if (isOffice(p)) kinds.push('office');
  if (reviews && row.state === InfoState.reviewing) kinds.push('reviewer');
  if (edits && underEditing(row)) kinds.push('editor');
  return { kinds, permissions: p.permissions };
}

/** Does the account review at this position of this flow? */
export async function holdsLevel(q: Queryable, userId: string, flowId: string, seq: number): Promise<boolean> {
  const [r] = await q
    .select({ one: sql<number>`1` })
    .from(infoFlowLevel)
    .where(and(eq(infoFlowLevel.flowId, flowId), eq(infoFlowLevel.seq, seq), sql`${userId} = any(${infoFlowLevel.reviewerIds})`))
    .limit(1);
  return Boolean(r);
}
