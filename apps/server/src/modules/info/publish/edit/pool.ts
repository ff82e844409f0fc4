import {
  InfoEditState,
  InfoState,
  type PageResult,
  type PublicationEditingResult,
  type PublicationPoolRow,
  PublicationTypeState,
  type publicationEditingBody,
  publicationNumberLabel,
  type publicationPoolQuery,
} from '@cppcc/contracts';
import { and, asc, desc, eq, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { containsText } from '../../../../platform/db/contains-text';
import { newId } from '../../../../platform/db/ids';
import { fieldError, notFound } from '../../../../platform/errors';
import { offsetOf } from '../../../../platform/http/paging';
import { chinaYear } from '../../../../platform/time/china';
import { infoFlow } from '../../core/machine';
import { LIST_TOTAL_CAP, toRows } from '../../core/rows';
import type { InfoStepContext } from '../../core/step';
import { infoItem, publicationType } from '../../tables';
import { loadReadable, whoOnPublication } from '../core/access';
import { publicationFlow } from '../core/machine';
import { allocateNumbers } from '../core/numbering';
import { publication, publicationItem } from '../tables';
import { type PubStep, runPubStep } from './step';

/**
 * The editors' pool and the hand-over of items into issues (docs/publications.md). An adopted
 * item goes into one issue at most (publication_item_info_uq); its title and text are copied
 * into the issue, where they may be edited, while the item keeps the reporter's.
 */

/** Adopted, through its editing flow if its type has one, live, and in no issue. */
const inPool: SQL = and(
  eq(infoItem.state, InfoState.adopted),
  ne(infoItem.editState, InfoEditState.editing),
  isNull(infoItem.deletedAt),
  sql`not exists (select 1 from ${publicationItem} pi where pi.info_id = ${infoItem.id})`,
) as SQL;

/** POST publication/editing/detail: the pool, the items the office collected (info/useInfo) first, newest report first. */
export async function poolPage(
  q: Queryable,
  p: Principal,
  f: z.output<typeof publicationPoolQuery>,
): Promise<PageResult<PublicationPoolRow>> {
  const cond = and(
    inPool,
    f.typeId ? eq(infoItem.typeId, f.typeId) : undefined,
    f.year !== undefined ? eq(infoItem.year, f.year) : undefined,
    f.title ? containsText(infoItem.title, f.title) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    q
      .select()
      .from(infoItem)
      .where(cond)
      .orderBy(desc(infoItem.collected), desc(sql`coalesce(${infoItem.reportTime}, ${infoItem.createdAt})`), desc(infoItem.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ n: sql<number>`count(*)::int` }).from(
      q
        .select({ one: sql`1` })
        .from(infoItem)
        .where(cond)
        .limit(LIST_TOTAL_CAP + 1)
        .as('counted'),
    ),
  ]);
  const listed = await toRows(q, p, rows);
  const n = counted?.n ?? 0;
  return {
    list: listed.map((r, i) => ({ ...r, collected: rows[i].collected })),
    total: Math.min(n, LIST_TOTAL_CAP),
    ...(n > LIST_TOTAL_CAP ? { totalCapped: true } : {}),
  };
}

type EditingInput = z.output<typeof publicationEditingBody>;

/** A live publication type in use, or a 400 naming the field. */
async function liveType(q: Queryable, typeId: string) {
  const [t] = await q
    .select({ id: publicationType.id, name: publicationType.name })
    .from(publicationType)
    .where(and(eq(publicationType.id, typeId), isNull(publicationType.deletedAt), eq(publicationType.state, PublicationTypeState.inUse)))
    .limit(1);
  if (!t) throw fieldError('typeId', '刊物类型不存在或已停用');
  return t;
}

/** Locks the items (in id order, so two requests never wait on each other crosswise) and checks each may go in. */
async function lockCollectable(s: PubStep, infoIds: readonly string[]) {
  const ids = [...new Set(infoIds)].sort();
  const rows = await s.tx
    .select()
    .from(infoItem)
    .where(inArray(infoItem.id, ids))
    .orderBy(asc(infoItem.id))
    .for('update', { of: infoItem });
  const found = new Map(rows.filter((r) => !r.deletedAt).map((r) => [r.id, r]));
  if (found.size < ids.length) throw fieldError('infoIds', `有${ids.length - found.size}条信息不存在或已删除`);
  const notAdopted = rows.filter((r) => r.state !== InfoState.adopted);
  if (notAdopted.length) throw fieldError('infoIds', `信息${notAdopted.map((r) => `《${r.title}》`).join('、')}尚未采用，不能编入刊物`);
  const editing = rows.filter((r) => r.editState === InfoEditState.editing);
  if (editing.length) {
    throw fieldError('infoIds', `信息${editing.map((r) => `《${r.title}》`).join('、')}正在编辑审核中，审核完成后方可编入刊物`);
  }
  // read after the locks: an issue that took one of them meanwhile has committed by now
  const taken = await s.tx.select({ infoId: publicationItem.infoId }).from(publicationItem).where(inArray(publicationItem.infoId, ids));
  if (taken.length) {
    const names = taken.map((t) => `《${found.get(t.infoId)?.title}》`).join('、');
    throw fieldError('infoIds', `信息${names}已编入其他刊物`);
  }
  return ids.map((id) => found.get(id) as typeof infoItem.$inferSelect);
}

