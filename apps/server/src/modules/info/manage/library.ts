import {
  type InfoManuscriptDetail,
  type InfoOriginalRow,
  InfoState,
  type InfoVersion,
  type PageQuery,
  type PageResult,
  type TakeFeedbackBody,
  type TakeFeedbackRow,
} from '@cppcc/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { audit } from '../../../platform/audit/audit';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { illegalState, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { syncFiles } from '../../oss';
import { loadVisible, visibleTo } from '../core/access';
import { filtersOf, pageItems, toRows } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { infoItem, infoTakeFeedback, infoVersion } from '../tables';

/**
 * The original library (原稿库: every item's version 1, the reporter's own words),
 * the manuscripts (adopted items' edited text beside the original) and the take
 * feedback of units that used adopted items.
 */

const versionOf = (v: typeof infoVersion.$inferSelect): InfoVersion => ({
  id: v.id,
  no: v.no,
  stage: v.stage,
  title: v.title,
  content: v.content,
  editorName: v.editorName,
  at: v.createdAt.toISOString(),
});

async function withOriginals(
  q: Queryable,
  page: PageResult<Awaited<ReturnType<typeof toRows>>[number]>,
): Promise<PageResult<InfoOriginalRow>> {
  const ids = page.list.map((r) => r.id);
  const vs = ids.length
    ? await q
        .select({
          itemId: infoVersion.itemId,
          title: sql<string>`(array_agg(${infoVersion.title} order by ${infoVersion.no}))[1]`,
          n: sql<number>`count(*)::int`,
        })
        .from(infoVersion)
        .where(inArray(infoVersion.itemId, ids))
        .groupBy(infoVersion.itemId)
    : [];
  const of = new Map(vs.map((v) => [v.itemId, v]));
  return {
    ...page,
    list: page.list.map((r) => ({ ...r, originalTitle: of.get(r.id)?.title ?? r.title, versionCount: of.get(r.id)?.n ?? 0 })),
  };
}

/** POST info/original/page: every reported item with its original title and how many versions followed. */
export async function originalPage(q: Queryable, p: Principal, input: PageQuery & Record<string, unknown>) {
  return withOriginals(q, await pageItems(q, p, input, [ne(infoItem.state, InfoState.draft), ...filtersOf(input)]));
}

/** POST infoManuscript/page: adopted items, whose edited text the manuscript shows beside the original. */
export async function manuscriptPage(q: Queryable, p: Principal, input: PageQuery & Record<string, unknown>) {
  return withOriginals(q, await pageItems(q, p, input, [eq(infoItem.state, InfoState.adopted), ...filtersOf(input)]));
}

/** POST infoManuscript/detail/{id} (and the reporter's web/info/infoManuscript/detail/{id}): text now, original, versions. */
export async function manuscriptDetail(q: Queryable, p: Principal, id: string): Promise<InfoManuscriptDetail> {
  const item = await loadVisible(q, p, id);
  const [[row], versions] = await Promise.all([
    toRows(q, p, [item]),
    q.select().from(infoVersion).where(eq(infoVersion.itemId, id)).orderBy(asc(infoVersion.no)),
  ]);
  const { actions: _, ...rest } = row;
  const all = versions.map(versionOf);
  return { item: { ...rest, content: item.content }, original: all[0] ?? null, versions: all };
}

/** POST take/info/feedback/page. */
export async function feedbackPage(
  q: Queryable,
  p: Principal,
  input: PageQuery & { itemId?: string; title?: string },
): Promise<PageResult<TakeFeedbackRow>> {
  const cond = and(
    isNull(infoTakeFeedback.deletedAt),
    visibleTo(p),
    input.itemId ? eq(infoTakeFeedback.itemId, input.itemId) : undefined,
    input.title ? ilike(infoItem.title, likePattern(input.title)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    q
      .select({ f: infoTakeFeedback, title: infoItem.title, serialNumber: infoItem.serialNumber })
      .from(infoTakeFeedback)
      .innerJoin(infoItem, eq(infoItem.id, infoTakeFeedback.itemId))
      .where(cond)
      .orderBy(desc(infoTakeFeedback.feedbackDate), desc(infoTakeFeedback.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(infoTakeFeedback)
      .innerJoin(infoItem, eq(infoItem.id, infoTakeFeedback.itemId))
      .where(cond),
  ]);
  return {
    total: count?.n ?? 0,
    list: rows.map(({ f, title, serialNumber }) => ({
      id: f.id,
      itemId: f.itemId,
      itemTitle: title,
      serialNumber,
      unitName: f.unitName,
      content: f.content,
      feedbackDate: f.feedbackDate,
      fileIds: f.fileIds,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}

async function adoptedItem(s: { tx: Queryable }, p: Principal, itemId: string) {
  const item = await loadVisible(s.tx, p, itemId, true);
  if (item.state !== InfoState.adopted) throw illegalState('只有已采用的信息可以登记采用反馈');
  return item;
}

/** POST take/info/feedback/add. */
export async function addFeedback(sc: InfoStepContext, input: TakeFeedbackBody & { fileIds: string[] }): Promise<{ id: string }> {
  return runInfoStep(sc, async (s) => {
    const item = await adoptedItem(s, sc.caller.principal, input.itemId);
    const id = newId();
    await s.tx.insert(infoTakeFeedback).values({
      id,
      itemId: item.id,
      unitName: input.unitName,
      content: input.content,
      feedbackDate: input.feedbackDate,
      fileIds: input.fileIds,
      createdBy: sc.caller.principal.userId,
    });
    await syncFiles(s.tx, id, input.fileIds, { actor: sc.caller.actor, uploaderId: sc.caller.principal.userId });
    await audit(s.tx, sc.caller.actor, {
      objectType: 'info.takeFeedback',
      objectId: id,
      action: 'add',
      detail: { itemId: item.id, unitName: input.unitName },
    });
    return { id };
  });
}

/** POST take/info/feedback/update. */
export async function updateFeedback(sc: InfoStepContext, input: TakeFeedbackBody & { id: string; fileIds: string[] }): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const [f] = await s.tx
      .select()
      .from(infoTakeFeedback)
      .where(and(eq(infoTakeFeedback.id, input.id), isNull(infoTakeFeedback.deletedAt)))
      .for('update')
      .limit(1);
    if (!f) throw notFound('采用反馈');
    const item = await adoptedItem(s, sc.caller.principal, input.itemId);
    await s.tx
      .update(infoTakeFeedback)
      .set({
        itemId: item.id,
        unitName: input.unitName,
        content: input.content,
        feedbackDate: input.feedbackDate,
        fileIds: input.fileIds,
        updatedAt: new Date(),
      })
      .where(eq(infoTakeFeedback.id, f.id));
    await syncFiles(s.tx, f.id, input.fileIds, { actor: sc.caller.actor, uploaderId: sc.caller.principal.userId });
    await audit(s.tx, sc.caller.actor, {
      objectType: 'info.takeFeedback',
      objectId: f.id,
      action: 'update',
      detail: { itemId: item.id, unitName: input.unitName },
    });
  });
}