/**
 * POST publication/editing: collect adopted items into a new issue of a type (numbered in the same
 * transaction: 第N期 of the China-time year, 总第M期 of the type) or into an issue still 编辑中.
 */
export function collectItems(sc: InfoStepContext, input: EditingInput): Promise<PublicationEditingResult> {
  return runPubStep(sc, (s) => collectInto(s, input));
}

export async function collectInto(s: PubStep, input: EditingInput): Promise<PublicationEditingResult> {
  const p = s.caller.principal;
  let issue: typeof publication.$inferSelect;
  if (input.publicationId) {
    issue = await loadReadable(s.tx, p, input.publicationId, true);
    publicationFlow.check('save', issue, whoOnPublication(p, issue));
  } else {
    const type = await liveType(s.tx, input.typeId as string);
    publicationFlow.check('save', { id: '', state: 0 }, whoOnPublication(p, { signerId: null }));
    const year = chinaYear();
    const { num, totalNum } = await allocateNumbers(s.tx, type.id, year);
    const [row] = await s.tx
      .insert(publication)
      .values({
        id: newId(),
        typeId: type.id,
        year,
        num,
        totalNum,
        title: input.title ?? `${type.name}（${year}年第${num}期）`,
        editorId: p.userId,
        editorName: p.username,
      })
      .returning();
    issue = row;
    await publicationFlow.record(s, issue, { action: 'create', fromState: null, toState: issue.state, detail: { num, totalNum } });
  }
  const items = await lockCollectable(s, input.infoIds);
  const [last] = await s.tx
    .select({ v: max(publicationItem.sort) })
    .from(publicationItem)
    .where(eq(publicationItem.publicationId, issue.id));
  let sort = Number(last?.v ?? 0);
  await s.tx.insert(publicationItem).values(
    items.map((it) => ({
      id: newId(),
      publicationId: issue.id,
      infoId: it.id,
      sort: ++sort,
      title: it.title,
      content: it.content,
    })),
  );
  for (const it of items) {
    if (!it.collected) await s.tx.update(infoItem).set({ collected: true, updatedAt: new Date() }).where(eq(infoItem.id, it.id));
    await infoFlow.record(s, it, { action: 'collect', fromState: it.state, toState: it.state, detail: { publicationId: issue.id } });
  }
  await publicationFlow.record(s, issue, {
    action: 'collect',
    fromState: issue.state,
    toState: issue.state,
    detail: { infoIds: items.map((i) => i.id) },
  });
  return { id: issue.id, num: issue.num, totalNum: issue.totalNum, label: publicationNumberLabel(issue.year, issue.num, issue.totalNum) };
}

/** POST publication/noEditing/{id}: one item out of its issue (编辑中 only); the item stays collected, back in the pool. */
export function removeItem(sc: InfoStepContext, itemId: string): Promise<void> {
  return runPubStep(sc, async (s) => {
    const p = s.caller.principal;
    const [pi] = await s.tx.select().from(publicationItem).where(eq(publicationItem.id, itemId)).limit(1);
    if (!pi) throw notFound('刊物中的信息');
    const issue = await loadReadable(s.tx, p, pi.publicationId, true);
    publicationFlow.check('save', issue, whoOnPublication(p, issue));
    await s.tx.delete(publicationItem).where(eq(publicationItem.id, pi.id));
    const [item] = await s.tx.select().from(infoItem).where(eq(infoItem.id, pi.infoId)).limit(1);
    if (item)
      await infoFlow.record(s, item, {
        action: 'uncollect',
        fromState: item.state,
        toState: item.state,
        detail: { publicationId: issue.id },
      });
    await publicationFlow.record(s, issue, {
      action: 'uncollect',
      fromState: issue.state,
      toState: issue.state,
      detail: { infoId: pi.infoId },
    });
  });
}
